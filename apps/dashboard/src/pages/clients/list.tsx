import { getDefaultSortOrder, useModalForm } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import type { HttpError } from '@refinedev/core';
import { Button, Card, Form, Input, Modal, Select, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import type { Client } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { eqFilter, ListSearch, qFilter, emptyListText } from '../../components/list-search';
import { StatusTag } from '../../components/status-tag';
import { settled } from '../../lib/settled';
import { newPasswordRules, PASSWORD_HINT } from '../../lib/password-rules';
import { emailRules } from '../../lib/email-rules';
import { focusFirstField } from '../../lib/dialog-focus';
import { Link } from 'react-router';
import { useRefusedSaveKeepsWarning } from '../../lib/use-refused-save';
import { BulkActionBar } from '../../components/bulk/bulk-action-bar';
import { bulkAction } from '../../components/bulk/bulk-action';
import { useRowSelection } from '../../components/bulk/use-row-selection';
import { ExportCsvButton } from '../../components/export-csv-button';
import { ClientStatusTag } from './client-actions';
import { EmailHealthTag, WebsiteStateTag } from './client-health';
import { ListTable } from '../../components/list-table';

interface ClientSearch {
  q?: string;
  role?: string;
}

interface ClientCreate {
  email: string;
  full_name: string;
  password: string;
  role: 'editor' | 'admin';
}

const BULK_ACTIONS = [
  bulkAction('clients', 'invite', { label: 'Resend invitations', noun: 'fresh invitation', ask: (invitations) => `Send ${invitations}?`, doneWord: 'invited' }),
  bulkAction('clients', 'disable', {
    label: 'Disable accounts',
    noun: 'account',
    ask: (accounts) => `Disable ${accounts}? They are signed out at once.`,
    doneWord: 'disabled',
    danger: true,
  }),
];
const roleOptions = [
  { value: 'editor', label: 'editor' },
  { value: 'admin', label: 'admin' },
];

/** Clients and staff are listed apart: the list opens on clients; "Staff" shows the admins. */
const listOptions = [
  { value: 'editor', label: 'Clients' },
  { value: 'admin', label: 'Staff' },
];

export default function ClientList() {
  const { date: formatDate, dateTime: formatDateTime } = useZonedDates();
  const selection = useRowSelection<Client>((client) => client.email);
  const { tableProps, searchFormProps, sorters, filters, tableQuery } = useListTable<Client, ClientSearch>({
    resource: 'clients',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    filters: { initial: [{ field: 'role', operator: 'eq', value: 'editor' }] },
    onSearch: ({ q, role }) => [qFilter(q), eqFilter('role', role)],
  });

  const refusedSave = useRefusedSaveKeepsWarning();
  const { modalProps, formProps, show } = useModalForm<Client, HttpError, ClientCreate>({
    action: 'create',
    resource: 'clients',
    redirect: false,
    onMutationError: refusedSave,
    successNotification: () => ({ message: 'Success!', description: 'Client account created successfully.', type: 'success' }),
    errorNotification: (error) => ({ message: 'Error', description: error?.message ?? 'Failed to create client', type: 'error' }),
  });

  return (
    <div>
      <PageHeader
        title="Manage Clients"
        subtitle="Client accounts and their roles"
        extra={
          <Space wrap>
            <ExportCsvButton path="/admin/clients/export" filters={filters} sorters={sorters} fileName="clients" />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => show()}>
              Add Client
            </Button>
          </Space>
        }
      />
      <Card>
        <ListSearch formProps={{ ...searchFormProps, initialValues: { role: 'editor' } }} placeholder="Search name or email">
          <Form.Item name="role" label="Role">
            <Select allowClear placeholder="Clients and staff" style={{ width: 170 }} options={listOptions} />
          </Form.Item>
        </ListSearch>
        <BulkActionBar
          selectedIds={selection.selectedIds}
          describe={(id) => tableProps.dataSource?.find((c) => c.id === id)?.email ?? id}
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
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'No clients yet', tableQuery) }}
          scroll={{ x: 720 }}
        >
          <Table.Column<Client>
            title="Name"
            dataIndex="full_name"
            sorter
            defaultSortOrder={getDefaultSortOrder('full_name', sorters)}
            render={(value: string | null, row) => (
              <Space>
                <Link to={`/dashboard/admin/clients/${row.id}`}>{value || 'No Name'}</Link>
                {row.role === 'admin' ? <StatusTag tone="info">Admin</StatusTag> : null}
              </Space>
            )}
          />
          <Table.Column<Client> title="Email" dataIndex="email" sorter defaultSortOrder={getDefaultSortOrder('email', sorters)} />
          <Table.Column<Client> title="Status" dataIndex="status" render={(_: unknown, row) => <ClientStatusTag client={row} />} />
          <Table.Column<Client>
            title="Website"
            dataIndex="website_state"
            render={(value: Client['website_state'], row) => (row.role === 'admin' ? '—' : <WebsiteStateTag state={value} />)}
          />
          <Table.Column<Client>
            title="Last sign-in"
            dataIndex="last_sign_in_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('last_sign_in_at', sorters)}
            render={(value: string | null) => (value ? formatDateTime(value) : 'Never')}
          />
          <Table.Column<Client> title="Emails" dataIndex="failed_emails" render={(value: number | undefined) => <EmailHealthTag failed={value} />} />
          <Table.Column<Client>
            title="Created"
            dataIndex="created_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('created_at', sorters)}
            render={(value: string) => formatDate(value)}
          />
        </ListTable>
      </Card>

      <Modal {...modalProps} afterOpenChange={(open) => open && focusFirstField('client')} title="Create New Client" okText="Create Client">
        <Form {...formProps} onFinish={settled(formProps.onFinish)} name="client" layout="vertical" initialValues={{ role: 'editor' }} noValidate>
          <Form.Item label="Email" name="email" rules={emailRules}>
            <Input type="email" autoComplete="off" maxLength={ACCOUNT_LIMITS.email} />
          </Form.Item>
          <Form.Item label="Full Name" name="full_name">
            <Input autoComplete="off" maxLength={ACCOUNT_LIMITS.fullName} />
          </Form.Item>
          <Form.Item label="Password" name="password" extra={PASSWORD_HINT} rules={newPasswordRules}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="Role" name="role">
            <Select options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
