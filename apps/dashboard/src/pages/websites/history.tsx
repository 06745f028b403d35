import { useMemo, useState } from 'react';
import { useList, useOne, type CrudFilter, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Empty, Form, Input, Pagination, Select, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import type { Website } from '../../interfaces';
import { PageHeader } from '../../components/page-header';
import { StaleNotice } from '../../components/stale-notice';
import { DiffView } from '../../components/history/diff-view';
import { RevisionEntry } from '../../components/history/revision-entry';
import { ReviewStepEntry } from '../../components/history/review-step-entry';
import { approvedRevisions, authorName, revisionText, stepActorName, type HistoryLine, type Revision } from '../../components/history/revision';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { formatDayInZone } from '../../lib/business-time';
import { useBusinessTimeZone } from '../../lib/use-business-time-zone';
import { sectionLabel } from '../../lib/format';
import { useOwnerRecord } from '../../lib/record-title';
import { LinkButton } from '../../components/link-button';

const PAGE_SIZE = 20;

interface TimelineFilters {
  changed_by?: string;
  /** yyyy-mm-dd, days in the business's zone */
  from?: string;
  to?: string;
}

/** A day typed in a date input as the first (or last) instant of that day in the business's zone. */
function dayBound(day: string | undefined, zone: string, end: boolean): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = dayjs.tz(day, 'YYYY-MM-DD', zone);
  return (end ? start.add(1, 'day').subtract(1, 'millisecond') : start).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}

function itemHeading(revision: HistoryLine, templateId: string | null | undefined) {
  const label = revision.item_type === 'section' ? sectionLabel(revision.item_label, templateId) : revision.item_label;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
      {revision.item_type === 'section' ? 'Section' : 'Blog post'} <Typography.Text strong>{label}</Typography.Text>
    </Typography.Text>
  );
}

/** What a change did: the text before and after as a word difference (a deletion shows what was deleted). */
function ChangeBody({ revision }: { revision: Revision }) {
  const after = revisionText(revision, 'after');
  const before = revisionText(revision, 'before');
  if (revision.action === 'lock' || revision.action === 'unlock') {
    return (
      <Typography.Text type="secondary">
        {revision.action === 'lock' ? 'The client can no longer edit this section.' : 'The client can edit this section again.'}
      </Typography.Text>
    );
  }
  if (revision.action === 'delete') {
    return <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: 'Show all' }}>{after?.text || '(empty)'}</Typography.Paragraph>;
  }
  if (!after) return null;
  if (!before) {
    return (
      <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: 'Show all' }} style={{ whiteSpace: 'pre-wrap' }}>
        {after.text || '(empty)'}
      </Typography.Paragraph>
    );
  }
  return (
    <>
      {after.title !== undefined && after.title !== before.title ? (
        <DiffView before={before.title ?? ''} after={after.title} beforeName="title before" afterName="this version" />
      ) : null}
      <DiffView before={before.text} after={after.text} beforeName="text before" afterName="this version" />
    </>
  );
}

/**
 * A website's timeline (admin): every change to its sections and posts and every step of their
 * reviews, newest first, filterable by person and by days in the business's zone; each change with
 * "Restore this version" (a deleted post: "Restore this post").
 */
