import { getDefaultSortOrder } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { Card, Form, Select, Table, Tag } from 'antd';
import type { Order } from '../../interfaces';
import { formatCents } from '../../lib/format';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { eqFilter, ListSearch, qFilter, emptyListText } from '../../components/list-search';
import { StatusTag } from '../../components/status-tag';
import { orderStatus, renewalText } from './order-state';
import { OrderClient } from './link-to-client';
import { Link } from 'react-router';
import { ExportCsvButton } from '../../components/export-csv-button';
import { enumLabel, optionsOf, ORDER_KIND_LABELS, ORDER_STATUS_LABELS } from '../../lib/enum-labels';
import { ListLinkFilters, UrlFilterNotice } from '../../lib/url-filters';
import { ListTable } from '../../components/list-table';

interface OrderSearch {
  q?: string;
  status?: string;
  kind?: string;
}

const statusOptions = optionsOf(ORDER_STATUS_LABELS);
const kindOptions = optionsOf(ORDER_KIND_LABELS);

/** The filters the admin home links this list with. */
const URL_FILTERS = ['kind', 'status', 'next_charge_at', 'waiting_for_build'];

function OrderList() {
  const { dateTime: formatDateTime } = useZonedDates();
  const { tableProps, searchFormProps, sorters, filters, setFilters, tableQuery } = useListTable<Order, OrderSearch>({
    resource: 'orders',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, status, kind }) => [qFilter(q), eqFilter('status', status), eqFilter('kind', kind)],
  });

  return (
    <div>
      <PageHeader
        title="Orders"
        subtitle="Website packages and hosting bought online"
        extra={<ExportCsvButton path="/admin/orders/export" filters={filters} sorters={sorters} fileName="orders" />}
      />
      <Card>
        <UrlFilterNotice filters={filters} onShowAll={() => setFilters([], 'replace')} />
        <ListSearch formProps={searchFormProps} placeholder="Search buyer email">
          <Form.Item name="status" label="Status">
            <Select allowClear placeholder="All statuses" style={{ width: 150 }} options={statusOptions} />
          </Form.Item>
          <Form.Item name="kind" label="Kind">
            <Select allowClear placeholder="All kinds" style={{ width: 140 }} options={kindOptions} />
          </Form.Item>
        </ListSearch>
        <ListTable {...tableProps} rowKey="id" locale={{ emptyText: emptyListText(filters, searchFormProps, 'No orders yet', tableQuery) }} scroll={{ x: 900 }}>
          <Table.Column<Order>
            title="Created"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string, row) => (
              <Link to={`/dashboard/admin/orders/${row.id}`} aria-label={`Order of ${formatDateTime(value)}: details and billing`}>
                {formatDateTime(value)}
              </Link>
            )}
          />
          <Table.Column<Order> title="Buyer" dataIndex="buyer_email" render={(value: string | null) => value || '—'} />
          <Table.Column<Order> title="Kind" dataIndex="kind" render={(value: Order['kind']) => <Tag>{enumLabel(ORDER_KIND_LABELS, value)}</Tag>} />
          <Table.Column<Order>
            title="Term"
            dataIndex="term_years"
            render={(value: number | null, row) => (row.kind === 'package' ? (value ? `${value} yr` : '') : 'yearly')}
          />
          <Table.Column<Order>
            title="Items"
            dataIndex="items"
            render={(items: Order['items'], row) => [row.purchase, ...(items ?? []).slice(1).map((item) => item.name)].join(', ')}
          />
          <Table.Column<Order> title="Hosting renewal" dataIndex="renewal" render={(_: Order['renewal'], row) => renewalText(row)} />
          <Table.Column<Order>
            title="Total"
            dataIndex="amount_total"
            sorter
            defaultSortOrder={getDefaultSortOrder('amount_total', sorters)}
            render={(value: number, row) => formatCents(value, row.currency)}
          />
          <Table.Column<Order>
            title="Status"
            dataIndex="status"
            sorter
            defaultSortOrder={getDefaultSortOrder('status', sorters)}
            render={(_: string, row) => {
              const status = orderStatus(row);
              return <StatusTag tone={status.tone}>{status.label}</StatusTag>;
            }}
          />
          <Table.Column<Order> title="Client" dataIndex="user_id" render={(_: string | null, row) => <OrderClient order={row} />} />
        </ListTable>
      </Card>
    </div>
  );
}

export default function OrderListRoute() {
  return (
    <ListLinkFilters fields={URL_FILTERS}>
      <OrderList />
    </ListLinkFilters>
  );
}
