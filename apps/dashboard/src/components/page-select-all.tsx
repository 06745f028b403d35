import type { Key } from 'react';
import { Checkbox, type TableProps } from 'antd';

type RowSelection<T> = NonNullable<TableProps<T>['rowSelection']>;

/** A row's key as the table reads it (`rowKey` a field name or a function). */
export function rowKeyOf<T extends object>(row: T, rowKey: TableProps<T>['rowKey'], index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row as Record<string, Key>)[String(rowKey ?? 'key')];
}

/**
 * "Select all on this page" for a list shown as cards (a phone), where the table's header and its
 * select-all checkbox are hidden: selects or clears this page's selectable rows, keeping any
 * selection from other pages, and says how many are selected.
 */
export function PageSelectAll<T extends object>({
  rows,
  rowKey,
  selection,
}: {
  rows: readonly T[];
  rowKey: TableProps<T>['rowKey'];
  selection: RowSelection<T>;
}) {
  const selected = selection.selectedRowKeys ?? [];
  const selectable = rows.filter((row) => !selection.getCheckboxProps?.(row)?.disabled);
  const pageKeys = selectable.map((row) => rowKeyOf(row, rowKey, rows.indexOf(row)));
  const onPage = pageKeys.filter((key) => selected.includes(key));
  const all = pageKeys.length > 0 && onPage.length === pageKeys.length;

  const choose = (checked: boolean) => {
    const next = checked ? [...selected, ...pageKeys.filter((key) => !selected.includes(key))] : selected.filter((key) => !pageKeys.includes(key));
    const nextRows = rows.filter((row, index) => next.includes(rowKeyOf(row, rowKey, index)));
    selection.onChange?.(next, nextRows, { type: checked ? 'all' : 'none' });
  };

  return (
    <div className="page-select-all">
      <Checkbox checked={all} indeterminate={onPage.length > 0 && !all} disabled={pageKeys.length === 0} onChange={(event) => choose(event.target.checked)}>
        Select all on this page
      </Checkbox>
      {/* Not a live region: the bulk action bar announces the selection. */}
      <span className="page-select-all-count">{selected.length} selected</span>
    </div>
  );
}
