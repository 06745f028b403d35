import { getDefaultSortOrder } from '@refinedev/antd';
import { useOne, useUpdate } from '@refinedev/core';
import { Button, Card, Descriptions, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import { EyeOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Lead, LeadStatus, Submission } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useApiGet } from '../../lib/use-api';
import { ListLinkFilters, UrlFilterNotice } from '../../lib/url-filters';
import { useListTable } from '../../lib/use-list-table';
import { useRoutedRecord } from '../../lib/use-routed-record';
import { useRecordTitle } from '../../lib/record-title';
import { enumLabel, LEAD_STATUS_LABELS } from '../../lib/enum-labels';
import { PageHeader } from '../../components/page-header';
import { emptyListText, eqFilter, ListSearch, qFilter } from '../../components/list-search';
import { StatusTag } from '../../components/status-tag';
import { BulkActionBar } from '../../components/bulk/bulk-action-bar';
import { bulkAction } from '../../components/bulk/bulk-action';
import { useRowSelection } from '../../components/bulk/use-row-selection';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListTable } from '../../components/list-table';

interface LeadSearch {
  q?: string;
  status?: LeadStatus;
}

const STATUSES: LeadStatus[] = ['new', 'replied', 'closed'];
// The admin home's "New contact messages" card links here with ?status=new.
const URL_FILTERS = ['status'];
const BULK_ACTIONS = [bulkAction('leads', 'close', { label: 'Close leads', noun: 'lead', ask: (leads) => `Close ${leads}?`, doneWord: 'closed' })];
const statusOptions = STATUSES.map((value) => ({ value, label: enumLabel(LEAD_STATUS_LABELS, value) }));

/** The lead's status as a select; PATCH /admin/leads/:id on change. */
function StatusSelect({ lead, onChanged }: { lead: Lead; onChanged?: (lead: Lead) => void }) {
  const { mutateAsync, mutation } = useUpdate<Lead>();
  const change = async (status: LeadStatus) => {
    try {
      const { data } = await mutateAsync({
        resource: 'leads',
        id: lead.id,
        values: { status },
        successNotification: { message: 'Success!', description: `Lead from ${lead.name} marked as ${status}.`, type: 'success' },
        errorNotification: (error) => ({ message: 'Error', description: error?.message ?? 'Failed to update the lead', type: 'error' }),
      });
      onChanged?.(data);
    } catch {
      // toast shown
    }
  };
  return (
    <Select<LeadStatus>
      size="small"
      value={lead.status}
      loading={mutation.isPending}
      disabled={mutation.isPending}
      onChange={change}
      options={statusOptions}
      aria-label={`Status of the lead from ${lead.name}`}
      style={{ width: 110 }}
    />
  );
}

/** The questionnaire with the lead's e-mail, read in full for its step and progress. */
function LinkedQuestionnaire({ id }: { id: string }) {
  const { dateTime: formatDateTime } = useZonedDates();
  const { data, isLoading } = useApiGet<Submission>(`/admin/submissions/${id}`, { silent: true });
  if (isLoading) return <Typography.Text type="secondary">Loading…</Typography.Text>;
  if (!data) return <Typography.Text type="secondary">Could not be loaded</Typography.Text>;
  return (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{data.business_name || 'Unnamed Business'}</Typography.Text>
      <Typography.Text>
        {data.status === 'completed'
          ? `Submitted ${formatDateTime(data.completed_at)}`
          : `${data.status}: step ${data.current_step} of 7 (${data.progress_percent}%)`}
      </Typography.Text>
      {data.main_goal ? <Typography.Text type="secondary">Main goal: {data.main_goal}</Typography.Text> : null}
      <Link to={`/dashboard/admin/submissions/${encodeURIComponent(data.id)}`}>
        {data.status === 'draft' ? 'Open this questionnaire draft' : 'Open this questionnaire'}
      </Link>
    </Space>
  );
}

function LeadDetails({ lead, onChanged }: { lead: Lead; onChanged: (lead: Lead) => void }) {
  const { dateTime: formatDateTime } = useZonedDates();
  const mailto = `mailto:${encodeURIComponent(lead.email)}?subject=${encodeURIComponent(`Re: ${lead.subject}`)}`;
  return (
    <div>
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'status', label: 'Status', children: <StatusSelect lead={lead} onChanged={onChanged} /> },
          { key: 'from', label: 'From', children: `${lead.name} <${lead.email}>` },
          { key: 'received', label: 'Received', children: formatDateTime(lead.created_at) },
          { key: 'subject', label: 'Subject', children: lead.subject },
        ]}
      />
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Message
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', background: '#f6f8fa', padding: 12, borderRadius: 8, overflowWrap: 'anywhere' }}>
        {lead.message}
      </Typography.Paragraph>
      <Button icon={<MailOutlined />} href={mailto} style={{ marginBottom: 24 }}>
        Reply by email
      </Button>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Questionnaire with this email
      </Typography.Title>
      <div style={{ marginBottom: 24 }}>
        {lead.submission ? <LinkedQuestionnaire id={lead.submission.id} /> : <Typography.Text type="secondary">None yet</Typography.Text>}
      </div>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Client account with this email
      </Typography.Title>
      {lead.client ? (
        <Space direction="vertical" size={4}>
          <Typography.Text strong>{lead.client.full_name || 'No Name'}</Typography.Text>
          <Typography.Text>{lead.client.email}</Typography.Text>
          <Link to={`/dashboard/admin/clients/${lead.client.id}`}>Open this client</Link>
        </Space>
      ) : (
        <Typography.Text type="secondary">None yet</Typography.Text>
      )}
    </div>
  );
}

