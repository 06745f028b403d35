import { useState } from 'react';
import { getDefaultSortOrder, useModalForm } from '@refinedev/antd';
import { useListTable } from '../../lib/use-list-table';
import { useDelete, useOne, useUpdate, type HttpError } from '@refinedev/core';
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, HistoryOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { SITE_LIMITS } from '@fw/shared-field-limits';
import type { Section, Website } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { ListTable } from '../../components/list-table';
import { settled } from '../../lib/settled';
import { focusFirstField } from '../../lib/dialog-focus';
import { useRefusedSaveKeepsWarning } from '../../lib/use-refused-save';
import { sectionLabel } from '../../lib/format';
import { useOwnerRecord } from '../../lib/record-title';
import { LinkButton } from '../../components/link-button';

interface SectionValues {
  website_id?: string;
  section_key?: string;
  content_type?: string;
  content_value?: string;
  is_locked?: boolean;
  /** The version the edit dialog shows, sent back so a newer save (the client's) is not overwritten. */
  version?: number;
}

const typeOptions = [
  { value: 'text', label: 'text (single line)' },
  { value: 'textarea', label: 'textarea (multi-line)' },
];

const serviceError = (error?: HttpError) => ({ message: 'Error', description: error?.message ?? 'Failed to save section', type: 'error' as const });

function SectionForm({ formProps, name, isCreate }: { formProps: object; name: string; isCreate: boolean }) {
  return (
    <Form {...formProps} name={name} layout="vertical">
      <Form.Item
        label="Section Key"
        name="section_key"
        extra="Lower-case letters, digits and underscores, e.g. hero_title"
        rules={[
          { required: true, message: 'Section Key is required' },
          { pattern: /^[a-z0-9_]+$/, message: 'Use lower-case letters, digits and underscores only' },
        ]}
      >
        <Input maxLength={SITE_LIMITS.sectionKey} />
      </Form.Item>
      <Form.Item label="Type" name="content_type">
        <Select options={typeOptions} />
      </Form.Item>
      <Form.Item label="Content" name="content_value">
        <Input.TextArea rows={4} maxLength={SITE_LIMITS.sectionContent} />
      </Form.Item>
      <Form.Item label="Locked" name="is_locked" valuePropName="checked" extra={isCreate ? 'Locked sections cannot be edited by the client.' : undefined}>
        <Switch />
      </Form.Item>
      {/* Set with the other values whenever the dialog loads the section, so it always matches them. */}
      {isCreate ? null : (
        <Form.Item name="version" hidden>
          <Input type="hidden" />
        </Form.Item>
      )}
    </Form>
  );
}

