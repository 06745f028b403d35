import { useEffect, useState } from 'react';
import { Button, Card, List, Typography } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import type { Post } from '../../interfaces';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { formatInZone } from '../../lib/business-time';
import type { DeletedPost } from '../../components/history/revision';

const deleterName = (by: DeletedPost['deleted_by']): string => by?.name ?? 'a former user';

/**
 * Posts deleted in the last 30 days, each with "Restore" (it comes back as it was when deleted).
 * Shown only when there is one. `refreshKey` changes when the blog list changes (a deletion).
 */
export function RecentlyDeleted({ zone, refreshKey, onRestored }: { zone: string; refreshKey: string; onRestored: () => Promise<unknown> }) {
  const deleted = useApiGet<DeletedPost[]>('/my/website/posts/deleted', { silent: true });
  const send = useApiMutation<Post>();
  const toast = useToast();
  const [restoring, setRestoring] = useState<string | null>(null);
  const { refetch } = deleted;

  useEffect(() => {
    void refetch();
  }, [refreshKey, refetch]);

  const restore = async (post: DeletedPost) => {
    setRestoring(post.id);
    try {
      await send.send('post', `/my/website/posts/${post.id}/restore`);
      toast.success('Post restored', `"${post.title}" is back in your blog.`);
      await Promise.all([refetch(), onRestored()]);
    } catch (e) {
      toast.error((e as HttpError).message ?? 'The post could not be restored.', 'Restore failed');
    } finally {
      setRestoring(null);
    }
  };

  const rows = deleted.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card title={<span id="recently-deleted">Recently deleted</span>} style={{ marginTop: 24 }} data-testid="recently-deleted">
      <Typography.Paragraph type="secondary">Deleted posts can be restored for 30 days.</Typography.Paragraph>
      <List
        aria-labelledby="recently-deleted"
        dataSource={rows}
        rowKey="id"
        renderItem={(post) => (
          <List.Item
            actions={[
              <Button
                key="restore"
                icon={<RollbackOutlined />}
                loading={restoring === post.id}
                onClick={() => void restore(post)}
                aria-label={`Restore ${post.title}`}
              >
                Restore
              </Button>,
            ]}
          >
            <List.Item.Meta title={post.title} description={`Deleted by ${deleterName(post.deleted_by)} · ${formatInZone(post.deleted_at, zone)}`} />
          </List.Item>
        )}
      />
    </Card>
  );
}
