import { useInvalidate, type HttpError } from '@refinedev/core';
import { Button } from 'antd';
import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import type { Website } from '../../interfaces';
import { StatusTag } from '../../components/status-tag';
import { useApiMutation } from '../../lib/use-api';
import { useNotificationApi, useToast } from '../../lib/toast';

/** "Waiting for build": a website record made for a paid package or a questionnaire (docs/product.md §11.2). */
export function BuildStatusTag({ website }: { website: Pick<Website, 'status'> }) {
  return website.status === 'waiting_for_build' ? <StatusTag tone="warning">Waiting for build</StatusTag> : null;
}

/** Sets a website's build status; the toast after "Mark as built" offers Undo, which puts it back. */
function useSetBuildStatus() {
  const save = useApiMutation<Website>();
  const invalidate = useInvalidate();
  const toast = useToast();
  const notify = useNotificationApi();
  const set = async (website: Pick<Website, 'id' | 'name'>, status: Website['status']) => {
    const key = `build-status-${website.id}`;
    try {
      await save.send('patch', `/admin/websites/${website.id}`, { status });
      if (status === 'live') {
        notify.success({
          key,
          message: 'Success!',
          description: `${website.name} is marked as built.`,
          // Long enough to notice a wrong click and undo it.
          duration: 15,
          btn: (
            <Button size="small" icon={<UndoOutlined />} onClick={() => void set(website, 'waiting_for_build')}>
              Undo
            </Button>
          ),
        });
      } else {
        notify.success({ key, message: 'Undone', description: `${website.name} is waiting for its build again.` });
      }
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to update the website');
    }
    await invalidate({ resource: 'websites', invalidates: ['list', 'detail'] });
  };
  return { set, isPending: save.isPending };
}

/** Marks a website waiting for its build as built (live); the toast can undo it. */
export function MarkBuiltButton({ website }: { website: Pick<Website, 'id' | 'name' | 'status'> }) {
  const build = useSetBuildStatus();
  if (website.status !== 'waiting_for_build') return null;
  return (
    <Button
      size="small"
      icon={<CheckOutlined />}
      onClick={() => void build.set(website, 'live')}
      loading={build.isPending}
      aria-label={`Mark as built: ${website.name}`}
    >
      Mark as built
    </Button>
  );
}