/** The content sections of one website: add, edit, lock or unlock, delete. */
export default function SectionList() {
  const { dateTime: formatDateTime } = useZonedDates();
  const { websiteId = '' } = useParams();
  const { result: website } = useOne<Website>({ resource: 'websites', id: websiteId, errorNotification: false });
  useOwnerRecord(website ? { name: website.name, href: `/dashboard/admin/websites/${websiteId}` } : null);
  const [toggling, setToggling] = useState<string | null>(null);

  const { tableProps, sorters } = useListTable<Section>({
    resource: 'sections',
    pagination: { pageSize: 50 },
    sorters: { initial: [{ field: 'section_key', order: 'asc' }] },
    filters: { permanent: [{ field: 'website_id', operator: 'eq', value: websiteId }] },
  });

  const refusedSave = useRefusedSaveKeepsWarning();
  const create = useModalForm<Section, HttpError, SectionValues>({
    action: 'create',
    resource: 'sections',
    redirect: false,
    onMutationError: refusedSave,
    successNotification: () => ({ message: 'Success!', description: 'Section created.', type: 'success' }),
    errorNotification: serviceError,
  });
  const edit = useModalForm<Section, HttpError, SectionValues>({
    action: 'edit',
    resource: 'sections',
    redirect: false,
    onMutationError: refusedSave,
    successNotification: () => ({ message: 'Success!', description: 'Section updated.', type: 'success' }),
    errorNotification: serviceError,
  });
  const { mutateAsync: update } = useUpdate<Section>();
  const { mutateAsync: remove } = useDelete<Section>();

  const openEdit = (row: Section) => {
    edit.show(row.id);
    edit.formProps.form?.setFieldsValue({
      section_key: row.section_key,
      content_type: row.content_type,
      content_value: row.content_value ?? '',
      is_locked: row.is_locked,
      version: row.version,
    });
  };

  const setLocked = async (row: Section, locked: boolean) => {
    setToggling(row.id);
    try {
      await update({
        resource: 'sections',
        id: row.id,
        values: { is_locked: locked },
        successNotification: { message: 'Success!', description: `Section ${row.section_key} ${locked ? 'locked' : 'unlocked'}.`, type: 'success' },
        errorNotification: serviceError,
      });
    } catch {
      // toast shown
    } finally {
      setToggling(null);
    }
  };

  return (
    <div>
      <LinkButton to="/dashboard/admin/websites" type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
        Back to websites
      </LinkButton>
      <PageHeader
        title="Content Sections"
        subtitle={website ? `${website.name}${website.domain ? ` · ${website.domain}` : ''}` : undefined}
        extra={
          <Space wrap>
            <LinkButton to={`/dashboard/admin/websites/${websiteId}/history`} icon={<HistoryOutlined />}>
              Change History
            </LinkButton>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => create.show()}>
              Add Section
            </Button>
          </Space>
        }
      />
      <Card>
        <ListTable {...tableProps} rowKey="id" locale={{ emptyText: 'No content sections yet' }} scroll={{ x: 900 }}>
          {/* What the client sees the section called in Edit Content (the website's template's label). */}
          <Table.Column<Section> title="Section" key="label" render={(_, row) => sectionLabel(row.section_key, website?.template)} />
          <Table.Column<Section>
            title="Key"
            dataIndex="section_key"
            sorter
            defaultSortOrder={getDefaultSortOrder('section_key', sorters)}
            render={(value: string) => <Typography.Text code>{value}</Typography.Text>}
          />
          <Table.Column<Section> title="Type" dataIndex="content_type" render={(value: string) => <Tag>{value}</Tag>} />
          <Table.Column<Section>
            title="Content"
            dataIndex="content_value"
            render={(value: string | null) => (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 360 }}>
                {value}
              </Typography.Paragraph>
            )}
          />
          <Table.Column<Section>
            title="Locked"
            dataIndex="is_locked"
            render={(value: boolean, row) => (
              <Switch
                checked={value}
                loading={toggling === row.id}
                checkedChildren={<LockOutlined />}
                unCheckedChildren={<UnlockOutlined />}
                aria-label={`Lock ${row.section_key}`}
                onChange={(checked) => setLocked(row, checked)}
              />
            )}
          />
          <Table.Column<Section>
            title="Updated"
            dataIndex="updated_at"
            sorter
            defaultSortOrder={getDefaultSortOrder('updated_at', sorters)}
            render={(value: string) => formatDateTime(value)}
          />
          <Table.Column<Section>
            title="Actions"
            key="actions"
            fixed="right"
            render={(_, row) => (
              <Space>
                <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${row.section_key}`} onClick={() => openEdit(row)} />
                <Popconfirm
                  title={`Delete section ${row.section_key}?`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove({
                      resource: 'sections',
                      id: row.id,
                      successNotification: { message: 'Success!', description: 'Section deleted.', type: 'success' },
                      errorNotification: serviceError,
                    }).catch(() => undefined)
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${row.section_key}`} />
                </Popconfirm>
              </Space>
            )}
          />
        </ListTable>
      </Card>

      <Modal {...create.modalProps} afterOpenChange={(open) => open && focusFirstField('section-create')} title="Add Section" okText="Add Section">
        <SectionForm
          name="section-create"
          isCreate
          formProps={{
            ...create.formProps,
            initialValues: { content_type: 'text', is_locked: false, content_value: '' },
            onFinish: settled((v: SectionValues) => create.formProps.onFinish?.({ ...v, website_id: websiteId })),
          }}
        />
      </Modal>
      <Modal {...edit.modalProps} afterOpenChange={(open) => open && focusFirstField('section-edit')} title="Edit Section" okText="Update Section">
        <SectionForm
          name="section-edit"
          isCreate={false}
          formProps={{
            ...edit.formProps,
            onFinish: settled((v: SectionValues) =>
              edit.formProps.onFinish?.({
                section_key: v.section_key,
                content_type: v.content_type,
                content_value: v.content_value ?? '',
                is_locked: Boolean(v.is_locked),
                version: v.version,
              }),
            ),
          }}
        />
      </Modal>
    </div>
  );
}
