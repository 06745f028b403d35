import { useEffect, useState } from 'react';
import { useInvalidate, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import type {
  ClientDraftDto as ClientDraft,
  CreateClientFromSubmissionRequestDto as CreateClientRequest,
  ProvisionedClientDto as ProvisionedClient,
} from '@fw/shared-api-types';
import { ACCOUNT_LIMITS, SITE_LIMITS } from '@fw/shared-field-limits';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { focusFirstField } from '../../lib/dialog-focus';
import { emailRules } from '../../lib/email-rules';
import { useDialogGuard } from '../../lib/use-dialog-guard';

const FORM_NAME = 'create-client-form';
const typeOptions = [
  { value: 'text', label: 'Single line' },
  { value: 'textarea', label: 'Long text' },
];

/** What the questionnaire's details show once it became a client. */
export interface CreatedClient {
  client_id: string;
  profile: { full_name: string | null; email: string };
}

/**
 * "Create client and website" (docs/product.md §11.6): a form prefilled from the questionnaire's answers
 * (e-mail, name, website name, starting content sections). The API creates the account with its
 * invitation, the website waiting for its build and the link to the questionnaire in one go.
 */
export function CreateClientButton({
  submissionId,
  businessName,
  onCreated,
}: {
  submissionId: string;
  businessName: string;
  onCreated: (client: CreatedClient) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => setOpen(true)}>
        Create client and website
      </Button>
      {open ? <CreateClientDialog submissionId={submissionId} businessName={businessName} onClose={() => setOpen(false)} onCreated={onCreated} /> : null}
    </>
  );
}

function CreateClientDialog({
  submissionId,
  businessName,
  onClose,
  onCreated,
}: {
  submissionId: string;
  businessName: string;
  onClose: () => void;
  onCreated: (client: CreatedClient) => void;
}) {
  const [form] = Form.useForm<CreateClientRequest>();
  const draft = useApiGet<ClientDraft>(`/admin/submissions/${submissionId}/client-draft`, { silent: true });
  const create = useApiMutation<ProvisionedClient>();
  const invalidate = useInvalidate();
  const toast = useToast();
  const guard = useDialogGuard(onClose);

  useEffect(() => {
    if (!draft.data) return;
    form.setFieldsValue({ email: draft.data.email, full_name: draft.data.full_name, website_name: draft.data.website_name, sections: draft.data.sections });
    setTimeout(() => focusFirstField(FORM_NAME), 0);
  }, [draft.data, form]);

  const submit = async (values: CreateClientRequest) => {
    try {
      const created = await create.send('post', `/admin/submissions/${submissionId}/client`, { ...values, sections: values.sections ?? [] });
      const parts = [
        created.client_created ? 'The client account was created.' : 'A client with this email already existed and was used.',
        created.website_created
          ? 'Their website is waiting for its build.'
          : created.website_filled
            ? 'Their website, waiting for its build, took this name and these sections.'
            : 'They already had a website; it was kept as it is.',
        created.invited ? `An invitation to choose a password was emailed to ${values.email}.` : '',
      ];
      toast.success('Client and website ready', parts.filter(Boolean).join(' '));
      onCreated({ client_id: created.client_id, profile: { full_name: values.full_name || null, email: values.email } });
      guard.saved();
      await invalidate({ resource: 'submissions', invalidates: ['list', 'detail'] });
    } catch (error) {
      const e = error as HttpError;
      const fields = (e.errors ?? {}) as Record<string, string[] | string>;
      const known = (['email', 'full_name', 'website_name', 'sections'] as const).filter((name) => fields[name]);
      form.setFields(known.map((name) => ({ name, errors: ([] as string[]).concat(fields[name]) })));
      toast.error(e.message ?? 'Failed to create the client');
    }
  };

  return (
    <Modal
      open
      title="Create client and website"
      okText="Create client and website"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !draft.data, loading: create.isPending }}
      onCancel={guard.close}
      width="min(720px, calc(100vw - 32px))"
      destroyOnHidden
    >
      <Typography.Paragraph>
        From the questionnaire of <Typography.Text strong>{businessName}</Typography.Text>. Check and edit the details: the client gets an email invitation to
        choose a password, and a website waiting for its build with these sections.
      </Typography.Paragraph>
      {draft.error ? <Alert type="error" showIcon message="The questionnaire could not be loaded." description={draft.error.message} /> : null}
      {draft.isLoading ? <Typography.Text type="secondary">Loading the answers…</Typography.Text> : null}
      <Form
        form={form}
        name={FORM_NAME}
        layout="vertical"
        onFinish={submit}
        onValuesChange={guard.onValuesChange}
        hidden={!draft.data}
        requiredMark="optional"
        noValidate
      >
        <Form.Item name="email" label="Email" rules={emailRules}>
          <Input type="email" maxLength={ACCOUNT_LIMITS.email} autoComplete="off" />
        </Form.Item>
        <Form.Item name="full_name" label="Full Name">
          <Input maxLength={ACCOUNT_LIMITS.fullName} autoComplete="off" />
        </Form.Item>
        <Form.Item name="website_name" label="Website Name" rules={[{ required: true, whitespace: true, message: 'Website name is required' }]}>
          <Input maxLength={SITE_LIMITS.websiteName} />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Starting content sections
        </Typography.Title>
        <Form.List name="sections">
          {(fields, { add, remove }) => (
            <div>
              {fields.map((field, index) => (
                <fieldset key={field.key} style={{ border: '1px solid #e2e8f0', borderRadius: 8, padding: '8px 12px 0', marginBottom: 12, minWidth: 0 }}>
                  <legend style={{ fontSize: 14, width: 'auto', marginBottom: 0, padding: '0 4px', border: 0 }}>Section {index + 1}</legend>
                  <Space wrap align="start" style={{ width: '100%' }}>
                    <Form.Item
                      name={[field.name, 'key']}
                      label="Key"
                      rules={[{ required: true, pattern: /^[a-z0-9_]{1,100}$/, message: 'Lower-case letters, digits and underscores' }]}
                    >
                      <Input style={{ width: 200, maxWidth: '100%' }} maxLength={SITE_LIMITS.sectionKey} />
                    </Form.Item>
                    {/* No rule here: antd would put aria-required on the select's wrapper (axe: aria-allowed-attr); the type always has a value. */}
                    <Form.Item name={[field.name, 'type']} label="Type">
                      <Select style={{ width: 140 }} options={typeOptions} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: 30 }} aria-label={`Remove section ${index + 1}`}>
                      Remove
                    </Button>
                  </Space>
                  <Form.Item name={[field.name, 'value']} label="Text">
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={SITE_LIMITS.sectionContent} />
                  </Form.Item>
                </fieldset>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ key: '', type: 'text', value: '' })}>
                Add section
              </Button>
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
