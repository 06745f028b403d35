import { useEffect, useState } from 'react';
import { useInvalidateAuthStore } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ApiError } from '@fw/shared-api-client';
import { endedSessionUser, onAuthEvent, signIn, type SignInChallenge } from '../providers/session';
import { SecondFactorForm } from './two-factor/second-factor-form';
import { useToast } from '../lib/toast';
import { leaveWithoutAsking } from './unsaved-changes-guard';

/**
 * When the server ends the session while a page is open (it expired, or a password change on
 * another device revoked it), the person signs in again right here, over the page, so what they
 * typed stays on it and can be saved afterwards. Signing in as someone else goes to the sign-in
 * page (the typing is kept in the browser for its owner).
 */
export function SessionEndedDialog() {
  const [email, setEmail] = useState<string | null>(() => endedSessionUser()?.email ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [form] = Form.useForm<{ password: string }>();
  const invalidateAuth = useInvalidateAuthStore();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(
    () =>
      onAuthEvent((event) => {
        if (event === 'session-ended') {
          setError(null);
          form.resetFields();
          setEmail(endedSessionUser()?.email ?? null);
        }
        if (event === 'signed-in' || event === 'signed-out') setEmail(null);
      }),
    [form],
  );

  const submit = async ({ password }: { password: string }) => {
    if (!email) return;
    setBusy(true);
    setError(null);
    try {
      const outcome = await signIn(email, password);
      if (outcome.kind === 'challenge') {
        // An admin who must enrol first does so on the sign-in page.
        if (outcome.challenge.purpose === 'enrolment') return someoneElse();
        setChallenge(outcome.challenge);
        return;
      }
      signedInAgain();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  function signedInAgain() {
    setEmail(null);
    setChallenge(null);
    form.resetFields();
    void invalidateAuth();
    toast.success('Signed in again', 'Your text is still here. Save when you are ready.');
  }

  const someoneElse = () => {
    setEmail(null);
    leaveWithoutAsking();
    navigate('/auth', { replace: true });
  };

  return (
    <Modal open={email !== null} title="Your session has ended" closable={false} maskClosable={false} keyboard={false} footer={null} forceRender>
      <Typography.Paragraph>
        You were signed out, for example after a password change on another device. Sign in again to carry on: this page and what you typed stay as they are.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} /> : null}
      {challenge ? <SecondFactorForm challenge={challenge} onSignedIn={signedInAgain} onRestart={() => setChallenge(null)} /> : null}
      <Form form={form} name="session-ended" layout="vertical" requiredMark={false} onFinish={submit} disabled={busy} hidden={challenge !== null}>
        <Form.Item label="Email">
          <Input value={email ?? ''} readOnly autoComplete="username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button type="link" style={{ padding: 0 }} onClick={someoneElse}>
            Sign in as someone else
          </Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            Sign in
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
