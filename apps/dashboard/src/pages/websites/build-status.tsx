import { useInvalidate, type HttpError } from '@refinedev/core';
import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { Website } from '../../interfaces';
import { StatusTag } from '../../components/status-tag';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';

/** "Waiting for build": a website record made for a paid package or a questionnaire (issue 21 item 2). */
export function BuildStatusTag({ website }: { website: Pick<Website, 'status'> }) {
  return website.status === 'waiting_for_build' ? <StatusTag tone="warning">Waiting for build</StatusTag> : null;
}

/** Marks a website waiting for its build as built (live). */
export function MarkBuiltButton({ website }: { website: Pick<Website, 'id' | 'name' | 'status'> }) {
  const save = useApiMutation<Website>();
  const invalidate = useInvalidate();
  const toast = useToast();
  if (website.status !== 'waiting_for_build') return null;
  const markBuilt = async () => {
    try {
      await save.send('patch', `/admin/websites/${website.id}`, { status: 'live' });
      toast.success('Success!', `${website.name} is marked as built.`);
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to update the website');
    }
    await invalidate({ resource: 'websites', invalidates: ['list', 'detail'] });
  };
  return (
    <Button size="small" icon={<CheckOutlined />} onClick={markBuilt} loading={save.isPending} aria-label={`Mark as built: ${website.name}`}>
      Mark as built
    </Button>
  );
}
