import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmEmail, confirmEmailChange } from '../../providers/session';
import { useToast } from '../../lib/toast';
import { AuthLayout } from './auth-layout';
import { LinkButton } from '../../components/link-button';

/**
 * The e-mailed confirmation link: confirms the token, which signs the user in, then /dashboard.
 * With `change=1` it is the link to a new sign-in address an admin asked for: it confirms the
 * address (no session) and says to sign in with it.
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  if (params.get('change') === '1') return <ConfirmEmailChange token={params.get('token')} />;
  return <ConfirmSignUp token={params.get('token')} />;
}

function ConfirmEmailChange({ token }: { token: string | null }) {
  const [error, setError] = useState<string | null>(token ? null : 'This confirmation link is incomplete.');
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmEmailChange(token).then(
      (done) => active && setEmail(done.email),
      (e: Error) => active && setError(e.message),
    );
    return () => {
      active = false;
    };
  }, [token]);
  return (
    <AuthLayout title="Confirm your new email">
      {error || email ? (
        <Result
          status={error ? 'error' : 'success'}
          title={error ? 'We could not confirm your new email' : 'Your new email is confirmed'}
          subTitle={error ?? `From now on, sign in with ${email}.`}
          extra={
            <LinkButton to="/auth" type="primary">
              {error ? 'Back to sign in' : 'Sign in'}
            </LinkButton>
          }
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <p style={{ marginTop: 12 }}>Confirming your new email...</p>
        </div>
      )}
    </AuthLayout>
  );
}

function ConfirmSignUp({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [error, setError] = useState<string | null>(token ? null : 'This confirmation link is incomplete.');

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmEmail(token).then(
      () => {
        if (!active) return;
        toast.signedIn('Success!', 'Logged in successfully.');
        navigate('/dashboard', { replace: true });
      },
      (e: Error) => active && setError(e.message),
    );
    return () => {
      active = false;
    };
  }, [token, navigate, toast]);

  return (
    <AuthLayout title="Confirm your email">
      {error ? (
        <Result
          status="error"
          title="We could not confirm your email"
          subTitle={error}
          extra={
            <LinkButton to="/auth" type="primary">
              Back to sign in
            </LinkButton>
          }
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin />
          <p style={{ marginTop: 12 }}>Confirming your email...</p>
        </div>
      )}
    </AuthLayout>
  );
}
