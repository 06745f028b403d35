import { getDefaultSortOrder } from '@refinedev/antd';
import { Card, Form, Table } from 'antd';
import { Link } from 'react-router';
import type { AdminActivityDto } from '@fw/shared-api-types';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useListTable } from '../../lib/use-list-table';
import { PageHeader } from '../../components/page-header';
import { emptyListText, eqFilter, qFilter } from '../../components/list-search';
import { DatedListSearch, periodFilters, periodOf, type DatedSearch } from '../../components/dated-list-search';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListTable } from '../../components/list-table';
import { OwnerSelect } from '../../components/owner-select';

interface ActivitySearch extends DatedSearch {
  user_id?: string;
}

/** Admin → Activity: what every client did on their website, newest first, in one feed. */
export default function ActivityList() {
  const { dateTime } = useZonedDates();
  const { tableProps, searchFormProps, sorters, filters, tableQuery } = useListTable<AdminActivityDto, ActivitySearch>({
    resource: 'activity',
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, user_id, period }) => [qFilter(q), eqFilter('user_id', user_id), ...periodFilters(period)],
    searchValuesOf: (applied) => ({ period: periodOf(applied) }),
  });

  return (
    <div>
      <PageHeader
        title="Activity"
        subtitle="What every client did on their website, newest first"
        extra={<ExportCsvButton path="/admin/activity/export" filters={filters} sorters={sorters} fileName="activity" />}
      />
      <Card>
        <DatedListSearch formProps={searchFormProps} placeholder="Search what was done">
          <Form.Item name="user_id" label="Client">
            <OwnerSelect placeholder="All clients" style={{ width: 260 }} aria-label="Client" />
          </Form.Item>
        </DatedListSearch>
        <ListTable
          {...tableProps}
          rowKey="id"
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'No activity yet', tableQuery) }}
          scroll={{ x: 760 }}
        >
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
        </ListTable>
      </Card>
    </div>
  );
}
