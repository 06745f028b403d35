import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
// Deep import: the antd Input barrel also drags in TextArea, Search and OTP.
import Password from 'antd/es/input/Password';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@fw/shared-api-client';
import { resetPassword } from '../../providers/session';
import { FORGOT_PASSWORD_PATH } from './forgot-password-link';
import { useToast } from '../../lib/toast';
import { AuthLayout } from './auth-layout';
import { newPasswordRules } from '../../lib/password-rules';

interface ResetValues {
  password: string;
  confirm: string;
}

/** The e-mailed reset link, or an invitation (`invite=1`): choose a password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const token = params.get('token');
  const invite = params.get('invite') === '1';
  const [busy, setBusy] = useState(false);
  // A used or expired link: said on the page, with the way to a new one (a toast alone left the
  // person on a form that can never succeed).
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const submit = async ({ password }: ResetValues) => {
    if (!token) return;
    setBusy(true);
    try {
      const { message } = await resetPassword(token, password);
      toast.success('Success!', message);
      navigate('/auth', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AUTH.INVALID_TOKEN') setDeadLink(error.message);
      else toast.error((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={invite ? 'Choose your password' : 'Choose a new password'}>
      {!token ? (
        <Alert type="error" showIcon message="This reset link is incomplete." description={<Link to="/auth">Back to sign in</Link>} />
      ) : deadLink ? (
        <Alert type="warning" showIcon message={deadLink} description={<Link to={FORGOT_PASSWORD_PATH}>Request a new link</Link>} />
      ) : (
        <Form<ResetValues> name="reset-password" layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
          <Form.Item label="New Password" name="password" rules={newPasswordRules}>
            <Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm Password"
            name="confirm"
            dependencies={['password']}
            rules={[
              { required: true, message: 'Please confirm the password' },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('The passwords do not match')),
              }),
            ]}
          >
            <Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {busy ? 'Saving...' : invite ? 'Set Password' : 'Reset Password'}
          </Button>
          <div style={{ textAlign: 'center', marginTop: 12 }}>
            <Link to="/auth">Back to sign in</Link>
          </div>
        </Form>
      )}
    </AuthLayout>
  );
}
