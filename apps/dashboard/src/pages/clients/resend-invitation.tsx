import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Button, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { Client } from '../../interfaces';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';

/**
 * For a client the business made (a paid package, a questionnaire) who has not chosen a password
 * yet: the invitation's state and "Resend invitation" (a fresh link; the earlier one stops working).
 */
export function ResendInvitation({ client, onSent }: { client: Client; onSent: () => Promise<unknown> }) {
  const send = useApiMutation<void>();
  const toast = useToast();
  const [sent, setSent] = useState(false);
  if (!client.invitation_pending) return null;

  const resend = async () => {
    try {
      await send.send('post', `/admin/clients/${client.id}/invite`);
      setSent(true);
      toast.success('Invitation sent', `A new link to choose a password was emailed to ${client.email}. The earlier link no longer works.`);
      await onSent();
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to send the invitation');
      await onSent();
    }
  };

  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Paragraph>
        {sent ? 'A new invitation is on its way.' : 'This client has not chosen a password yet. Their invitation link works once and expires.'}
      </Typography.Paragraph>
      <Button icon={<MailOutlined />} onClick={resend} loading={send.isPending}>
        Resend invitation
      </Button>
    </div>
  );
}
