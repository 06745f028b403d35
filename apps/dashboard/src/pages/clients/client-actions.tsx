import { useModalForm } from '@refinedev/antd';
import { useGetIdentity, useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, List, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { EditOutlined, KeyOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import type { Client, Submission, Website } from '../../interfaces';
import { useApiMutation } from '../../lib/use-api';
import { ResetTwoFactorButton } from '../../components/two-factor/reset-two-factor-button';
import { useToast } from '../../lib/toast';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { focusFirstField } from '../../lib/dialog-focus';
import { settled } from '../../lib/settled';
import { useRefusedSaveKeepsWarning } from '../../lib/use-refused-save';
import { StatusTag, type Tone } from '../../components/status-tag';
import { LiveSiteLink } from '../../components/live-site-link';
import { Panel } from '../../components/notice';
import type { Me } from '../../providers/session';
import { disableConfirmation, selfDemotionWarning } from './self-change';

const STATUS: Record<NonNullable<Client['status']>, { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'info' },
  unconfirmed: { label: 'Email not confirmed', tone: 'warning' },
  disabled: { label: 'Disabled', tone: 'error' },
};

export function ClientStatusTag({ client }: { client: Client }) {
  const status = STATUS[client.status ?? 'active'];
  return <StatusTag tone={status.tone}>{status.label}</StatusTag>;
}

interface ClientEdit {
  full_name: string | null;
  role: 'editor' | 'admin';
}

const errorText = (error: unknown, fallback: string) => (error as HttpError | undefined)?.message || fallback;

/**
 * Admin actions on one account (docs/product.md §12.6): edit name and role, disable or enable, send a
 * password-reset e-mail. The server enforces each (admins only; never the last active admin).
 */
export function ClientActions({ client, onChanged }: { client: Client; onChanged: () => Promise<unknown> }) {
  const toast = useToast();
  const access = useApiMutation<Client>();
  const reset = useApiMutation<void>();
  const refusedSave = useRefusedSaveKeepsWarning();
  const edit = useModalForm<Client, HttpError, ClientEdit>({
    action: 'edit',
    resource: 'clients',
    id: client.id,
    redirect: false,
    onMutationError: refusedSave,
    onMutationSuccess: () => void onChanged(),
    successNotification: () => ({ message: 'Success!', description: 'Client updated successfully.', type: 'success' }),
    errorNotification: (error) => ({ message: 'Error', description: error?.message ?? 'Failed to update client', type: 'error' }),
  });
  const disabled = client.status === 'disabled';
  const { data: me } = useGetIdentity<Me>();
  const isSelf = !!me && me.id === client.id;
  const newRole = Form.useWatch('role', edit.formProps.form);
  const demotionWarning = selfDemotionWarning({ isSelf, currentRole: client.role, newRole });
  const disableQuestion = disableConfirmation(isSelf);

  const toggle = async () => {
    try {
      await access.send('post', `/admin/clients/${client.id}/${disabled ? 'enable' : 'disable'}`);
      if (disabled) toast.success('Account enabled', `${client.email} can sign in again.`);
      else toast.success('Account disabled', `${client.email} was signed out everywhere and cannot sign in until the account is enabled.`);
    } catch (error) {
      toast.error(errorText(error, disabled ? 'Failed to enable the account' : 'Failed to disable the account'));
    }
    await onChanged();
  };

  const sendReset = async () => {
    try {
      await reset.send('post', `/admin/clients/${client.id}/password-reset`);
      toast.success('Password reset sent', `A link to choose a new password was emailed to ${client.email}. It works once, for 1 hour.`);
    } catch (error) {
      toast.error(errorText(error, 'Failed to send the password reset'));
    }
  };

  return (
    <>
      <Space wrap style={{ marginTop: 12 }}>
        <Button
          icon={<EditOutlined />}
          onClick={() => {
            edit.show(client.id);
            edit.formProps.form?.setFieldsValue({ full_name: client.full_name ?? '', role: client.role });
          }}
        >
          Edit name and role
        </Button>
        {disabled ? (
          <Button icon={<UnlockOutlined />} onClick={toggle} loading={access.isPending}>
            Enable account
          </Button>
        ) : (
          <Popconfirm
            title={disableQuestion.title}
            description={disableQuestion.description}
            okText="Disable"
            okButtonProps={{ danger: true }}
            onConfirm={toggle}
          >
            <Button danger icon={<StopOutlined />} loading={access.isPending}>
              Disable account
            </Button>
          </Popconfirm>
        )}
        {disabled ? null : (
          <Button icon={<KeyOutlined />} onClick={sendReset} loading={reset.isPending}>
            Send password reset
          </Button>
        )}
        <ResetTwoFactorButton clientId={client.id} email={client.email} />
      </Space>
      <Modal {...edit.modalProps} afterOpenChange={(open) => open && focusFirstField('client-edit')} title="Edit Client" okText="Update Client">
        <Form
          {...edit.formProps}
          name="client-edit"
          layout="vertical"
          onFinish={settled((values: ClientEdit) => edit.formProps.onFinish?.({ full_name: (values.full_name ?? '').trim(), role: values.role }))}
        >
          <Form.Item label="Full Name" name="full_name">
            <Input autoComplete="off" maxLength={ACCOUNT_LIMITS.fullName} />
          </Form.Item>
          <Form.Item label="Role" name="role">
            <Select
              options={[
                { value: 'editor', label: 'editor' },
                { value: 'admin', label: 'admin' },
              ]}
            />
          </Form.Item>
          {demotionWarning ? <Alert type="warning" showIcon role="alert" message={demotionWarning} style={{ marginBottom: 8 }} /> : null}
        </Form>
      </Modal>
    </>
  );
}

/** The first `size` rows of an admin list filtered to one client. */
function useRelated<T extends BaseRecord>(resource: string, field: string, clientId: string, size: number) {
  const { result, query } = useList<T>({
    resource,
    filters: [{ field, operator: 'eq', value: clientId }],
    pagination: { currentPage: 1, pageSize: size },
    errorNotification: false,
  });
  return { data: query.isSuccess ? result.data : undefined, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

/** The client's website and questionnaires, beside the orders of the billing panel. */
export function ClientWork({ clientId }: { clientId: string }) {
  const { date: formatDate } = useZonedDates();
  const websites = useRelated<Website>('websites', 'owner_id', clientId, 5);
  const submissions = useRelated<Submission>('submissions', 'client_id', clientId, 10);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Panel title="Website">
        {websites.isLoading ? null : websites.error ? (
          <Button onClick={() => void websites.refetch()}>Try again</Button>
        ) : websites.data?.length ? (
          <List
            size="small"
            dataSource={websites.data}
            renderItem={(site) => (
              <List.Item>
                <Space wrap>
                  <Link to={`/dashboard/admin/websites/${encodeURIComponent(site.id)}`}>{site.name}</Link>
                  <Typography.Text>{site.domain || 'No domain configured'}</Typography.Text>
                  <LiveSiteLink url={site.site_url} />
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>No website yet.</Typography.Paragraph>
        )}
      </Panel>
      <Panel title="Questionnaires">
        {submissions.isLoading ? null : submissions.error ? (
          <Button onClick={() => void submissions.refetch()}>Try again</Button>
        ) : submissions.data?.length ? (
          <List
            size="small"
            dataSource={submissions.data}
            renderItem={(sub) => (
              <List.Item>
                <Space wrap>
                  <Link to={`/dashboard/admin/submissions/${encodeURIComponent(sub.id)}`}>{sub.business_name || 'Unnamed Business'}</Link>
                  <StatusTag tone={sub.status === 'completed' ? 'success' : 'neutral'}>{sub.status}</StatusTag>
                  <Typography.Text>{sub.completed_at ? `Submitted ${formatDate(sub.completed_at)}` : 'Not submitted'}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Typography.Paragraph style={{ margin: 0 }}>No questionnaires.</Typography.Paragraph>
        )}
      </Panel>
    </Space>
  );
}