/** The lead in the URL (`/dashboard/admin/leads/:id`), in a drawer over the list; the tab's title names it. */
function LeadDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { query } = useOne<Lead>({ resource: 'leads', id: id ?? '', queryOptions: { enabled: Boolean(id) }, errorNotification: false });
  const lead = id ? query.data?.data : undefined;
  useRecordTitle(lead ? `Lead from ${lead.name}` : null);
  return (
    <Drawer
      title={lead ? `${lead.name}: ${lead.subject}` : query.isError ? 'Lead not found' : 'Loading…'}
      open={Boolean(id)}
      onClose={onClose}
      width="min(640px, 100vw)"
      destroyOnHidden
    >
      {lead ? <LeadDetails lead={lead} onChanged={() => void query.refetch()} /> : null}
      {query.isError ? <Typography.Text>{query.error?.message ?? 'This lead could not be loaded.'}</Typography.Text> : null}
    </Drawer>
  );
}

/** Contact-form messages kept as leads: search, status filter, status change, each lead at its own URL. */
function LeadList() {
  const { dateTime: formatDateTime } = useZonedDates();
  const record = useRoutedRecord('/dashboard/admin/leads');
  const selection = useRowSelection<Lead>((lead) => `the lead from ${lead.name}`);
  const { tableProps, searchFormProps, sorters, filters, setFilters, tableQuery } = useListTable<Lead, LeadSearch>({
    resource: 'leads',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, status }) => [qFilter(q), eqFilter('status', status)],
  });

  return (
    <div>
      <PageHeader
        title="Leads"
        subtitle="Messages from the contact form, with the questionnaire and client account of the same email"
        extra={<ExportCsvButton path="/admin/leads/export" filters={filters} sorters={sorters} fileName="leads" />}
      />
      <Card>
        <UrlFilterNotice filters={filters} onShowAll={() => setFilters([], 'replace')} />
        <ListSearch formProps={searchFormProps} placeholder="Search name, email, subject or message">
          <Form.Item name="status" label="Status">
            <Select allowClear placeholder="All statuses" style={{ width: 150 }} options={statusOptions} />
          </Form.Item>
        </ListSearch>
        <BulkActionBar
          selectedIds={selection.selectedIds}
          describe={(id) => tableProps.dataSource?.find((l) => l.id === id)?.name ?? id}
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
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'No leads yet', tableQuery) }}
          scroll={{ x: 960 }}
        >
          <Table.Column<Lead>
            title="Received"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string) => formatDateTime(value)}
          />
          <Table.Column<Lead>
            title="Name"
            dataIndex="name"
            sorter
            defaultSortOrder={getDefaultSortOrder('name', sorters)}
            render={(value: string, row) => (
              <Link to={record.urlOf(row.id)} state={record.linkState}>
                <strong>{value}</strong>
              </Link>
            )}
          />
          <Table.Column<Lead> title="Email" dataIndex="email" />
          <Table.Column<Lead> title="Subject" dataIndex="subject" ellipsis />
          <Table.Column<Lead>
            title="Status"
            dataIndex="status"
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(_, row) => <StatusSelect lead={row} />}
          />
          <Table.Column<Lead>
            title="Linked"
            key="links"
            width={130}
            render={(_, row) => (
              <Space size={4} wrap>
                {row.submission ? <StatusTag tone="info">questionnaire</StatusTag> : null}
                {row.client ? <StatusTag tone="success">client</StatusTag> : null}
              </Space>
            )}
          />
          <Table.Column<Lead>
            title="Actions"
            key="actions"
            width={100}
            render={(_, row) => (
              <Button
                size="small"
                icon={<EyeOutlined />}
                onClick={() => record.open(row.id)}
                aria-label={`View the lead from ${row.name}`}
                data-record-id={row.id}
              >
                View
              </Button>
            )}
          />
        </ListTable>
      </Card>
      <LeadDrawer id={record.id} onClose={record.close} />
    </div>
  );
}

export default function LeadListRoute() {
  return (
    <ListLinkFilters fields={URL_FILTERS}>
      <LeadList />
    </ListLinkFilters>
  );
}
