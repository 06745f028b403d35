import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Button, Form, Input, List, Modal, Tag, Typography } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { EmailChangeResponseDto } from '@fw/shared-api-types';
import type { Client } from '../../interfaces';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { Panel } from '../../components/notice';
import { useDialogGuard } from '../../lib/use-dialog-guard';

/**
 * "Change email": the client's sign-in address moves to a new one once the link mailed there is
 * followed (an admin's typo must not lock the client out); the current address is told.
 */
export function ChangeEmailButton({ client, onRequested }: { client: Pick<Client, 'id' | 'email'>; onRequested: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const change = useApiMutation<{ pending_email: string }>();
  const toast = useToast();

  // What was typed is lost on closing: Cancel, X, Escape and a click outside ask first.
  const guard = useDialogGuard(() => {
    setOpen(false);
    setEmail('');
    setFieldErrors({});
  });
  const submit = async () => {
    if (!email.trim()) return setFieldErrors({ email: ['Enter the new email address.'] });
    try {
      const result = await change.send('post', `/admin/clients/${client.id}/email`, { email: email.trim() });
      toast.success('Confirmation sent', `We emailed a link to ${result?.pending_email ?? email.trim()}. The email changes once the client follows it.`);
      guard.saved();
      await onRequested();
    } catch (error) {
      const failure = error as HttpError & { errors?: Record<string, string[]> };
      if (failure.errors) setFieldErrors(failure.errors);
      toast.error(failure.message ?? 'Failed to change the email');
    }
  };

  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)}>
        Change email
      </Button>
      <Modal
        open={open}
        title="Change the client's email"
        okText="Send confirmation link"
        onOk={submit}
        okButtonProps={{ loading: change.isPending }}
        onCancel={guard.close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          The client signs in with <Typography.Text strong>{client.email}</Typography.Text> until the new address is confirmed: we email a link to the new
          address and tell the current one.
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item
            label="New email"
            htmlFor="client-new-email"
            required
            validateStatus={fieldErrors.email ? 'error' : undefined}
            help={fieldErrors.email?.join(' ')}
          >
            <Input
              id="client-new-email"
              type="email"
              autoComplete="off"
              value={email}
              placeholder="name@example.com"
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldErrors({});
                guard.onValuesChange();
              }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The client's sign-in e-mail changes: from, to, who asked, and whether it was confirmed. */
export function useEmailChanges(clientId: string) {
  return useApiGet<EmailChangeResponseDto[]>(`/admin/clients/${encodeURIComponent(clientId)}/email-changes`, { silent: true });
}

export function EmailChanges({ changes }: { changes: EmailChangeResponseDto[] | undefined }) {
  const { dateTime } = useZonedDates();
  if (!changes?.length) return null;
  const now = Date.now();
  return (
    <Panel title="Email changes">
      <List
        dataSource={changes}
        renderItem={(change) => (
          <List.Item>
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography.Text strong>{dateTime(change.requested_at)}</Typography.Text>{' '}
              {change.confirmed_at ? (
                <Tag color="success">Confirmed {dateTime(change.confirmed_at)}</Tag>
              ) : Date.parse(change.expires_at) > now ? (
                <Tag color="processing">Waiting for confirmation</Tag>
              ) : (
                <Tag>Link expired</Tag>
              )}
              <div>
                {change.old_email} → {change.new_email}
              </div>
              <Typography.Text type="secondary">Asked by {change.requested_by?.email ?? 'a removed admin'}</Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Panel>
  );
}
