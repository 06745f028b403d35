import { useState } from 'react';
import type { CrudFilters, CrudSorting } from '@refinedev/core';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { requestUntyped } from '@fw/shared-api-client';
import { api } from '../providers/api';
import { useNotificationApi } from '../lib/toast';
import { exportPath } from './export-path';

/** Downloads what the list shows (every page) as CSV, through the signed-in HTTP client. */
export function ExportCsvButton({ path, filters, sorters, fileName }: { path: string; filters: CrudFilters; sorters: CrudSorting; fileName: string }) {
  const toast = useNotificationApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data } = await requestUntyped<Blob>(api, 'GET', `/api${exportPath(path, filters, sorters)}`, {
        parseAs: 'blob',
        headers: { Accept: 'text/csv' },
      });
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast.error({ message: 'Export failed', description: (error as { message?: string }).message ?? 'The export could not be made' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
