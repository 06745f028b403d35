import { useState } from 'react';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { Alert, Button, Modal, Skeleton, Space, Table, Typography } from 'antd';
import { CloudServerOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CustomDomain, Website } from '../../interfaces';
import { StatusTag, type Tone } from '../../components/status-tag';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useZonedDates } from '../../lib/use-business-time-zone';

const STATUS: Record<NonNullable<Website['domain_status']>, { tone: Tone; label: string }> = {
  waiting_for_dns: { tone: 'warning', label: 'Waiting for DNS' },
  live: { tone: 'success', label: 'Live' },
  error: { tone: 'error', label: 'DNS error' },
};

/** Where a website's custom domain stands: waiting for DNS, live (HTTPS on), or a DNS error. */
export function DomainStatusTag({ website }: { website: Pick<Website, 'domain' | 'domain_status'> }) {
  if (!website.domain || !website.domain_status) return null;
  const { tone, label } = STATUS[website.domain_status];
  return <StatusTag tone={tone}>{label}</StatusTag>;
}

function DomainDetails({ websiteId, onChecked }: { websiteId: string; onChecked: () => void }) {
  const { dateTime: formatDateTime } = useZonedDates();
  const domain = useApiGet<CustomDomain>(`/admin/websites/${websiteId}/domain`);
  const check = useApiMutation<CustomDomain>();
  const [checked, setChecked] = useState<CustomDomain | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const view = checked ?? domain.data;
  if (domain.isLoading || !view) return <Skeleton active />;
  if (!view.domain) return <Typography.Paragraph>This website has no custom domain. Set one with Edit first.</Typography.Paragraph>;
  const runCheck = async () => {
    setFailure(null);
    try {
      setChecked(await check.send('post', `/admin/websites/${websiteId}/domain/check`));
      onChecked();
    } catch (error) {
      setFailure((error as HttpError).message ?? 'The check failed. Please try again.');
    }
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Ask the owner of <strong>{view.domain}</strong> to create these records at their DNS provider. HTTPS starts by itself once the domain is live.
      </Typography.Paragraph>
      {view.records.length ? (
        <Table
          size="small"
          pagination={false}
          rowKey={(r) => `${r.type} ${r.name} ${r.value}`}
          dataSource={view.records}
          columns={[
            { title: 'Type', dataIndex: 'type' },
            { title: 'Name', dataIndex: 'name' },
            { title: 'Value', dataIndex: 'value', render: (value: string) => <Typography.Text copyable>{value}</Typography.Text> },
          ]}
        />
      ) : (
        <Alert type="info" showIcon message="No server address is configured (SITES_DNS_A). Point the domain at this server's public address." />
      )}
      <Space wrap align="center">
        <span>Status:</span>
        {view.status ? <StatusTag tone={STATUS[view.status].tone}>{STATUS[view.status].label}</StatusTag> : '—'}
        <Typography.Text type="secondary">{view.checked_at ? `checked ${formatDateTime(view.checked_at)}` : 'not checked yet'}</Typography.Text>
      </Space>
      {view.reason ? <Alert type={view.status === 'error' ? 'error' : 'warning'} showIcon message={view.reason} /> : null}
      {failure ? <Alert type="error" showIcon message={failure} /> : null}
      <Button icon={<ReloadOutlined />} onClick={runCheck} loading={check.isPending}>
        Check DNS now
      </Button>
    </Space>
  );
}

/** "Domain" button of a website row: the DNS records to create and the domain's status. */
export function DomainDnsButton({ website }: { website: Pick<Website, 'id' | 'name' | 'domain'> }) {
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidate();
  if (!website.domain) return null;
  return (
    <>
      <Button size="small" icon={<CloudServerOutlined />} onClick={() => setOpen(true)} aria-label={`Domain and DNS of ${website.name}`}>
        DNS
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={`Domain of ${website.name}`} destroyOnHidden>
        <DomainDetails websiteId={website.id} onChecked={() => void invalidate({ resource: 'websites', invalidates: ['list'] })} />
      </Modal>
    </>
  );
}
