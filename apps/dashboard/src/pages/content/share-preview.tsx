import { useState } from 'react';
import { Button, Modal, Space, Typography } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import type { CreatedPreviewLinkDto, PreviewLinkDto } from '@fw/shared-api-types';
import { useApiMutation } from '../../lib/use-api';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useToast } from '../../lib/toast';

/**
 * "Share preview": a link to the drafts that anyone can open without an account, for 7 days, until
 * turned off. The link is shown once (only its hash is kept), so it is made fresh each time.
 */
export function SharePreview({ beforeSharing }: { beforeSharing: () => Promise<void> }) {
  const create = useApiMutation<CreatedPreviewLinkDto>();
  const revoke = useApiMutation<PreviewLinkDto>();
  const toast = useToast();
  const { dateTime } = useZonedDates();
  const [link, setLink] = useState<CreatedPreviewLinkDto | null>(null);

  const share = async () => {
    try {
      // What was just typed belongs in the preview.
      await beforeSharing();
      setLink(await create.send('post', '/my/website/preview-links'));
    } catch (e) {
      toast.error((e as HttpError).message ?? 'The preview link could not be made.');
    }
  };
  const turnOff = async () => {
    if (!link) return;
    try {
      setLink({ ...link, ...(await revoke.send('delete', `/my/website/preview-links/${link.id}`)) });
      toast.success('Link turned off', 'Anyone opening it is told it no longer works.');
    } catch (e) {
      toast.error((e as HttpError).message ?? 'The link could not be turned off.');
    }
  };

  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => void share()} loading={create.isPending}>
        Share preview
      </Button>
      <Modal
        open={link !== null}
        title="Share a preview of your draft"
        onCancel={() => setLink(null)}
        footer={<Button onClick={() => setLink(null)}>Close</Button>}
      >
        {link ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>
              Anyone with this link sees your website with your draft, without signing in. Search engines do not list it.
            </Typography.Paragraph>
            <Typography.Paragraph copyable={{ text: link.url }} code data-testid="preview-link" style={{ overflowWrap: 'anywhere' }}>
              {link.url}
            </Typography.Paragraph>
            {link.state === 'active' ? (
              <>
                <Typography.Text type="secondary">Works until {dateTime(link.expires_at)}.</Typography.Text>
                <Button danger onClick={() => void turnOff()} loading={revoke.isPending}>
                  Turn off this link
                </Button>
              </>
            ) : (
              <Typography.Text strong>This link is turned off.</Typography.Text>
            )}
          </Space>
        ) : null}
      </Modal>
    </>
  );
}
