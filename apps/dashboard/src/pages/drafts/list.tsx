import { getDefaultSortOrder } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { Button, Card, Progress, Space, Table, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { Submission } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { ListLinkFilters, UrlFilterNotice } from '../../lib/url-filters';
import { PageHeader } from '../../components/page-header';
import { emptyListText, ListSearch, qFilter } from '../../components/list-search';
import { ListTable } from '../../components/list-table';

interface DraftSearch {
  q?: string;
}

const STEPS = 7;
// The admin home's "Abandoned drafts" card links here with ?status=draft&updated_at_lte=… (status is always draft here).
const URL_FILTERS = ['updated_at'];

/**
 * Questionnaires started and not submitted: how far each got, when it was last touched, when it
 * expires, and a reminder with a fresh resume link (docs/product.md §11.7).
 */
function DraftList() {
  const { dateTime: formatDateTime, date: formatDate } = useZonedDates();
  const invalidate = useInvalidate();
  const toast = useToast();
  const remind = useApiMutation<Submission>();
  const [sending, setSending] = useState<string | null>(null);
  const { tableProps, searchFormProps, sorters, filters, setFilters, tableQuery } = useListTable<Submission, DraftSearch>({
    resource: 'submissions',
    pagination: { pageSize: 10 },
    filters: { permanent: [{ field: 'status', operator: 'eq', value: 'draft' }] },
    sorters: { initial: [{ field: 'updated_at', order: 'desc' }] },
    onSearch: ({ q }) => [qFilter(q)],
  });

  const sendReminder = async (row: Submission) => {
    setSending(row.id);
    try {
      await remind.send('post', `/admin/submissions/${row.id}/reminders`);
      toast.success('Reminder sent', `A fresh resume link was emailed to ${row.business_email}.`);
      await invalidate({ resource: 'submissions', invalidates: ['list'] });
    } catch (error) {
      toast.error((error as HttpError).message ?? 'Failed to send the reminder');
    } finally {
      setSending(null);
    }
  };

  return (
    <div>
      <PageHeader title="Questionnaire Drafts" subtitle="Questionnaires started but not submitted yet. Drafts expire after a long time without changes." />
      <Card>
        <UrlFilterNotice filters={filters} onShowAll={() => setFilters([], 'replace')} />
        <ListSearch formProps={searchFormProps} placeholder="Search business name, email or industry" />
        <ListTable
          {...tableProps}
          rowKey="id"
          locale={{
            emptyText: emptyListText(
              filters.filter((f) => 'field' in f && f.field !== 'status'),
              searchFormProps,
              'No drafts in progress',
              tableQuery,
            ),
          }}
          scroll={{ x: 980 }}
        >
          <Table.Column<Submission>
            title="Business"
            dataIndex="business_name"
            render={(_, row) => (
              <Space direction="vertical" size={0}>
                <strong>{row.business_name || 'Unnamed Business'}</strong>
                <Typography.Text type="secondary">{row.business_email || 'No email yet'}</Typography.Text>
              </Space>
            )}
          />
          <Table.Column<Submission>
            title="Progress"
            key="progress"
            render={(_, row) => (
              <div style={{ minWidth: 140 }}>
                <div>
                  Step {row.current_step} of {STEPS}
                </div>
                <Progress
                  percent={row.progress_percent}
                  size="small"
                  aria-label={`${row.business_name || 'Unnamed Business'}: ${row.progress_percent}% done`}
                />
              </div>
            )}
          />
          <Table.Column<Submission>
            title="Last activity"
            dataIndex="updated_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('updated_at', sorters)}
            render={(value: string) => formatDateTime(value)}
          />
          <Table.Column<Submission> title="Expires" dataIndex="expires_at" render={(value: string | null) => formatDate(value, '—')} />
          <Table.Column<Submission>
            title="Reminders"
            dataIndex="reminders_sent"
            render={(value: number, row) => (value ? `${value} (last ${formatDate(row.last_reminder_at)})` : 'None')}
          />
          <Table.Column<Submission>
            title="Actions"
            key="actions"
            render={(_, row) =>
              row.business_email ? (
                <Button
                  size="small"
                  icon={<SendOutlined />}
                  loading={sending === row.id}
                  disabled={sending !== null}
                  onClick={() => sendReminder(row)}
                  aria-label={`Send reminder to ${row.business_email}`}
                >
                  Send reminder
                </Button>
              ) : (
                <Typography.Text type="secondary">No email to remind</Typography.Text>
              )
            }
          />
        </ListTable>
      </Card>
    </div>
  );
}

/** Remounted when the link's filters change (the overview notice's "Show all" drops them). */
export default function DraftListRoute() {
  return (
    <ListLinkFilters fields={URL_FILTERS}>
      <DraftList />
    </ListLinkFilters>
  );
}
