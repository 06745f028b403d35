import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Grid, Table, type TableProps } from 'antd';
import { PageSelectAll } from './page-select-all';

type ColumnElement = ReactElement<{ title?: ReactNode; onCell?: unknown }>;

/**
 * An admin list's table. On a phone each row becomes a card: the header row goes and every cell
 * carries its column's title (shown before it by the `.list-cards` style in index.html), instead
 * of a squeezed table scrolling sideways; with the header gone, selectable rows get their own
 * "Select all on this page" above the cards.
 */
export function ListTable<T extends object>({ children, className, scroll, ...props }: TableProps<T> & { children?: ReactNode }) {
  const narrow = Grid.useBreakpoint().sm === false;
  // Not Children.map: its generated keys (".0") would become antd's column keys, and so the sort field.
  const columns = (Array.isArray(children) ? children : [children]).flat();
  const labelled = columns.map((child, index) => {
    if (!isValidElement(child)) return child;
    const column = child as ColumnElement & { props: { dataIndex?: unknown } };
    const title = column.props.title;
    const key = column.key ?? String(column.props.dataIndex ?? index);
    return cloneElement(column, { key, ...(typeof title === 'string' && !column.props.onCell ? { onCell: () => ({ 'data-label': title }) } : {}) });
  });
  const table = (
    <Table<T> {...props} className={[className, narrow ? 'list-cards' : null].filter(Boolean).join(' ') || undefined} scroll={narrow ? undefined : scroll}>
      {labelled}
    </Table>
  );
  if (!narrow || !props.rowSelection || !props.dataSource?.length) return table;
  return (
    <>
      <PageSelectAll<T> rows={props.dataSource} rowKey={props.rowKey} selection={props.rowSelection} />
      {table}
    </>
  );
}
