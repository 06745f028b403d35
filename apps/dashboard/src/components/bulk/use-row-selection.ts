import { useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';

/**
 * Row checkboxes on an antd table, and the selected ids for the bulk action bar. Each checkbox is
 * named after its row. No select-all box in the header: antd repeats the header in a hidden
 * measuring row, where a focusable checkbox fails WCAG (aria-hidden-focus).
 */
export function useRowSelection<T extends { id: string }>(rowName: (row: T) => string) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const rowSelection: TableRowSelection<T> = {
    selectedRowKeys: selectedIds,
    onChange: (keys) => setSelectedIds(keys.map(String)),
    preserveSelectedRowKeys: false,
    hideSelectAll: true,
    getCheckboxProps: (row) => ({ 'aria-label': `Select ${rowName(row)}` }) as ReturnType<NonNullable<TableRowSelection<T>['getCheckboxProps']>>,
  };
  return { rowSelection, selectedIds, clear: () => setSelectedIds([]) };
}
