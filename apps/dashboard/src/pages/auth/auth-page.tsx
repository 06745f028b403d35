import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Button, Form, type FormInstance } from 'antd';
// Deep imports: the antd Input barrel also drags in TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_LIMITS, CHECKOUT_SESSION_ID_PATTERN } from '@fw/shared-field-limits';
import { ApiError } from '@fw/shared-api-client';
import {
  currentUser,
  onAuthEvent,
  requestPasswordReset,
  resendConfirmation,
  restoreSession,
  signIn,
  signUp,
  type SignInChallenge,
} from '../../providers/session';
import { PasskeySignInButton } from '../../components/two-factor/passkey-sign-in-button';
import { useNotificationApi, useToast } from '../../lib/toast';
import { AuthLayout, AuthTabs } from './auth-layout';
import { PurchaseSummary, useCheckoutSession } from './purchase-summary';
import { afterSignInPath } from './return-path';
import { opensForgotPassword } from './forgot-password-link';
import { newPasswordRules, PASSWORD_HINT } from '../../lib/password-rules';
import { emailRules } from '../../lib/email-rules';

// The second step (a code, an authenticator to set up) is for few sign-ins: /auth loads it only then.
const secondStep = () => import('../../components/two-factor/second-factor-form');
const SecondFactorForm = lazy(() => secondStep().then((m) => ({ default: m.SecondFactorForm })));
const EnrolNowForm = lazy(() => secondStep().then((m) => ({ default: m.EnrolNowForm })));
const stepLoading = <div role="status" aria-label="Loading" style={{ minHeight: 200 }} />;

export const SIGN_UP_SUCCESS = 'Account created successfully. Please check your email to confirm.';
// The account was made when the package was paid: a second sign-up would only discard its password.
const SUBTITLE_CHECKOUT = 'Your account was created when you paid. Choose your password with the "Set up your account" email, then sign in.';
const SUBTITLE_DEFAULT = 'Sign in to your account or create a new one';

interface Credentials {
  email: string;
  password: string;
}

function ResendConfirmation({ email }: { email: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { message } = await resendConfirmation(email);
          toast.success('Success!', message);
        } catch (error) {
          toast.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      Resend confirmation email
    </Button>
  );
}

/** Puts the buyer's checkout e-mail in an untouched e-mail field once it is known. */
function usePrefilledEmail(form: FormInstance<Credentials>, email: string | null | undefined) {
  useEffect(() => {
    if (email && !form.isFieldTouched('email') && !form.getFieldValue('email')) form.setFieldsValue({ email });
  }, [form, email]);
}

function SignInForm({
  sessionId,
  buyerEmail,
  onSignedIn,
  onForgot,
}: {
  sessionId?: string;
  buyerEmail?: string | null;
  onSignedIn: () => void;
  onForgot: () => void;
}) {
  const toast = useToast();
  const notifications = useNotificationApi();
  // Admins without a second factor, in their grace period: asked to enrol at each sign-in.
  const enrolReminder = (enrolBy: string) =>
    notifications.warning({
      message: 'Set up two-factor sign-in',
      description: `Admins must use two-factor sign-in. Set it up in Settings before ${new Date(enrolBy).toLocaleDateString()}.`,
      duration: 10,
    });
  const [form] = Form.useForm<Credentials>();
  usePrefilledEmail(form, buyerEmail);
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const submit = async ({ email, password }: Credentials) => {
    setBusy(true);
    setUnconfirmed(null);
    try {
      const outcome = await signIn(email.trim(), password, sessionId);
      if (outcome.kind === 'challenge') {
        setChallenge(outcome.challenge);
        setBusy(false);
        return;
      }
      toast.signedIn('Success!', 'Logged in successfully.');
      if (outcome.enrolBy) enrolReminder(outcome.enrolBy);
      onSignedIn();
    } catch (error) {
      toast.error((error as Error).message);
      if (error instanceof ApiError && error.code === 'AUTH.EMAIL_NOT_CONFIRMED') setUnconfirmed(email.trim());
      setBusy(false);
    }
  };
  if (challenge?.purpose === 'enrolment') {
    return (
      <Suspense fallback={stepLoading}>
        <EnrolNowForm challenge={challenge} onSignedIn={() => onSignedIn()} />
      </Suspense>
    );
  }
  if (challenge) {
    return (
      <Suspense fallback={stepLoading}>
        <SecondFactorForm
          challenge={challenge}
          onSignedIn={() => onSignedIn()}
          onRestart={() => {
            setChallenge(null);
            form.resetFields(['password']);
          }}
        />
      </Suspense>
    );
  }
  return (
    <Form<Credentials> form={form} name="sign-in" layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} noValidate>
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Email is required' }]}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" maxLength={ACCOUNT_LIMITS.email} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Password autoComplete="current-password" />
      </Form.Item>
      {unconfirmed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Please confirm your email address before signing in."
          description={<ResendConfirmation email={unconfirmed} />}
        />
      ) : null}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <div style={{ marginTop: 12 }}>
        <PasskeySignInButton onSignedIn={() => onSignedIn()} />
      </div>
      <div style={{ textAlign: 'center', marginTop: 12 }}>
        <Button type="link" onClick={onForgot} disabled={false}>
          Forgot password?
        </Button>
      </div>
    </Form>
  );
}

