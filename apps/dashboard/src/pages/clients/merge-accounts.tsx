import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, List, Modal, Typography } from 'antd';
import { MergeCellsOutlined } from '@ant-design/icons';
import type { ClientMergeResponseDto } from '@fw/shared-api-types';
import type { Client } from '../../interfaces';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { Panel } from '../../components/notice';
import { OwnerSelect } from '../../components/owner-select';

/** The merges into this client, newest first. */
export function useClientMerges(clientId: string) {
  return useApiGet<ClientMergeResponseDto[]>(`/admin/clients/${encodeURIComponent(clientId)}/merges`, { silent: true });
}

/**
 * "Merge another account into this one": a second account of the same person (a typo at checkout)
 * gives up its orders, website, questionnaires and history to this one and is closed.
 */
export function MergeAccountsButton({ client, onMerged }: { client: Pick<Client, 'id' | 'email' | 'role'>; onMerged: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [fromId, setFromId] = useState<string | undefined>();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const merge = useApiMutation<ClientMergeResponseDto>();
  const toast = useToast();
  if (client.role === 'admin') return null;

  const close = () => {
    setOpen(false);
    setFromId(undefined);
    setReason('');
    setErrors({});
    setRefusal(null);
  };
  const submit = async () => {
    const missing: Record<string, string[]> = {};
    if (!fromId) missing.from_client_id = ['Choose the account to merge into this one.'];
    if (!reason.trim()) missing.reason = ['Say why, for the record.'];
    if (Object.keys(missing).length) return setErrors(missing);
    try {
      const result = await merge.send('post', `/admin/clients/${client.id}/merge`, { from_client_id: fromId, reason: reason.trim() });
      toast.success(
        'Accounts merged',
        `${result.merged_email} is closed. Moved here: ${result.orders_moved} order(s), ${result.websites_moved} website(s), ${result.questionnaires_moved} questionnaire(s).`,
      );
      close();
      await onMerged();
    } catch (error) {
      const failure = error as HttpError & { errors?: Record<string, string[]> };
      if (failure.errors) setErrors(failure.errors);
      else setRefusal(failure.message ?? 'The accounts could not be merged');
    }
  };
  return (
    <>
      <Button icon={<MergeCellsOutlined />} onClick={() => setOpen(true)}>
        Merge another account into this one
      </Button>
      <Modal
        open={open}
        title={`Merge another account into ${client.email}`}
        okText="Merge accounts"
        okButtonProps={{ danger: true, loading: merge.isPending }}
        onOk={() => void submit()}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph>
          The other account&apos;s orders, website, questionnaires and history move to this one. The other account is closed and can no longer sign in. This
          cannot be undone from here.
        </Typography.Paragraph>
        {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 12 }} /> : null}
        <Form layout="vertical">
          <Form.Item
            label="Account to merge into this one"
            required
            validateStatus={errors.from_client_id ? 'error' : undefined}
            help={errors.from_client_id?.[0]}
          >
            <OwnerSelect
              value={fromId}
              onChange={(value: string | undefined) => setFromId(value)}
              placeholder="Search by name or email"
              aria-label="Account to merge into this one"
            />
          </Form.Item>
          <Form.Item label="Reason" required validateStatus={errors.reason ? 'error' : undefined} help={errors.reason?.[0]}>
            <Input.TextArea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
              rows={2}
              placeholder="Second account from a typo in the checkout email"
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The accounts merged into this client, with what moved and why. */
export function ClientMerges({ merges }: { merges: ClientMergeResponseDto[] | undefined }) {
  const { dateTime } = useZonedDates();
  if (!merges?.length) return null;
  return (
    <Panel title="Merged accounts">
      <List
        size="small"
        dataSource={merges}
        renderItem={(m) => (
          <List.Item>
            <Typography.Text>
              <strong>{m.merged_email}</strong> merged {dateTime(m.merged_at)}: {m.orders_moved} order(s), {m.websites_moved} website(s),{' '}
              {m.questionnaires_moved} questionnaire(s), {m.activity_moved} history entries. Reason: {m.reason}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Panel>
  );
}
