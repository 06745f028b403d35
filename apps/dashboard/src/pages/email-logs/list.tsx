import { useState } from 'react';
import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import type { EmailLog } from '../../interfaces';
import { formatDateTime } from '../../lib/format';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { eqFilter, ListSearch, qFilter } from '../../components/list-search';
import { StatusTag, type Tone } from '../../components/status-tag';

interface EmailSearch {
  q?: string;
  status?: string;
}

const statusTones: Record<string, Tone> = { sent: 'success', failed: 'error', queued: 'neutral', sending: 'info' };
const statusOptions = ['sent', 'failed', 'queued', 'sending'].map((value) => ({ value, label: value }));

function StatusBadge({ status }: { status: string }) {
  return <StatusTag tone={statusTones[status] ?? 'neutral'}>{status}</StatusTag>;
}

const relatedSubmission = (log: EmailLog) => log.submission?.business_name || log.submission?.business_email || '';

/**
 * The e-mail body is untrusted HTML (it quotes what visitors typed). It is shown in an iframe with
 * an empty sandbox: no scripts, no forms, no same-origin access, no top navigation.
 */
function EmailBody({ html }: { html: string }) {
  return (
    <iframe
      title="Email body"
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={html}
      style={{ width: '100%', minHeight: 420, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
    />
  );
}

export default function EmailLogList() {
  const [selected, setSelected] = useState<EmailLog | null>(null);
  const retry = useApiMutation<EmailLog>();
  const invalidate = useInvalidate();
  const toast = useToast();
  const { tableProps, searchFormProps, sorters } = useTable<EmailLog, HttpError, EmailSearch>({
    resource: 'email-logs',
    syncWithLocation: false,
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, status }) => [qFilter(q), eqFilter('status', status)],
    // A failed load leaves the list empty without a toast (spec §8).
    errorNotification: false,
  });

  const retrySend = async (log: EmailLog) => {
    try {
      const updated = await retry.send('post', `/admin/email-logs/${log.id}/retry`);
      toast.success('Success!', 'The email was queued to be sent again.');
      if (selected?.id === log.id) setSelected(updated);
      await invalidate({ resource: 'email-logs', invalidates: ['list'] });
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to retry the email');
    }
  };

  return (
    <div>
      <PageHeader title="Communications" subtitle="Emails the site has sent" />
      <Card>
        <ListSearch formProps={searchFormProps} placeholder="Search subject or recipient">
          <Form.Item name="status">
            <Select allowClear placeholder="All statuses" aria-label="Status filter" style={{ width: 150 }} options={statusOptions} />
          </Form.Item>
        </ListSearch>
        <Table {...tableProps} rowKey="id" locale={{ emptyText: 'No email communications yet' }} scroll={{ x: 1000 }}>
          <Table.Column<EmailLog> title="Subject" dataIndex="subject" render={(value: string) => <strong>{value}</strong>} />
          <Table.Column<EmailLog>
            title="Status"
            dataIndex="status"
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(value: string) => <StatusBadge status={value} />}
          />
          <Table.Column<EmailLog> title="To" dataIndex="recipient_email" />
          <Table.Column<EmailLog> title="From" dataIndex="sender_email" render={(value: string | null) => value || ''} />
          <Table.Column<EmailLog>
            title="Time"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string, row) => formatDateTime(row.sent_at ?? value)}
          />
          <Table.Column<EmailLog> title="Related Submission" key="submission" render={(_, row) => relatedSubmission(row)} />
          <Table.Column<EmailLog>
            title="Actions"
            key="actions"
            render={(_, row) => (
              <Space>
                <Button size="small" icon={<EyeOutlined />} onClick={() => setSelected(row)} aria-label={`View ${row.subject}`}>
                  View
                </Button>
                {row.status === 'failed' ? (
                  <Button size="small" icon={<RedoOutlined />} loading={retry.isPending} onClick={() => retrySend(row)}>
                    Retry
                  </Button>
                ) : null}
              </Space>
            )}
          />
        </Table>
      </Card>
      <Drawer title={selected?.subject} open={selected !== null} onClose={() => setSelected(null)} width="min(760px, 100vw)">
        {selected ? (
          <div>
            <Descriptions
              column={1}
              size="small"
              bordered
              style={{ marginBottom: 16 }}
              items={[
                { key: 'status', label: 'Status', children: <StatusBadge status={selected.status} /> },
                { key: 'to', label: 'To', children: selected.recipient_email },
                ...(selected.sender_email ? [{ key: 'from', label: 'From', children: selected.sender_email }] : []),
                { key: 'time', label: 'Sent', children: formatDateTime(selected.sent_at ?? selected.created_at) },
                ...(relatedSubmission(selected) ? [{ key: 'submission', label: 'Related Submission', children: relatedSubmission(selected) }] : []),
                { key: 'attempts', label: 'Attempts', children: String(selected.attempts ?? 0) },
              ]}
            />
            {selected.status === 'failed' ? (
              <Button icon={<RedoOutlined />} loading={retry.isPending} onClick={() => retrySend(selected)} style={{ marginBottom: 16 }}>
                Retry
              </Button>
            ) : null}
            <Typography.Title level={3} style={{ fontSize: 16 }}>
              Body
            </Typography.Title>
            <EmailBody html={selected.body} />
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
              Metadata
            </Typography.Title>
            <pre data-testid="email-metadata" style={{ background: '#f6f8fa', padding: 12, borderRadius: 8, overflowX: 'auto', fontSize: 12 }}>
              {JSON.stringify(selected.metadata ?? {}, null, 2)}
            </pre>
          </div>
        ) : null}
      </Drawer>
    </div>
  );
}
