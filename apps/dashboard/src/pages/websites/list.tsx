import { getDefaultSortOrder, useModalForm } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { useDelete, type HttpError } from '@refinedev/core';
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table } from 'antd';
import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SITE_LIMITS } from '@fw/shared-field-limits';
import type { Website } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { ExportCsvButton } from '../../components/export-csv-button';
import { eqFilter, ListSearch, qFilter, emptyListText } from '../../components/list-search';
import { OwnerSelect, ownerLabel } from '../../components/owner-select';
import { LiveSiteLink } from '../../components/live-site-link';
import { settled } from '../../lib/settled';
import { focusFirstField } from '../../lib/dialog-focus';
import { useRefusedSaveKeepsWarning } from '../../lib/use-refused-save';
import { BuildStatusTag, MarkBuiltButton } from './build-status';
import { DomainDnsButton, DomainStatusTag } from './domain-dns';
import { ListTable } from '../../components/list-table';
import { LinkButton } from '../../components/link-button';

interface WebsiteSearch {
  q?: string;
  owner_id?: string;
}

interface WebsiteValues {
  name?: string;
  domain?: string | null;
  template?: string | null;
  owner_id?: string | null;
  status?: Website['status'];
  requires_review?: boolean;
}

const BUILD_STATUS_OPTIONS = [
  { value: 'waiting_for_build', label: 'Waiting for build' },
  { value: 'live', label: 'Built (live)' },
];

const serviceError = (error?: HttpError) => ({ message: 'Error', description: error?.message ?? 'Failed to save website', type: 'error' as const });

/** Empty inputs mean "none": left out when creating, cleared (null) when editing. */
function clean(values: WebsiteValues, editing: boolean): WebsiteValues {
  const out: WebsiteValues = { name: values.name?.trim() ?? '' };
  if (editing && values.status) out.status = values.status;
  if (editing && values.requires_review !== undefined) out.requires_review = values.requires_review;
  for (const key of ['domain', 'template', 'owner_id'] as const) {
    const value = typeof values[key] === 'string' ? values[key]?.trim() : values[key];
    if (value) out[key] = value;
    else if (editing) out[key] = null;
  }
  return out;
}

function WebsiteForm({ formProps, editing, current }: { formProps: object; editing: boolean; current?: Website['owner'] }) {
  return (
    <Form {...formProps} layout="vertical">
      <Form.Item label="Website Name" name="name" rules={[{ required: true, whitespace: true, message: 'Website Name is required' }]}>
        <Input maxLength={SITE_LIMITS.websiteName} />
      </Form.Item>
      <Form.Item label="Domain" name="domain">
        <Input placeholder="example.com" maxLength={SITE_LIMITS.domain} />
      </Form.Item>
      <Form.Item label="Template" name="template">
        <Input placeholder="Default" maxLength={SITE_LIMITS.template} />
      </Form.Item>
      <Form.Item label="Owner" name="owner_id">
        <OwnerSelect current={editing ? current : undefined} />
      </Form.Item>
      {editing ? (
        <Form.Item label="Build status" name="status" extra="Set it back to Waiting for build if it was marked as built by mistake.">
          <Select options={BUILD_STATUS_OPTIONS} />
        </Form.Item>
      ) : null}
      {editing ? (
        <Form.Item
          label="Review before publishing"
          name="requires_review"
          valuePropName="checked"
          extra="On: the client's Publish becomes Send for review, and nothing goes live until you approve it in Changes to Review."
        >
          <Switch />
        </Form.Item>
      ) : null}
    </Form>
  );
}

