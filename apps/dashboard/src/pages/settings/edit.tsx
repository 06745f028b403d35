import { useGetIdentity } from '@refinedev/core';
import { Button, Card, Form, Input, Skeleton } from 'antd';
import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import { updateCurrentUser, type Me } from '../../providers/session';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordCard } from './change-password';
import { TwoFactorCard } from './two-factor';

export const EMAIL_NOTE = 'Email cannot be changed. Contact your administrator.';

export default function SettingsPage() {
  const { data: me, isLoading } = useGetIdentity<Me>();
  const save = useApiMutation<Me>();
  const toast = useToast();

  const submit = async ({ full_name }: { full_name: string }) => {
    try {
      const updated = await save.send('patch', '/auth/me', { full_name: (full_name ?? '').trim() });
      updateCurrentUser(updated);
      toast.success('Success!', 'Your profile has been updated.');
    } catch {
      toast.error('Failed to update profile');
    }
  };

  return (
    <div>
      <PageHeader title="Settings" subtitle="Manage your profile" />
      <Card title="Profile" style={{ maxWidth: 640 }}>
        {isLoading || !me ? (
          <Skeleton active />
        ) : (
          <Form name="profile" layout="vertical" initialValues={{ full_name: me.full_name ?? '', email: me.email }} onFinish={submit}>
            <Form.Item label="Full Name" name="full_name">
              <Input autoComplete="name" maxLength={ACCOUNT_LIMITS.fullName} />
            </Form.Item>
            <Form.Item label="Email" name="email" extra={EMAIL_NOTE}>
              <Input type="email" readOnly disabled />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Form>
        )}
      </Card>
      <ChangePasswordCard />
      <TwoFactorCard />
    </div>
  );
}
