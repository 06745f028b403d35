import { useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';

/** Row checkboxes on an antd table, and the selected ids for the bulk action bar. */
export function useRowSelection<T extends { id: string }>() {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const rowSelection: TableRowSelection<T> = {
    selectedRowKeys: selectedIds,
    onChange: (keys) => setSelectedIds(keys.map(String)),
    preserveSelectedRowKeys: false,
  };
  return { rowSelection, selectedIds, clear: () => setSelectedIds([]) };
}
