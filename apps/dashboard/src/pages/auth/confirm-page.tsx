import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirmEmail } from '../../providers/session';
import { useToast } from '../../lib/toast';
import { AuthLayout } from './auth-layout';

/** The e-mailed confirmation link: confirms the token, which signs the user in, then /dashboard. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(token ? null : 'This confirmation link is incomplete.');

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmEmail(token).then(
      () => {
        if (!active) return;
        toast.success('Success!', 'Logged in successfully.');
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
            <Link to="/auth">
              <Button type="primary">Back to sign in</Button>
            </Link>
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
