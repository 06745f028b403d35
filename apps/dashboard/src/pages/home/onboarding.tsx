import { useState } from 'react';
import { Alert, Button, Form, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import type { MyProjectDto } from '@fw/shared-api-types';
import { ACCOUNT_LIMITS, SITE_LIMITS } from '@fw/shared-field-limits';
import { useApiMutation } from '../../lib/use-api';
import { currentUser, updateCurrentUser } from '../../providers/session';
import { Panel } from '../../components/notice';

interface Names {
  full_name: string;
  business_name: string;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * The first sign-in of a client without a name (a buyer's account, a sign-up): asks who they are
 * and what the business is called, instead of greeting "User" and naming the website after the e-mail.
 */
export function Onboarding({ project, onDone }: { project: MyProjectDto; onDone: (project: MyProjectDto) => void }) {
  const [form] = Form.useForm<Names>();
  const { send, isPending } = useApiMutation<MyProjectDto>();
  const [error, setError] = useState<string | null>(null);
  const submit = async (names: Names) => {
    setError(null);
    try {
      const saved = await send('post', '/my/onboarding', { full_name: names.full_name.trim(), business_name: names.business_name.trim() });
      const me = currentUser();
      if (me) updateCurrentUser({ ...me, full_name: saved.full_name });
      onDone(saved);
    } catch (caught) {
      setError((caught as Error).message || 'Could not save. Please try again.');
    }
  };
  return (
    <div style={{ maxWidth: 560, marginBottom: 24 }}>
      <Panel title="Let's get you set up">
        <Typography.Paragraph type="secondary">
          Two quick questions so we know who we are working with. You can change your name later in Settings.
        </Typography.Paragraph>
        <Form<Names>
          form={form}
          name="onboarding"
          layout="vertical"
          requiredMark={false}
          initialValues={{ full_name: project.full_name ?? '', business_name: project.business_name ?? '' }}
          onFinish={(values) => void submit(values)}
          disabled={isPending}
        >
          <Form.Item label="Your name" name="full_name" rules={required('Please enter your name')}>
            <Input autoComplete="name" placeholder="Dana Lee" maxLength={ACCOUNT_LIMITS.fullName} />
          </Form.Item>
          <Form.Item
            label="Business name"
            name="business_name"
            rules={required('Please enter your business name')}
            extra="We use it as your website's name until we build it."
          >
            <Input autoComplete="organization" placeholder="Dana's Bakery" maxLength={SITE_LIMITS.websiteName} />
          </Form.Item>
          {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} /> : null}
          <Button type="primary" htmlType="submit" loading={isPending}>
            Continue
          </Button>
        </Form>
      </Panel>
    </div>
  );
}
