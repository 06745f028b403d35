import type { HttpError } from '@refinedev/core';
import { Button, Card, Form, Input } from 'antd';
import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';

interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const LENGTH_RULE = `Password must be ${ACCOUNT_LIMITS.passwordMin} to ${ACCOUNT_LIMITS.passwordMax} characters`;

/**
 * Settings → Change password (docs/product.md §12.9): the current password, then a new one with the
 * sign-up rules. The server ends every other session; this one goes on.
 */
export function ChangePasswordCard() {
  const [form] = Form.useForm<PasswordChange>();
  const change = useApiMutation<void>();
  const toast = useToast();

  const submit = async (values: PasswordChange) => {
    try {
      await change.send('post', '/auth/password/change', { current_password: values.current_password, new_password: values.new_password });
      form.resetFields();
      toast.success('Password changed', 'Your password has been changed. You were signed out on your other devices.');
    } catch (error) {
      const fields = (error as HttpError & { errors?: Record<string, string[] | string> }).errors ?? {};
      const marked = (['current_password', 'new_password'] as const).filter((name) => fields[name]);
      if (marked.length) form.setFields(marked.map((name) => ({ name, errors: ([] as string[]).concat(fields[name] as string[] | string) })));
      toast.error((error as HttpError).message || 'Failed to change password');
    }
  };

  return (
    <Card title="Change password" style={{ maxWidth: 640, marginTop: 16 }}>
      <Form form={form} name="change-password" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="Current password" name="current_password" rules={[{ required: true, message: 'Enter your current password' }]}>
          <Input.Password autoComplete="current-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
        </Form.Item>
        <Form.Item
          label="New password"
          name="new_password"
          extra={`At least ${ACCOUNT_LIMITS.passwordMin} characters.`}
          rules={[
            { required: true, message: 'Enter a new password' },
            { min: ACCOUNT_LIMITS.passwordMin, max: ACCOUNT_LIMITS.passwordMax, message: LENGTH_RULE },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirm_password"
          dependencies={['new_password']}
          rules={[
            { required: true, message: 'Enter the new password again' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error('The passwords do not match')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={ACCOUNT_LIMITS.passwordMax} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </Form>
    </Card>
  );
}
