import { getDefaultSortOrder } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { useInvalidate, useList, useOne } from '@refinedev/core';
import { Button, Card, Descriptions, Drawer, Form, Select, Space, Table, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { fieldsOfStep, FieldDescriptor, FlagFieldDescriptor, QUESTIONNAIRE_STEPS } from '@fw/shared-questionnaire';
import type { Section, Submission, Website } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { eqFilter, ListSearch, qFilter, emptyListText } from '../../components/list-search';
import { StatusTag } from '../../components/status-tag';
import { BUDGET_LABELS, enumLabel, optionsOf } from '../../lib/enum-labels';
import { ListLinkFilters, UrlFilterNotice } from '../../lib/url-filters';
import { useApiMutation } from '../../lib/use-api';
import { useRoutedRecord } from '../../lib/use-routed-record';
import { useRecordTitle } from '../../lib/record-title';
import { CreateClientButton, type CreatedClient } from './create-client-dialog';
import { clientWebsiteNeedsContent } from './client-website-state';
import { SubmissionFiles } from './submission-files';
import { ListTable } from '../../components/list-table';

interface SubmissionSearch {
  q?: string;
  status?: string;
  budget_range?: string;
}

const budgetOptions = optionsOf(BUDGET_LABELS);
const statusOptions = [
  { value: 'completed', label: 'completed' },
  { value: 'draft', label: 'draft' },
];

export const businessName = (s: Pick<Submission, 'business_name'>) => s.business_name || 'Unnamed Business';
const contactOf = (s: Submission) => s.profile?.full_name || s.business_email || '';
const goalPreview = (goal: string | null) => (goal ? (goal.length > 40 ? `${goal.slice(0, 40)}...` : goal) : '');
/** "Submitted" is when it was completed; a draft shows when it was started (docs/product.md §12.7). */
const submittedText = (s: Pick<Submission, 'completed_at' | 'created_at'>, formatDateTime: (iso: string | null | undefined) => string) =>
  s.completed_at ? `Submitted ${formatDateTime(s.completed_at)}` : `Started ${formatDateTime(s.created_at)}`;
const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');

function StatusBadge({ status }: { status: string }) {
  return <StatusTag tone={status === 'completed' ? 'success' : 'neutral'}>{status}</StatusTag>;
}

function List({ items }: { items: string[] | null | undefined }) {
  if (!items?.length) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {items.map((item, i) => (
        <li key={`${item}-${i}`}>{item}</li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** One answer as the details view shows it, by its descriptor's kind. */
function answerView(field: FieldDescriptor, s: Submission, formatDate: (iso: string | null, fallback?: string) => string): React.ReactNode {
  const value = (s as unknown as Record<string, unknown>)[field.name];
  switch (field.kind) {
    case 'list':
    case 'files':
      return <List items={value as string[] | null} />;
    case 'commaList':
      return (value as string[] | null)?.length ? (value as string[]).join(', ') : null;
    case 'flag':
      return yesNo(value as boolean | null);
    case 'date':
      return formatDate(value as string | null, field.adminEmpty ?? '');
    default:
      return (value as string | null) || field.adminEmpty || null;
  }
}

/** A step's answers: feature flags as badges, the rest as labelled rows (a lone long text as a paragraph). */
function AnswersSection({ step, s }: { step: number; s: Submission }) {
  const { date: formatDate } = useZonedDates();
  const fields = fieldsOfStep(step);
  const badges = fields.filter((field): field is FlagFieldDescriptor => field.kind === 'flag' && field.badge !== undefined);
  const rows = fields.filter((field) => !badges.includes(field as FlagFieldDescriptor));
  const lone = rows.length === 1 && badges.length === 0 && rows[0].kind === 'longText' ? rows[0] : null;
  const features = badges.filter((field) => (s as unknown as Record<string, unknown>)[field.name] === true).map((field) => field.badge as string);
  return (
    <>
      {badges.length > 0 ? (
        <Space wrap style={{ marginBottom: 8 }}>
          {features.length ? (
            features.map((f) => (
              <StatusTag key={f} tone="info">
                {f}
              </StatusTag>
            ))
          ) : (
            <Typography.Text type="secondary">No features selected</Typography.Text>
          )}
        </Space>
      ) : null}
      {lone ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{answerView(lone, s, formatDate) || '—'}</Typography.Paragraph>
      ) : (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={rows.map((field) => {
            const label = field.adminLabel ?? field.shortLabel;
            return { key: field.name, label, children: answerView(field, s, formatDate) || '—' };
          })}
        />
      )}
    </>
  );
}

/** For a paid buyer whose website is still empty: the same form fills it from the answers. */
function EmptyWebsiteAction({ s, onClientCreated }: { s: Submission; onClientCreated: (client: CreatedClient) => void }) {
  const websites = useList<Website>({
    resource: 'websites',
    filters: [{ field: 'owner_id', operator: 'eq', value: s.client_id }],
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
  });
  const website = websites.query.isSuccess ? websites.result.data[0] : undefined;
  const sections = useList<Section>({
    resource: 'sections',
    filters: [{ field: 'website_id', operator: 'eq', value: website?.id }],
    pagination: { currentPage: 1, pageSize: 1 },
    errorNotification: false,
    queryOptions: { enabled: !!website },
  });
  if (!websites.query.isSuccess) return null;
  const count = website ? (sections.query.isSuccess ? sections.result.total : undefined) : undefined;
  if (!clientWebsiteNeedsContent(website, count)) return null;
  return (
    <>
      <Typography.Paragraph type="secondary">{website ? 'Their website has no content yet.' : 'They have no website yet.'}</Typography.Paragraph>
      <CreateClientButton submissionId={s.id} businessName={businessName(s)} onCreated={onClientCreated} />
    </>
  );
}

function SubmissionDetails({ s, onClientCreated }: { s: Submission; onClientCreated: (client: CreatedClient) => void }) {
  const { dateTime: formatDateTime } = useZonedDates();
  return (
    <div>
      <Space style={{ marginBottom: 16 }}>
        <StatusBadge status={s.status} />
        <Typography.Text type="secondary">{submittedText(s, formatDateTime)}</Typography.Text>
      </Space>
      <Section title="Client">
        {s.client_id ? (
          <>
            <Typography.Paragraph>
              This questionnaire belongs to the client{' '}
              <Link to={`/dashboard/admin/clients/${encodeURIComponent(s.client_id)}`}>{s.profile?.full_name || s.profile?.email || 'Client'}</Link>
              {s.profile?.full_name && s.profile.email ? ` (${s.profile.email})` : ''}.
            </Typography.Paragraph>
            <EmptyWebsiteAction s={s} onClientCreated={onClientCreated} />
          </>
        ) : (
          <>
            <Typography.Paragraph type="secondary">Not a client yet.</Typography.Paragraph>
            <CreateClientButton submissionId={s.id} businessName={businessName(s)} onCreated={onClientCreated} />
          </>
        )}
      </Section>
      {s.status === 'completed' ? (
        <Section title="Files received">
          <SubmissionFiles submissionId={s.id} />
        </Section>
      ) : null}
      {QUESTIONNAIRE_STEPS.map((step) => (
        <Section key={step.number} title={step.adminTitle}>
          <AnswersSection step={step.number} s={s} />
        </Section>
      ))}
    </div>
  );
}

/** The questionnaire in the URL (`/dashboard/admin/submissions/:id`), in a drawer over the list; the tab's title names it. */
function SubmissionDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { query } = useOne<Submission>({ resource: 'submissions', id: id ?? '', queryOptions: { enabled: Boolean(id) }, errorNotification: false });
  const submission = id ? query.data?.data : undefined;
  useRecordTitle(submission ? businessName(submission) : null);
  return (
    <Drawer
      title={submission ? businessName(submission) : query.isError ? 'Questionnaire not found' : 'Loading…'}
      open={Boolean(id)}
      onClose={onClose}
      width="min(640px, 100vw)"
      destroyOnHidden
      styles={{ body: { padding: 0, overflow: 'hidden', display: 'flex' } }}
    >
      {/* The details scroll in a region the keyboard can reach (axe: scrollable-region-focusable). */}
      <div tabIndex={0} role="region" aria-label="Questionnaire answers" style={{ flex: 1, overflowY: 'auto', padding: 24 }}>
        {submission ? <SubmissionDetails s={submission} onClientCreated={() => void query.refetch()} /> : null}
        {query.isError ? <Typography.Text>{query.error?.message ?? 'This questionnaire could not be loaded.'}</Typography.Text> : null}
      </div>
    </Drawer>
  );
}

/** The filters the admin home links this list with. */
const URL_FILTERS = ['status', 'completed_at', 'reviewed_at_null'];

function SubmissionList() {
  const { dateTime: formatDateTime, date: formatDate } = useZonedDates();
  const record = useRoutedRecord('/dashboard/admin/submissions');
  const markReviewed = useApiMutation<Submission>();
  const invalidate = useInvalidate();
  // Opening a submitted questionnaire means an admin has seen it: it leaves "New questionnaires".
  const open = (row: Submission) => {
    record.open(row.id);
    if (row.status !== 'completed' || row.reviewed_at) return;
    void markReviewed
      .send('post', `/admin/submissions/${row.id}/reviewed`)
      .then(() => invalidate({ resource: 'submissions', invalidates: ['list'] }))
      .catch(() => undefined);
  };
  const { tableProps, searchFormProps, sorters, filters, setFilters, tableQuery } = useListTable<Submission, SubmissionSearch>({
    resource: 'submissions',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, status, budget_range }) => [qFilter(q), eqFilter('status', status), eqFilter('budget_range', budget_range)],
    // A failed load leaves the list empty without a toast (docs/product.md §8).
    errorNotification: false,
  });

  return (
    <div>
      <PageHeader title="Questionnaires" subtitle="Website questionnaire submissions" />
      <Card>
        <UrlFilterNotice filters={filters} onShowAll={() => setFilters([], 'replace')} />
        <ListSearch formProps={searchFormProps} placeholder="Search business, email or industry">
          <Form.Item name="status" label="Status">
            <Select allowClear placeholder="All statuses" style={{ width: 150 }} options={statusOptions} />
          </Form.Item>
          <Form.Item name="budget_range" label="Budget">
            <Select allowClear placeholder="All budgets" style={{ width: 160 }} options={budgetOptions} />
          </Form.Item>
        </ListSearch>
        <ListTable
          {...tableProps}
          rowKey="id"
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'No submissions yet', tableQuery) }}
          scroll={{ x: 880 }}
        >
          <Table.Column<Submission>
            title="Business"
            dataIndex="business_name"
            sorter
            defaultSortOrder={getDefaultSortOrder('business_name', sorters)}
            ellipsis
            render={(_, row) => (
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong ellipsis={{ tooltip: businessName(row) }} style={{ display: 'block' }}>
                  {businessName(row)}
                </Typography.Text>
                {row.industry ? (
                  <Typography.Text type="secondary" ellipsis={{ tooltip: row.industry }} style={{ display: 'block' }}>
                    {row.industry}
                  </Typography.Text>
                ) : null}
              </div>
            )}
          />
          <Table.Column<Submission>
            title="Status"
            dataIndex="status"
            width={115}
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(value: string, row) => (
              <Space size={4} wrap>
                <StatusBadge status={value} />
                {value === 'completed' && !row.reviewed_at ? <StatusTag tone="info">New</StatusTag> : null}
              </Space>
            )}
          />
          <Table.Column<Submission> title="Contact" key="contact" ellipsis={{ showTitle: true }} render={(_, row) => contactOf(row)} />
          <Table.Column<Submission> title="Main Goal" dataIndex="main_goal" render={(value: string | null) => goalPreview(value)} />
          <Table.Column<Submission>
            title="Launch / Budget"
            key="launch"
            width={125}
            render={(_, row) => (
              <div style={{ whiteSpace: 'nowrap' }}>
                <div>{formatDate(row.ideal_launch_date, 'Not set')}</div>
                <Typography.Text type="secondary">{row.budget_range ? enumLabel(BUDGET_LABELS, row.budget_range) : 'Not specified'}</Typography.Text>
              </div>
            )}
          />
          <Table.Column<Submission>
            title="Submitted"
            dataIndex="created_at"
            width={190}
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string, row) =>
              row.completed_at ? (
                <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.completed_at)}</span>
              ) : (
                <div>
                  <Typography.Text type="secondary">Started</Typography.Text>
                  <div style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value)}</div>
                </div>
              )
            }
          />
          <Table.Column<Submission>
            title="Actions"
            key="actions"
            width={150}
            fixed="right"
            render={(_, row) => (
              <Button size="small" icon={<EyeOutlined />} onClick={() => open(row)} data-record-id={row.id}>
                View Details
              </Button>
            )}
          />
        </ListTable>
      </Card>
      <SubmissionDrawer id={record.id} onClose={record.close} />
    </div>
  );
}

export default function SubmissionListRoute() {
  return (
    <ListLinkFilters fields={URL_FILTERS}>
      <SubmissionList />
    </ListLinkFilters>
  );
}
