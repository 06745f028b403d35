import { useState } from 'react';
import { Alert, Button, Divider, Form, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import { passkeySignInOptions, verifySecondFactor, type EnrolmentAnswer, type SignInChallenge } from '../../providers/session';
import { passkeyErrorMessage, passkeysSupported, signWithPasskey } from '../../lib/passkeys';
import { useToast } from '../../lib/toast';
import { TotpEnrolment } from './totp-enrolment';
import { RecoveryCodesNotice } from './recovery-codes-notice';

/** The step after a right password: a code from the app, a passkey, or a recovery code. */
export function SecondFactorForm({ challenge, onSignedIn, onRestart }: { challenge: SignInChallenge; onSignedIn: () => void; onRestart: () => void }) {
  const toast = useToast();
  const hasTotp = challenge.methods.includes('totp');
  const [method, setMethod] = useState<'totp' | 'recovery_code'>(hasTotp ? 'totp' : 'recovery_code');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();

  const finish = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await run();
      toast.success('Success!', 'Logged in successfully.');
      onSignedIn();
    } catch (e) {
      setError(passkeyErrorMessage(e));
      form.resetFields();
      setBusy(false);
    }
  };

  const usePasskey = () =>
    finish(async () => {
      const { options } = await passkeySignInOptions(challenge.challenge);
      await verifySecondFactor(challenge.challenge, { method: 'passkey', passkey: await signWithPasskey(options) });
    });

  return (
    <div data-testid="second-factor">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Two-step verification
      </Typography.Title>
      <Typography.Paragraph>
        {method === 'totp' ? 'Enter the 6-digit code from your authenticator app.' : 'Enter one of your recovery codes. Each code works once.'}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} /> : null}
      {challenge.methods.includes('totp') || challenge.methods.includes('recovery_code') ? (
        <Form
          form={form}
          name="second-factor"
          layout="vertical"
          requiredMark={false}
          disabled={busy}
          noValidate
          onFinish={({ code }) => finish(() => verifySecondFactor(challenge.challenge, { method, code: code.trim() }))}
        >
          <Form.Item label={method === 'totp' ? 'Authentication code' : 'Recovery code'} name="code" rules={[{ required: true, message: 'Enter the code' }]}>
            {method === 'totp' ? (
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" autoFocus />
            ) : (
              <Input autoComplete="off" spellCheck={false} placeholder="xxxx-xxxx-xxxx-xxxx-xxxx-xxxx" maxLength={40} autoFocus />
            )}
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Verify
          </Button>
        </Form>
      ) : null}
      {challenge.methods.includes('passkey') ? (
        <>
          <Divider plain>or</Divider>
          <Button block onClick={usePasskey} disabled={busy || !passkeysSupported()}>
            Use a passkey
          </Button>
        </>
      ) : null}
      <div style={{ textAlign: 'center', marginTop: 12 }}>
        {hasTotp && challenge.methods.includes('recovery_code') ? (
          <Button type="link" onClick={() => setMethod(method === 'totp' ? 'recovery_code' : 'totp')}>
            {method === 'totp' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
          </Button>
        ) : null}
        <Button type="link" onClick={onRestart}>
          Back to sign in
        </Button>
      </div>
    </div>
  );
}

/** An admin past the grace period: the password opened only this; the first factor starts the session. */
export function EnrolNowForm({ challenge, onSignedIn }: { challenge: SignInChallenge; onSignedIn: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodesNotice codes={codes} onDone={onSignedIn} doneLabel="Continue to the dashboard" />;
  return (
    <div>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="Two-factor sign-in is required for admins"
        description="Set up an authenticator app to finish signing in."
      />
      <TotpEnrolment
        enrolmentChallenge={challenge.challenge}
        onEnrolled={(answer: EnrolmentAnswer) => (answer.recovery_codes ? setCodes(answer.recovery_codes) : onSignedIn())}
      />
    </div>
  );
}
