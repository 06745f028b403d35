import { useState } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { Client } from '../../interfaces';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { startActingAs, type ActingMode } from '../../acting-as/acting-as';

const START: Record<ActingMode, string> = { view: '/dashboard', blog: '/dashboard/blog' };

/**
 * "View as client" (read-only) and "Manage blog" (the client's own blog pages, as the admin):
 * recorded in the audit log when started, then every client request carries the client's id.
 */
export function ActAsClientButtons({ client }: { client: Pick<Client, 'id' | 'email' | 'full_name' | 'role'> }) {
  const start = useApiMutation<unknown>();
  const toast = useToast();
  const [mode, setMode] = useState<ActingMode | null>(null);
  if (client.role === 'admin') return null;
  const go = async (next: ActingMode) => {
    setMode(next);
    try {
      await start.send('post', `/admin/clients/${client.id}/view-as`);
      startActingAs({ clientId: client.id, label: client.full_name ? `${client.full_name} (${client.email})` : client.email, mode: next });
      // A fresh load, so nothing the admin read stays cached beside the client's pages.
      window.location.assign(START[next]);
    } catch (error) {
      toast.error((error as { message?: string }).message ?? 'Could not start viewing as this client');
      setMode(null);
    }
  };
  return (
    <Space wrap>
      <Button icon={<EyeOutlined />} loading={mode === 'view'} onClick={() => void go('view')}>
        View as client
      </Button>
      <Button icon={<EditOutlined />} loading={mode === 'blog'} onClick={() => void go('blog')}>
        Manage blog
      </Button>
    </Space>
  );
}
