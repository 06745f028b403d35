import { useState } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import type { Post } from '../../interfaces';
import { useApiMutation } from '../../lib/use-api';
import { HistoryDrawer } from '../../components/history/history-drawer';
import type { Revision } from '../../components/history/revision';

/**
 * A post's "History" button and panel. A restore sends the version the list holds (409 when the
 * post was saved elsewhere since: the server's words and Reload); `onChanged` reloads the list.
 */
export function PostHistory({ post, zone, onChanged }: { post: Post; zone: string; onChanged: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const send = useApiMutation<Post>();

  const restore = async (revision: Revision) => {
    await send.send('post', `/my/website/posts/${post.id}/revisions/${revision.id}/restore`, { version: post.version });
    await onChanged();
  };

  return (
    <>
      <Button icon={<HistoryOutlined />} aria-label={`History of ${post.title}`} aria-haspopup="dialog" onClick={() => setOpen(true)} />
      <HistoryDrawer
        open={open}
        onClose={() => setOpen(false)}
        item={{ label: post.title, current: { title: post.title, text: post.content } }}
        revisionsPath={`/my/website/posts/${post.id}/revisions`}
        zone={zone}
        restore={restore}
        onReload={async () => void (await onChanged())}
      />
    </>
  );
}
