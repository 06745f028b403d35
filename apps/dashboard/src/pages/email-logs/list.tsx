import { useState } from 'react';
import { getDefaultSortOrder } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import type { EmailLog } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { eqFilter, ListSearch, qFilter, emptyListText } from '../../components/list-search';
import { StatusTag, type Tone } from '../../components/status-tag';
import { smtpFailureSummary } from './smtp-failure';
import { EMAIL_STATUS_LABELS, optionsOf } from '../../lib/enum-labels';
import { ListLinkFilters, UrlFilterNotice } from '../../lib/url-filters';
import { ListTable } from '../../components/list-table';
import { BulkActionBar } from '../../components/bulk/bulk-action-bar';
import { useRowSelection } from '../../components/bulk/use-row-selection';
import { ExportCsvButton } from '../../components/export-csv-button';

interface EmailSearch {
  q?: string;
  status?: string;
}

const statusTones: Record<string, Tone> = { sent: 'success', failed: 'error', queued: 'neutral', sending: 'info' };
const statusOptions = optionsOf(EMAIL_STATUS_LABELS);

function StatusBadge({ status }: { status: string }) {
  return <StatusTag tone={statusTones[status] ?? 'neutral'}>{status}</StatusTag>;
}

/** When the last delivery attempt was made, from the attempt history (newest last). */
function lastAttemptAt(log: EmailLog): string | null {
  const errors = Array.isArray(log.metadata?.errors) ? (log.metadata.errors as Array<{ at?: unknown }>) : [];
  const at = errors[errors.length - 1]?.at;
  return typeof at === 'string' ? at : null;
}

const lastError = (log: EmailLog): string | undefined =>
  typeof log.metadata?.lastError === 'string' && log.metadata.lastError ? log.metadata.lastError : undefined;

/** A failed e-mail says so, and why, in words: "Failed after 3 attempts: The recipient's address does not exist." */
export function failureText(log: EmailLog): string {
  const n = log.attempts ?? 0;
  return `Failed after ${n} attempt${n === 1 ? '' : 's'}: ${smtpFailureSummary(lastError(log))}`;
}

/** The mail server's own words, for whoever needs them (support, the SMTP provider). */
function FailureDetails({ log }: { log: EmailLog }) {
  const raw = lastError(log);
  if (!raw) return null;
  return (
    <details style={{ marginTop: 4 }}>
      <summary style={{ cursor: 'pointer' }}>Details</summary>
      <Typography.Text code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {raw}
      </Typography.Text>
    </details>
  );
}

