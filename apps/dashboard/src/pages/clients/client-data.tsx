import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Client } from '../../interfaces';
import { api } from '../../providers/api';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';

/** Saves a JSON value as a file the browser downloads. */
function saveJson(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Export data" downloads everything stored about the client; "Delete client" works within an hour
 * of an export (the server refuses otherwise) and keeps the orders as the business's records
 * (docs/client-data.md).
 */
export function ClientDataActions({ client }: { client: Pick<Client, 'id' | 'email' | 'role'> }) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useApiMutation<void>();
  const [exporting, setExporting] = useState(false);
  if (client.role === 'admin') return null;

  const exportData = async () => {
    setExporting(true);
    try {
      const { data } = await api.GET('/api/admin/clients/{id}/export', { params: { path: { id: client.id } } });
      saveJson(data, `client-${client.email}.json`);
      toast.success('Data exported', 'The file is downloaded. The client can be deleted within the next hour.');
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to export the data');
    } finally {
      setExporting(false);
    }
  };
  const deleteClient = async () => {
    try {
      await remove.send('delete', `/admin/clients/${client.id}`);
      toast.success('Client deleted', `${client.email} is deleted. Their orders are kept without their details.`);
      navigate('/dashboard/admin/clients');
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to delete the client');
    }
  };

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportData()}>
        Export data
      </Button>
      <Popconfirm
        title="Delete this client?"
        description="The account, website, questionnaires and e-mails are deleted for good. Orders stay, without the client's details."
        okText="Delete client"
        okButtonProps={{ danger: true, loading: remove.isPending }}
        onConfirm={deleteClient}
      >
        <Button danger icon={<DeleteOutlined />}>
          Delete client
        </Button>
      </Popconfirm>
    </Space>
  );
}
