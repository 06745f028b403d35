import { getDefaultSortOrder } from '@refinedev/antd';
import { Card, Form, Input, Select, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { AuditLogEntryDto } from '@fw/shared-api-types';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { useListTable } from '../../lib/use-list-table';
import { PageHeader } from '../../components/page-header';
import { emptyListText, eqFilter, qFilter } from '../../components/list-search';
import { DatedListSearch, periodFilters, periodOf, type DatedSearch } from '../../components/dated-list-search';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ListTable } from '../../components/list-table';
import { AUDIT_ACTIONS, auditActionLabel } from './audit-actions';

interface AuditSearch extends DatedSearch {
  action?: string;
  target_id?: string;
}

const actionOptions = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** Where an entry's target can be opened. */
function targetLink(entry: AuditLogEntryDto): string | null {
  if (!entry.target_id) return null;
  if (entry.target_type === 'client') return `/dashboard/admin/clients/${entry.target_id}`;
  if (entry.target_type === 'order') return `/dashboard/admin/orders/${entry.target_id}`;
  return null;
}

/** Admin → Audit log: every admin action, read-only, filtered by who, what, on what and when. */
export default function AuditLogList() {
  const { dateTime } = useZonedDates();
  const { tableProps, searchFormProps, sorters, filters, tableQuery } = useListTable<AuditLogEntryDto, AuditSearch>({
    resource: 'audit-log',
    pagination: { pageSize: 25 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, action, target_id, period }) => [
      qFilter(q),
      eqFilter('action', action),
      eqFilter('target_id', typeof target_id === 'string' ? target_id.trim() : undefined),
      ...periodFilters(period),
    ],
    searchValuesOf: (applied) => ({ period: periodOf(applied) }),
  });

  return (
    <div>
      <PageHeader
        title="Audit Log"
        subtitle="Every admin action: who, what, when and from where. Entries cannot be changed or deleted."
        extra={<ExportCsvButton path="/admin/audit-log/export" filters={filters} sorters={sorters} fileName="audit-log" />}
      />
      <Card>
        <DatedListSearch formProps={searchFormProps} placeholder="Search admin email, action or target">
          <Form.Item name="action" label="Action">
            <Select allowClear showSearch optionFilterProp="label" placeholder="All actions" style={{ width: 240 }} options={actionOptions} />
          </Form.Item>
          <Form.Item name="target_id" label="Target id">
            <Input allowClear placeholder="Client, order… id" style={{ width: 220 }} />
          </Form.Item>
        </DatedListSearch>
        <ListTable
          {...tableProps}
          rowKey="id"
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'Nothing recorded yet', tableQuery) }}
          scroll={{ x: 900 }}
        >
          <Table.Column<AuditLogEntryDto>
            title="When"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string) => dateTime(value)}
          />
          <Table.Column<AuditLogEntryDto> title="Who" dataIndex="actor_email" render={(value: string | null) => value ?? 'system'} />
          <Table.Column<AuditLogEntryDto>
            title="Action"
            dataIndex="action"
            sorter
            defaultSortOrder={getDefaultSortOrder('action', sorters)}
            render={(value: string) => <Typography.Text strong>{auditActionLabel(value)}</Typography.Text>}
          />
          <Table.Column<AuditLogEntryDto>
            title="On"
            dataIndex="target_id"
            render={(value: string | null, row) => {
              if (!value) return '—';
              const link = targetLink(row);
              const text = `${row.target_type ?? 'record'} ${value.slice(0, 8)}`;
              return link ? <Link to={link}>{text}</Link> : text;
            }}
          />
          <Table.Column<AuditLogEntryDto> title="From" dataIndex="ip" />
          <Table.Column<AuditLogEntryDto>
            title="Details"
            dataIndex="details"
            render={(value: Record<string, unknown>) =>
              Object.keys(value ?? {}).length ? (
                <Typography.Text code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 12 }}>
                  {JSON.stringify(value)}
                </Typography.Text>
              ) : (
                '—'
              )
            }
          />
        </ListTable>
      </Card>
    </div>
  );
}