export default function WebsiteHistoryPage() {
  const { websiteId = '' } = useParams();
  const zone = useBusinessTimeZone();
  const toast = useToast();
  const restoreCall = useApiMutation<unknown>();
  const { result: website } = useOne<Website>({ resource: 'websites', id: websiteId, errorNotification: false });
  useOwnerRecord(website ? { name: website.name, href: `/dashboard/admin/websites/${websiteId}` } : null);
  const [form] = Form.useForm<TimelineFilters>();
  const [applied, setApplied] = useState<TimelineFilters>({});
  const [page, setPage] = useState(1);
  const [stale, setStale] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  const filters = useMemo(() => {
    const list: CrudFilter[] = [];
    if (applied.changed_by) list.push({ field: 'changed_by', operator: 'eq', value: applied.changed_by });
    const from = dayBound(applied.from, zone, false);
    const to = dayBound(applied.to, zone, true);
    if (from) list.push({ field: 'from', operator: 'eq', value: from });
    if (to) list.push({ field: 'to', operator: 'eq', value: to });
    return list;
  }, [applied, zone]);

  const resource = `websites/${websiteId}/revisions`;
  const { result, query } = useList<HistoryLine, HttpError>({
    resource,
    pagination: { currentPage: page, pageSize: PAGE_SIZE, mode: 'server' },
    filters,
    errorNotification: false,
  });
  // The people for the filter: everyone who changed something here (one wider read, unfiltered).
  const { result: everyone } = useList<HistoryLine, HttpError>({
    resource,
    pagination: { currentPage: 1, pageSize: 100, mode: 'server' },
    errorNotification: false,
  });
  const people = useMemo(() => {
    const byId = new Map<string, string>();
    for (const r of everyone.data) if (r.changed_by) byId.set(r.changed_by.id, r.kind === 'review' ? stepActorName(r) : authorName(r));
    return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [everyone.data]);

  const restore = async (revision: Revision) => {
    setRestoring(revision.id);
    setStale(null);
    setRefused(null);
    try {
      // No version: the admin restores over whatever is saved now (the server still refuses a locked or missing item).
      await restoreCall.send('post', `/admin/revisions/${revision.id}/restore`, {});
      toast.success('Restored', `${revision.item_label} is back to the version of ${formatDayInZone(revision.changed_at, zone)}.`);
      await query.refetch();
    } catch (e) {
      const error = e as HttpError;
      if (error.statusCode === 409 && /STALE/.test(error.code ?? '')) setStale(error.message);
      else setRefused(error.message ?? 'The version could not be restored.');
      toast.error(error.message ?? 'The version could not be restored.', 'Restore failed');
    } finally {
      setRestoring(null);
    }
  };

  const rows = result.data;
  const approvals = approvedRevisions(rows);
  return (
    <div>
      <LinkButton to="/dashboard/admin/websites" type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
        Back to websites
      </LinkButton>
      <PageHeader
        title="Change History"
        subtitle={website ? `${website.name}${website.domain ? ` · ${website.domain}` : ''} · times in ${zone.replace(/_/g, ' ')} time` : undefined}
      />
      <Card>
        <Form
          form={form}
          layout="inline"
          name="timeline-filters"
          onFinish={(values) => {
            setPage(1);
            setApplied(values);
          }}
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <Form.Item name="changed_by" label="Person">
            <Select allowClear placeholder="Everyone" options={people} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="from" label="From">
            <Input type="date" />
          </Form.Item>
          <Form.Item name="to" label="To">
            <Input type="date" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              Filter
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setPage(1);
                setApplied({});
              }}
            >
              Clear
            </Button>
          </Space>
        </Form>
        <StaleNotice message={stale} onReload={() => void query.refetch().then(() => setStale(null))} reloading={query.isFetching} />
        {refused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={refused} /> : null}
        {query.isLoading ? (
          <Skeleton active />
        ) : query.isError && !query.data ? (
          <Alert type="error" showIcon message="The history could not be loaded." description={query.error?.message} />
        ) : rows.length === 0 ? (
          <Empty description={filters.length ? 'No changes match these filters.' : 'No changes recorded yet.'} />
        ) : (
          <>
            <ol aria-label="Changes, newest first" style={{ padding: 0, margin: 0 }} data-testid="timeline">
              {rows.map((revision) => {
                if (revision.kind === 'review') {
                  return <ReviewStepEntry key={revision.id} step={revision} zone={zone} heading={itemHeading(revision, website?.template)} />;
                }
                const restorable =
                  revision.action === 'delete' ||
                  ((revision.action === 'update' || revision.action === 'create' || revision.action === 'restore') && revision.next);
                return (
                  <RevisionEntry
                    key={revision.id}
                    revision={revision}
                    zone={zone}
                    heading={itemHeading(revision, website?.template)}
                    onRestore={restorable ? () => void restore(revision) : undefined}
                    restoring={restoring === revision.id}
                    restoreLabel={revision.action === 'delete' ? 'Restore this post' : 'Restore this version'}
                    publishedOnApproval={approvals.has(revision.id)}
                  >
                    <ChangeBody revision={revision} />
                  </RevisionEntry>
                );
              })}
            </ol>
            <Pagination
              style={{ marginTop: 16 }}
              current={page}
              pageSize={PAGE_SIZE}
              total={result.total ?? 0}
              showSizeChanger={false}
              onChange={setPage}
              hideOnSinglePage
            />
          </>
        )}
      </Card>
    </div>
  );
}
