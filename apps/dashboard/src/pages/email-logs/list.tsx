import { getDefaultSortOrder } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { useInvalidate, useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import { EyeOutlined, RedoOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { EmailLog } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { useRoutedRecord } from '../../lib/use-routed-record';
import { useRecordTitle } from '../../lib/record-title';
import { PageHeader } from '../../components/page-header';
import { eqFilter, ListSearch, qFilter, emptyListText } from '../../components/list-search';
import { StatusTag, type Tone } from '../../components/status-tag';
import { smtpFailureSummary } from './smtp-failure';
import { EMAIL_STATUS_LABELS, optionsOf } from '../../lib/enum-labels';
import { ListLinkFilters, UrlFilterNotice } from '../../lib/url-filters';
import { ListTable } from '../../components/list-table';
import { BulkActionBar } from '../../components/bulk/bulk-action-bar';
import { bulkAction } from '../../components/bulk/bulk-action';
import { useRowSelection } from '../../components/bulk/use-row-selection';
import { ExportCsvButton } from '../../components/export-csv-button';

interface EmailSearch {
  q?: string;
  status?: string;
}

const statusTones: Record<string, Tone> = { sent: 'success', failed: 'error', queued: 'neutral', sending: 'info' };
const statusOptions = optionsOf(EMAIL_STATUS_LABELS);
const BULK_ACTIONS = [
  bulkAction('email-logs', 'retry', { label: 'Retry emails', noun: 'email', ask: (emails) => `Put ${emails} back in the queue?`, doneWord: 'queued again' }),
];

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

/** The questionnaire an e-mail was about, as a link to it. */
function RelatedSubmissionLink({ log }: { log: EmailLog }) {
  if (!log.submission_id) return <>{relatedSubmission(log)}</>;
  return <Link to={`/dashboard/admin/submissions/${encodeURIComponent(log.submission_id)}`}>{relatedSubmission(log)}</Link>;
}

/** The e-mail in the URL (`/dashboard/admin/communications/:id`), in a drawer over the list; the tab's title names it. */
function EmailDrawer({
  id,
  onClose,
  retry,
  retrying,
}: {
  id: string | undefined;
  onClose: () => void;
  retry: (log: EmailLog) => Promise<void>;
  retrying: boolean;
}) {
  const { dateTime: formatDateTime } = useZonedDates();
  const { query } = useOne<EmailLog>({ resource: 'email-logs', id: id ?? '', queryOptions: { enabled: Boolean(id) }, errorNotification: false });
  const email = id ? query.data?.data : undefined;
  useRecordTitle(email ? email.subject : null);
  return (
    <Drawer
      title={email ? email.subject : query.isError ? 'Email not found' : 'Loading…'}
      open={Boolean(id)}
      onClose={onClose}
      width="min(760px, 100vw)"
      destroyOnHidden
    >
      {email ? (
        <div>
          <Descriptions
            column={1}
            size="small"
            bordered
            style={{ marginBottom: 16 }}
            items={[
              { key: 'status', label: 'Status', children: <StatusBadge status={email.status} /> },
              { key: 'to', label: 'To', children: email.recipient_email },
              ...(email.sender_email ? [{ key: 'from', label: 'From', children: email.sender_email }] : []),
              email.status === 'failed'
                ? {
                    key: 'time',
                    label: 'Failed',
                    children: (
                      <>
                        {`${failureText(email)} (last attempt ${formatDateTime(lastAttemptAt(email) ?? email.created_at)})`}
                        <FailureDetails log={email} />
                      </>
                    ),
                  }
                : email.sent_at
                  ? { key: 'time', label: 'Sent', children: formatDateTime(email.sent_at) }
                  : { key: 'time', label: 'Queued', children: formatDateTime(email.created_at) },
              ...(relatedSubmission(email) ? [{ key: 'submission', label: 'Related Submission', children: <RelatedSubmissionLink log={email} /> }] : []),
              { key: 'attempts', label: 'Attempts', children: String(email.attempts ?? 0) },
            ]}
          />
          {email.status === 'failed' ? (
            <Button icon={<RedoOutlined />} loading={retrying} onClick={() => retry(email)} style={{ marginBottom: 16 }}>
              Retry
            </Button>
          ) : null}
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            Body
          </Typography.Title>
          <EmailBody html={email.body} />
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
            Metadata
          </Typography.Title>
          <pre
            data-testid="email-metadata"
            tabIndex={0}
            aria-label="Metadata"
            style={{ background: '#f6f8fa', padding: 12, borderRadius: 8, overflowX: 'auto', fontSize: 12 }}
          >
            {JSON.stringify(email.metadata ?? {}, null, 2)}
          </pre>
        </div>
      ) : null}
      {query.isError ? <Typography.Text>{query.error?.message ?? 'This email could not be loaded.'}</Typography.Text> : null}
    </Drawer>
  );
}

/** The filters the admin home links this list with. */
const URL_FILTERS = ['status'];

function EmailLogList() {
  const record = useRoutedRecord('/dashboard/admin/communications');
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
      await retry.send('post', `/admin/email-logs/${log.id}/retry`);
      toast.success('Success!', 'The email was queued to be sent again.');
      await invalidate({ resource: 'email-logs', invalidates: ['list', 'detail'], id: log.id });
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
          actions={BULK_ACTIONS}
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
                <Button size="small" icon={<EyeOutlined />} onClick={() => record.open(row.id)} aria-label={`View ${row.subject}`} data-record-id={row.id}>
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
      <EmailDrawer id={record.id} onClose={record.close} retry={retrySend} retrying={retry.isPending} />
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
