import { Button, Descriptions, Skeleton, Space } from 'antd';
import { Link, useParams } from 'react-router';
import type { BillingDto } from '@fw/shared-api-types';
import type { Client } from '../../interfaces';
import { useApiGet } from '../../lib/use-api';
import { useAdminCancelRenewal } from '../../lib/use-admin-cancel-renewal';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { Notice, Panel } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { useRecordTitle } from '../../lib/record-title';
import { BillingPanel, LABEL_STYLE } from '../../components/billing/billing-panel';
import { ResendInvitation } from './resend-invitation';
import { ClientActions, ClientStatusTag, ClientWork } from './client-actions';
import { ChangeEmailButton, EmailChanges, useEmailChanges } from './change-email';
import { ClientDataActions } from './client-data';
import { ActAsClientButtons } from './act-as-client';
import { ClientMerges, MergeAccountsButton, useClientMerges } from './merge-accounts';

/** Admin → a client: the account and the client's Billing page as they see it. */
export default function ClientShow() {
  const { date: formatDate } = useZonedDates();
  const { clientId = '' } = useParams();
  const client = useApiGet<Client>(`/admin/clients/${encodeURIComponent(clientId)}`);
  const billing = useApiGet<BillingDto>(`/admin/clients/${encodeURIComponent(clientId)}/billing`);
  const cancel = useAdminCancelRenewal(billing.refetch);
  const emailChanges = useEmailChanges(clientId);
  const merges = useClientMerges(clientId);
  const name = client.data ? client.data.full_name || client.data.email : 'Client';
  useRecordTitle(client.data ? name : null);
  return (
    <div>
      <PageHeader title={name} subtitle="Client account and billing" extra={<Link to="/dashboard/admin/clients">Back to clients</Link>} />
      {client.isLoading || billing.isLoading ? (
        <Skeleton active />
      ) : client.error || !client.data ? (
        <Notice title="Client not found">This client does not exist or could not be loaded.</Notice>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Panel title="Account">
            <Descriptions labelStyle={LABEL_STYLE} size="small" column={{ xs: 1, md: 2 }}>
              <Descriptions.Item label="Name">{client.data.full_name || 'No Name'}</Descriptions.Item>
              <Descriptions.Item label="Email">{client.data.email}</Descriptions.Item>
              <Descriptions.Item label="Role">{client.data.role}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <ClientStatusTag client={client.data} />
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDate(client.data.created_at)}</Descriptions.Item>
            </Descriptions>
            <ResendInvitation client={client.data} onSent={client.refetch} />
            <ClientActions client={client.data} onChanged={client.refetch} />
            <div style={{ marginTop: 12 }}>
              <Space wrap>
                <ChangeEmailButton client={client.data} onRequested={emailChanges.refetch} />
                <ClientDataActions client={client.data} />
                <MergeAccountsButton client={client.data} onMerged={() => Promise.all([client.refetch(), merges.refetch(), billing.refetch()])} />
              </Space>
            </div>
            <div style={{ marginTop: 12 }}>
              <ActAsClientButtons client={client.data} />
            </div>
          </Panel>
          <EmailChanges changes={emailChanges.data} />
          <ClientMerges merges={merges.data} />
          <ClientWork clientId={clientId} />
          {billing.data ? (
            <BillingPanel billing={billing.data} onCancel={cancel} whose="the client's" />
          ) : (
            <Notice title="Billing could not be loaded">
              <Button onClick={() => void billing.refetch()}>Try again</Button>
            </Notice>
          )}
        </Space>
      )}
    </div>
  );
}
