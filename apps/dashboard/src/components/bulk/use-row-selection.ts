import { useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';

/**
 * Row checkboxes on an antd table, with antd's "Select all" (this page's rows) in the header, and
 * the selected ids for the bulk action bar. Each checkbox is named after its row. antd repeats the
 * header in a measuring row hidden from assistive technology; index.html makes that copy
 * invisible, so that its checkbox cannot take focus (WCAG: aria-hidden-focus).
 */
export function useRowSelection<T extends { id: string }>(rowName: (row: T) => string) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const rowSelection: TableRowSelection<T> = {
    selectedRowKeys: selectedIds,
    onChange: (keys) => setSelectedIds(keys.map(String)),
    preserveSelectedRowKeys: false,
    getCheckboxProps: (row) => ({ 'aria-label': `Select ${rowName(row)}` }) as ReturnType<NonNullable<TableRowSelection<T>['getCheckboxProps']>>,
  };
  return { rowSelection, selectedIds, clear: () => setSelectedIds([]) };
}
