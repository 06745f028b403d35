import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Grid, Table, type TableProps } from 'antd';

type ColumnElement = ReactElement<{ title?: ReactNode; onCell?: unknown }>;

/**
 * An admin list's table. On a phone each row becomes a card: the header row goes and every cell
 * carries its column's title (shown before it by the `.list-cards` style in index.html), instead
 * of a squeezed table scrolling sideways.
 */
export function ListTable<T extends object>({ children, className, scroll, ...props }: TableProps<T> & { children?: ReactNode }) {
  const narrow = Grid.useBreakpoint().sm === false;
  const labelled = Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const column = child as ColumnElement;
    const title = column.props.title;
    return typeof title === 'string' && !column.props.onCell ? cloneElement(column, { onCell: () => ({ 'data-label': title }) }) : column;
  });
  return (
    <Table<T> {...props} className={[className, narrow ? 'list-cards' : null].filter(Boolean).join(' ') || undefined} scroll={narrow ? undefined : scroll}>
      {labelled}
    </Table>
  );
}