export default function WebsiteList() {
  const { date: formatDate } = useZonedDates();
  const { tableProps, searchFormProps, sorters, filters, tableQuery } = useListTable<Website, WebsiteSearch>({
    resource: 'websites',
    pagination: { pageSize: 10 },
    sorters: { initial: [{ field: 'created_at', order: 'desc' }] },
    onSearch: ({ q, owner_id }) => [qFilter(q), eqFilter('owner_id', owner_id)],
  });

  const refusedSave = useRefusedSaveKeepsWarning();
  const create = useModalForm<Website, HttpError, WebsiteValues>({
    action: 'create',
    resource: 'websites',
    redirect: false,
    onMutationError: refusedSave,
    successNotification: () => ({ message: 'Success!', description: 'Website created successfully.', type: 'success' }),
    errorNotification: serviceError,
  });
  const edit = useModalForm<Website, HttpError, WebsiteValues>({
    action: 'edit',
    resource: 'websites',
    redirect: false,
    onMutationError: refusedSave,
    successNotification: () => ({ message: 'Success!', description: 'Website updated successfully.', type: 'success' }),
    errorNotification: serviceError,
  });
  const { mutateAsync: deleteWebsite } = useDelete<Website>();

  // The row already holds every field: show it at once while the dialog loads the fresh record.
  const openEdit = (row: Website) => {
    edit.show(row.id);
    edit.formProps.form?.setFieldsValue({
      name: row.name,
      domain: row.domain,
      template: row.template,
      owner_id: row.owner_id,
      status: row.status,
      requires_review: row.requires_review,
    });
  };

  return (
    <div>
      <PageHeader
        title="Manage Websites"
        subtitle="Client websites, their owners and content sections"
        extra={
          <Space wrap>
            <ExportCsvButton path="/admin/websites/export" filters={filters} sorters={sorters} fileName="websites" />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
              Add Website
            </Button>
          </Space>
        }
      />
      <Card>
        <ListSearch formProps={searchFormProps} placeholder="Search name or domain">
          <Form.Item name="owner_id" label="Owner">
            <OwnerSelect style={{ width: 220 }} placeholder="All owners" />
          </Form.Item>
        </ListSearch>
        <ListTable
          {...tableProps}
          rowKey="id"
          locale={{ emptyText: emptyListText(filters, searchFormProps, 'No websites yet', tableQuery) }}
          scroll={{ x: 900 }}
        >
          <Table.Column<Website>
            title="Name"
            dataIndex="name"
            sorter
            defaultSortOrder={getDefaultSortOrder('name', sorters)}
            render={(value: string, row) => (
              <div>
                <Link to={`/dashboard/admin/websites/${encodeURIComponent(row.id)}`}>{value}</Link>
                <div>
                  <BuildStatusTag website={row} />
                </div>
              </div>
            )}
          />
          <Table.Column<Website>
            title="Owner"
            dataIndex="owner"
            render={(owner: Website['owner']) =>
              owner ? <Link to={`/dashboard/admin/clients/${encodeURIComponent(owner.id)}`}>{ownerLabel(owner)}</Link> : 'Unassigned'
            }
          />
          <Table.Column<Website>
            title="Domain"
            dataIndex="domain"
            sorter
            defaultSortOrder={getDefaultSortOrder('domain', sorters)}
            render={(value: string | null, row) => (
              <div>
                <div>
                  {/* A domain is read whole: the table gives it its width (phone cards still wrap it). */}
                  <span style={{ whiteSpace: 'nowrap' }}>{value || 'No domain'}</span> <DomainStatusTag website={row} />
                </div>
                <LiveSiteLink url={row.site_url} />
              </div>
            )}
          />
          <Table.Column<Website> title="Template" dataIndex="template" render={(value: string | null) => value || 'Default'} />
          <Table.Column<Website>
            title="Updated"
            dataIndex="updated_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('updated_at', sorters)}
            render={(value: string) => formatDate(value)}
          />
          <Table.Column<Website>
            title="Actions"
            key="actions"
            fixed="right"
            render={(_, row) => (
              <Space wrap>
                <MarkBuiltButton website={row} />
                <DomainDnsButton website={row} />
                <Button size="small" icon={<EditOutlined />} onClick={() => openEdit(row)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <LinkButton
                  to={`/dashboard/admin/websites/${row.id}/sections`}
                  size="small"
                  icon={<UnorderedListOutlined />}
                  aria-label={`Sections of ${row.name}`}
                >
                  Sections
                </LinkButton>
                <LinkButton to={`/dashboard/admin/websites/${row.id}/history`} size="small" icon={<HistoryOutlined />} aria-label={`History of ${row.name}`}>
                  History
                </LinkButton>
                <Popconfirm
                  title="Delete this website?"
                  description={`Its content sections and blog posts are deleted with it${row.owner ? `, and ${row.owner.full_name || row.owner.email} can no longer edit it` : ''}. This cannot be undone.`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    deleteWebsite({
                      resource: 'websites',
                      id: row.id,
                      successNotification: { message: 'Success!', description: 'Website deleted.', type: 'success' },
                      errorNotification: (error) => serviceError(error),
                    }).catch(() => undefined)
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.name}`} />
                </Popconfirm>
              </Space>
            )}
          />
        </ListTable>
      </Card>

      <Modal {...create.modalProps} afterOpenChange={(open) => open && focusFirstField('website-create')} title="Create New Website" okText="Create Website">
        <WebsiteForm
          formProps={{ ...create.formProps, name: 'website-create', onFinish: settled((v: WebsiteValues) => create.formProps.onFinish?.(clean(v, false))) }}
          editing={false}
        />
      </Modal>
      <Modal {...edit.modalProps} afterOpenChange={(open) => open && focusFirstField('website-edit')} title="Edit Website" okText="Update Website">
        <WebsiteForm
          formProps={{ ...edit.formProps, name: 'website-edit', onFinish: settled((v: WebsiteValues) => edit.formProps.onFinish?.(clean(v, true))) }}
          editing
          current={edit.query?.data?.data?.owner}
        />
      </Modal>
    </div>
  );
}
