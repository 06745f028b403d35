import { useEffect, useState } from 'react';
import { Alert, Button, Form, Skeleton, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import { ApiError } from '@fw/shared-api-client';
import { enrolmentCall, type EnrolmentAnswer, type TotpSetup } from '../../providers/session';

/**
 * Adding an authenticator app: the QR code (and the secret for typing in by hand), then the
 * current code confirms it. Signed in, or with the enrolment challenge of a password step.
 */
export function TotpEnrolment({
  enrolmentChallenge,
  onEnrolled,
  onCancel,
}: {
  enrolmentChallenge?: string;
  onEnrolled: (answer: EnrolmentAnswer) => void;
  onCancel?: () => void;
}) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string }>();

  useEffect(() => {
    let active = true;
    enrolmentCall<TotpSetup>('/auth/two-factor/totp', {}, enrolmentChallenge)
      .then((answer) => active && setSetup(answer))
      .catch((e: unknown) => active && setError(e instanceof Error ? e.message : 'The setup could not start.'));
    return () => {
      active = false;
    };
  }, [enrolmentChallenge]);

  const confirm = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      onEnrolled(await enrolmentCall<EnrolmentAnswer>('/auth/two-factor/totp/confirm', { code: code.trim() }, enrolmentChallenge));
    } catch (e) {
      const field = e instanceof ApiError ? (e.details?.fields as Record<string, string[]> | undefined)?.code : undefined;
      form.setFields([{ name: 'code', errors: field ?? [(e as Error).message] }]);
      setBusy(false);
    }
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!setup) return <Skeleton active />;
  return (
    <div data-testid="totp-enrolment">
      <Typography.Paragraph>
        Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator), then enter the 6-digit code it shows.
      </Typography.Paragraph>
      <img
        src={setup.qr_code}
        alt="QR code for your authenticator app"
        width={180}
        height={180}
        style={{ display: 'block', margin: '0 auto 12px', background: '#fff' }}
      />
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', wordBreak: 'break-all' }}>
        Can't scan it? Enter this key:{' '}
        <Typography.Text code copyable data-testid="totp-secret">
          {setup.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form form={form} name="totp-enrolment" layout="vertical" requiredMark={false} onFinish={confirm} disabled={busy} noValidate>
        <Form.Item label="6-digit code" name="code" rules={[{ required: true, message: 'Enter the code from your app' }]}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Turn on
        </Button>
        {onCancel ? (
          <Button type="link" onClick={onCancel} disabled={false}>
            Cancel
          </Button>
        ) : null}
      </Form>
    </div>
  );
}
