import { getDefaultSortOrder, useTable } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Card, DatePicker, Form, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import type { AdminActivityDto } from '@fw/shared-api-types';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { emptyListText, eqFilter, ListSearch, qFilter } from '../../components/list-search';
import { ExportCsvButton } from '../../components/export-csv-button';
import { OwnerSelect } from '../../components/owner-select';

interface ActivitySearch {
  q?: string;
  user_id?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/** Admin → Activity: what every client did on their website, newest first, in one feed. */
export default function ActivityList() {
  const { dateTime } = useZonedDates();
  const { tableProps, searchFormProps, sorters, filters, tableQuery } = useTable<AdminActivityDto, HttpError, ActivitySearch>({
    resource: 'activity',
    syncWithLocation: false,
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, user_id, period }) => [
      qFilter(q),
      eqFilter('user_id', user_id),
      { field: 'created_at', operator: 'gte', value: period?.[0]?.startOf('day').toISOString() },
      { field: 'created_at', operator: 'lte', value: period?.[1]?.endOf('day').toISOString() },
    ],
  });

  return (
    <div>
      <PageHeader
        title="Activity"
        subtitle="What every client did on their website, newest first"
        extra={<ExportCsvButton path="/admin/activity/export" filters={filters} sorters={sorters} fileName="activity" />}
      />
      <Card>
        <ListSearch formProps={searchFormProps} placeholder="Search what was done">
          <Form.Item name="user_id" label="Client">
            <OwnerSelect placeholder="All clients" style={{ width: 260 }} aria-label="Client" />
          </Form.Item>
          <Form.Item name="period" label="Dates">
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
        </ListSearch>
        <Table {...tableProps} rowKey="id" locale={{ emptyText: emptyListText(filters, searchFormProps, 'No activity yet', tableQuery) }} scroll={{ x: 760 }}>
          <Table.Column<AdminActivityDto>
            title="When"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string) => dateTime(value)}
          />
          <Table.Column<AdminActivityDto>
            title="Client"
            dataIndex="user_name"
            render={(value: string | null, row) => <Link to={`/dashboard/admin/clients/${row.user_id}`}>{value ?? 'Deleted account'}</Link>}
          />
          <Table.Column<AdminActivityDto> title="Website" dataIndex="website_name" render={(value: string | null) => value ?? '—'} />
          <Table.Column<AdminActivityDto> title="What" dataIndex="action" />
        </Table>
      </Card>
    </div>
  );
}