function SignUpForm({ sessionId, buyerEmail }: { sessionId?: string; buyerEmail?: string | null }) {
  const toast = useToast();
  const [form] = Form.useForm<Credentials>();
  usePrefilledEmail(form, buyerEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async ({ email, password }: Credentials) => {
    setBusy(true);
    try {
      await signUp(email.trim(), password, sessionId);
      toast.success('Success!', SIGN_UP_SUCCESS);
      setSentTo(email.trim());
      form.resetFields();
    } catch (error) {
      // A password the server refuses (too common) is marked on its field, like the form's own rules.
      const refused = error instanceof ApiError ? (error.details?.fields as Record<string, string[]> | undefined)?.password : undefined;
      if (refused?.length) form.setFields([{ name: 'password', errors: refused }]);
      else toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Credentials> form={form} name="sign-up" layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} noValidate>
      {sentTo ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={SIGN_UP_SUCCESS}
          description={
            <span>
              {/* The same words whatever the address: an account made when its owner paid gets an
                  invitation to choose a password instead of a confirmation, and the answer must
                  not tell which (no account enumeration). */}
              We sent an email to <strong>{sentTo}</strong>. Its link confirms your address, or, if your account was set up when you paid, lets you choose your
              password. <ResendConfirmation email={sentTo} />
            </span>
          }
        />
      ) : null}
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" maxLength={ACCOUNT_LIMITS.email} />
      </Form.Item>
      <Form.Item label="Password" name="password" extra={PASSWORD_HINT} rules={newPasswordRules}>
        <Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? 'Creating account...' : 'Sign Up'}
      </Button>
    </Form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(email.trim());
      toast.success('Success!', message);
      setSent(message);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form name="forgot-password" layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} noValidate>
      <p>Enter your email and we will send you a link to choose a new password.</p>
      {sent ? <Alert type="success" showIcon style={{ marginBottom: 16 }} message={sent} /> : null}
      <Form.Item label="Email" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" maxLength={ACCOUNT_LIMITS.email} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <div style={{ textAlign: 'center', marginTop: 12 }}>
        <Button type="link" onClick={onBack} disabled={false}>
          Back to sign in
        </Button>
      </div>
    </Form>
  );
}

/**
 * The paid checkout to link, when the link carries a well-formed one. A mangled id (a truncated or
 * edited link) is dropped rather than sent: the API would refuse the whole sign-in or sign-up.
 */
function checkoutSessionId(raw: string | null): string | undefined {
  return raw && CHECKOUT_SESSION_ID_PATTERN.test(raw) ? raw : undefined;
}

export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sessionId = checkoutSessionId(params.get('session_id'));
  const to = params.get('to');
  const [tab, setTab] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [forgot, setForgot] = useState(() => opensForgotPassword(params));
  // The checkout just paid: its summary stands above the subtitle and its e-mail fills the forms.
  const checkout = useCheckoutSession(sessionId);
  const buyerEmail = checkout?.kind === 'package' || checkout?.kind === 'hosting' ? checkout.buyer_email : null;

  // An existing session (this tab's, the refresh cookie's, or one another tab just opened) goes
  // straight to the dashboard. A sign-in on this page moves on by itself, when its form is done:
  // an admin enrolling here must first see the recovery codes.
  useEffect(() => {
    let active = true;
    const tryRestore = () =>
      restoreSession().then((user) => {
        if (active && user) navigate(afterSignInPath(to, user.id), { replace: true });
      });
    void tryRestore();
    const off = onAuthEvent((event, { elsewhere }) => {
      if (event === 'signed-in' && elsewhere) void tryRestore();
    });
    return () => {
      active = false;
      off();
    };
  }, [navigate, to]);

  return (
    <AuthLayout title={forgot ? 'Reset your password' : 'Welcome'} subtitle={forgot || checkout ? undefined : sessionId ? SUBTITLE_CHECKOUT : SUBTITLE_DEFAULT}>
      {!forgot && checkout ? (
        <>
          <PurchaseSummary checkout={checkout} />
          <p style={{ textAlign: 'center', margin: '0 0 20px' }}>{SUBTITLE_CHECKOUT}</p>
        </>
      ) : null}
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <AuthTabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'sign-in',
              label: 'Sign In',
              children: (
                <SignInForm
                  sessionId={sessionId}
                  buyerEmail={buyerEmail}
                  onSignedIn={() => navigate(afterSignInPath(to, currentUser()?.id), { replace: true })}
                  onForgot={() => setForgot(true)}
                />
              ),
            },
            { key: 'sign-up', label: 'Sign Up', children: <SignUpForm sessionId={sessionId} buyerEmail={buyerEmail} /> },
          ]}
        />
      )}
    </AuthLayout>
  );
}