/** The time column: when it was sent; for a failed one its last attempt; else when it was queued. Times on one line. */
function TimeCell({ log }: { log: EmailLog }) {
  const { dateTime: formatDateTime } = useZonedDates();
  const [label, at] =
    log.status === 'failed' ? ['Last attempt', lastAttemptAt(log) ?? log.created_at] : log.sent_at ? [null, log.sent_at] : ['Queued', log.created_at];
  return (
    <div>
      {label ? <Typography.Text type="secondary">{label}</Typography.Text> : null}
      <div style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</div>
    </div>
  );
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

/** The filters the admin home links this list with. */
const URL_FILTERS = ['status'];

function EmailLogList() {
  const { dateTime: formatDateTime } = useZonedDates();
  const [selected, setSelected] = useState<EmailLog | null>(null);
  const retry = useApiMutation<EmailLog>();
  const invalidate = useInvalidate();
  const toast = useToast();
  const selection = useRowSelection<EmailLog>((email) => `${email.subject} to ${email.recipient_email}`);
  const { tableProps, searchFormProps, sorters, filters, setFilters, tableQuery } = useListTable<EmailLog, EmailSearch>({
    resource: 'email-logs',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, status }) => [qFilter(q), eqFilter('status', status)],
    // A failed load leaves the list empty without a toast (docs/product.md §8).
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
      <PageHeader
        title="Communications"
        subtitle="Emails the site has sent"
        extra={<ExportCsvButton path="/admin/email-logs/export" filters={filters} sorters={sorters} fileName="emails" />}
      />
      <Card>
        <UrlFilterNotice filters={filters} onShowAll={() => setFilters([], 'replace')} />
        <ListSearch formProps={searchFormProps} placeholder="Search subject or recipient">
          <Form.Item name="status" label="Status">
            <Select allowClear placeholder="All statuses" style={{ width: 150 }} options={statusOptions} />
          </Form.Item>
        </ListSearch>
        <BulkActionBar
          selectedIds={selection.selectedIds}
          describe={(id) => {
            const row = tableProps.dataSource?.find((e) => e.id === id);
            return row ? `${row.subject} to ${row.recipient_email}` : id;
          }}
          actions={[
            {
              key: 'retry',
              label: 'Retry emails',
              path: '/admin/email-logs/bulk/retry',
              confirm: (n) => `Put ${n} email${n === 1 ? '' : 's'} back in the queue?`,
              doneWord: 'queued again',
            },
          ]}
          onDone={() => {
            selection.clear();
            void tableQuery.refetch();
          }}
        />
        <ListTable
          {...tableProps}
          rowSelection={selection.rowSelection}
          rowKey="id"
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'No email communications yet', tableQuery) }}
          scroll={{ x: 880 }}
        >
          <Table.Column<EmailLog>
            title="Subject"
            dataIndex="subject"
            render={(value: string, row) => (
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis={{ tooltip: value }} style={{ display: 'block' }}>
                  {value}
                </Typography.Text>
                {row.status === 'failed' ? (
                  <Typography.Text type="danger" ellipsis={{ tooltip: failureText(row) }} style={{ display: 'block', fontSize: 12 }}>
                    {failureText(row)}
                  </Typography.Text>
                ) : null}
              </div>
            )}
          />
          <Table.Column<EmailLog>
            title="Status"
            dataIndex="status"
            width={110}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(value: string) => <StatusBadge status={value} />}
          />
          <Table.Column<EmailLog>
            title="To / From"
            dataIndex="recipient_email"
            width={190}
            render={(value: string, row) => (
              <div style={{ minWidth: 0 }}>
                <Typography.Text ellipsis={{ tooltip: value }} style={{ display: 'block' }}>
                  {value}
                </Typography.Text>
                {row.sender_email ? (
                  <Typography.Text type="secondary" ellipsis={{ tooltip: row.sender_email }} style={{ display: 'block', fontSize: 12 }}>
                    from {row.sender_email}
                  </Typography.Text>
                ) : null}
              </div>
            )}
          />
          <Table.Column<EmailLog>
            title="Time"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            width={232}
            render={(_: string, row) => <TimeCell log={row} />}
          />
          <Table.Column<EmailLog>
            title="Related"
            key="submission"
            width={120}
            render={(_, row) => (
              <Typography.Text ellipsis={{ tooltip: relatedSubmission(row) || undefined }} style={{ maxWidth: '100%' }}>
                {relatedSubmission(row)}
              </Typography.Text>
            )}
          />
          <Table.Column<EmailLog>
            title="Actions"
            key="actions"
            width={176}
            fixed="right"
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
        </ListTable>
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
                selected.status === 'failed'
                  ? {
                      key: 'time',
                      label: 'Failed',
                      children: (
                        <>
                          {`${failureText(selected)} (last attempt ${formatDateTime(lastAttemptAt(selected) ?? selected.created_at)})`}
                          <FailureDetails log={selected} />
                        </>
                      ),
                    }
                  : selected.sent_at
                    ? { key: 'time', label: 'Sent', children: formatDateTime(selected.sent_at) }
                    : { key: 'time', label: 'Queued', children: formatDateTime(selected.created_at) },
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
            <pre
              data-testid="email-metadata"
              tabIndex={0}
              aria-label="Metadata"
              style={{ background: '#f6f8fa', padding: 12, borderRadius: 8, overflowX: 'auto', fontSize: 12 }}
            >
              {JSON.stringify(selected.metadata ?? {}, null, 2)}
            </pre>
          </div>
        ) : null}
      </Drawer>
    </div>
  );
}

export default function EmailLogListRoute() {
  return (
    <ListLinkFilters fields={URL_FILTERS}>
      <EmailLogList />
    </ListLinkFilters>
  );
}
