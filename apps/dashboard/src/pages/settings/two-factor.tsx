import { useState } from 'react';
import { Alert, Button, Card, Form, List, Modal, Skeleton, Space, Tag, Typography } from 'antd';
import Password from 'antd/es/input/Password';
import Input from 'antd/es/input/Input';
import type { HttpError } from '@refinedev/core';
import { enrolmentCall, type EnrolmentAnswer } from '../../providers/session';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';
import { createPasskey, passkeyErrorMessage, passkeysSupported } from '../../lib/passkeys';
import { TotpEnrolment } from '../../components/two-factor/totp-enrolment';
import { RecoveryCodesNotice } from '../../components/two-factor/recovery-codes-notice';

interface TwoFactorStatus {
  totp: boolean;
  passkeys: Array<{ id: string; name: string; created_at: string; last_used_at: string | null }>;
  recovery_codes_left: number;
  required: boolean;
  enrol_by: string | null;
}

interface PendingAction {
  title: string;
  run: (password: string) => Promise<void>;
}

const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Asks for the current password before a factor is removed or the recovery codes are replaced. */
function ConfirmPasswordDialog({ action, onClose }: { action: PendingAction | null; onClose: () => void }) {
  const [form] = Form.useForm<{ current_password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ current_password }: { current_password: string }) => {
    if (!action) return;
    setBusy(true);
    try {
      await action.run(current_password);
      form.resetFields();
      onClose();
    } catch (e) {
      const fields = ((e as HttpError).errors ?? {}) as Record<string, string[] | string>;
      const message = fields.current_password ?? (e as Error).message;
      form.setFields([{ name: 'current_password', errors: Array.isArray(message) ? message : [String(message)] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={action !== null} title={action?.title} onCancel={onClose} okText="Confirm" onOk={() => form.submit()} confirmLoading={busy} destroyOnHidden>
      <Form form={form} name="confirm-password" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label="Current password" name="current_password" rules={[{ required: true, message: 'Enter your current password' }]}>
          <Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Two-factor sign-in: an authenticator app, passkeys and recovery codes; required for admins. */
export function TwoFactorCard() {
  const status = useApiGet<TwoFactorStatus>('/auth/two-factor');
  const send = useApiMutation<{ recovery_codes?: string[] }>();
  const toast = useToast();
  const [addingTotp, setAddingTotp] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [passkeyName, setPasskeyName] = useState('');
  const [addingPasskey, setAddingPasskey] = useState(false);
  const s = status.data;

  const enrolled = (answer: EnrolmentAnswer) => {
    setAddingTotp(false);
    if (answer.recovery_codes) setCodes(answer.recovery_codes);
    toast.success('Success!', 'Two-factor sign-in is on.');
    void status.refetch();
  };

  const addPasskey = async () => {
    setAddingPasskey(true);
    try {
      const { challenge, options } = await enrolmentCall<{ challenge: string; options: Record<string, unknown> }>('/auth/two-factor/passkeys/options', {});
      const response = await createPasskey(options);
      enrolled(await enrolmentCall<EnrolmentAnswer>('/auth/two-factor/passkeys', { challenge, response, name: passkeyName.trim() || 'Passkey' }));
      setPasskeyName('');
    } catch (e) {
      toast.error(passkeyErrorMessage(e));
    } finally {
      setAddingPasskey(false);
    }
  };

  const confirmThen = (title: string, path: string, done: (answer: { recovery_codes?: string[] }) => void) =>
    setPending({
      title,
      run: async (current_password) => {
        done(await send.send('post', path, { current_password }));
        void status.refetch();
      },
    });

  return (
    <Card id="two-factor" title="Two-factor sign-in" style={{ maxWidth: 640, marginTop: 24 }}>
      {!s ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {s.required && !s.totp && s.passkeys.length === 0 ? (
            <Alert
              type="warning"
              showIcon
              message="Admins must use two-factor sign-in"
              description={s.enrol_by ? `Set it up before ${when(s.enrol_by)}; after that, signing in asks you to set it up first.` : 'Set it up now.'}
            />
          ) : null}
          {codes ? <RecoveryCodesNotice codes={codes} onDone={() => setCodes(null)} /> : null}

          <section>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              Authenticator app {s.totp ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}
            </Typography.Title>
            {addingTotp ? (
              <TotpEnrolment onEnrolled={enrolled} onCancel={() => setAddingTotp(false)} />
            ) : s.totp ? (
              <Button
                danger
                onClick={() =>
                  confirmThen('Remove the authenticator app', '/auth/two-factor/totp/revoke', () =>
                    toast.success('Success!', 'The authenticator app was removed.'),
                  )
                }
              >
                Remove authenticator app
              </Button>
            ) : (
              <Button onClick={() => setAddingTotp(true)}>Set up authenticator app</Button>
            )}
          </section>

          <section>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              Passkeys
            </Typography.Title>
            {s.passkeys.length > 0 ? (
              <List
                size="small"
                bordered
                style={{ marginBottom: 12 }}
                dataSource={s.passkeys}
                renderItem={(p) => (
                  <List.Item
                    actions={[
                      <Button
                        key="remove"
                        type="link"
                        danger
                        onClick={() =>
                          confirmThen(`Remove the passkey "${p.name}"`, `/auth/two-factor/passkeys/${p.id}/revoke`, () =>
                            toast.success('Success!', 'The passkey was removed.'),
                          )
                        }
                      >
                        Remove
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta title={p.name} description={`Added ${when(p.created_at)}${p.last_used_at ? `, last used ${when(p.last_used_at)}` : ''}`} />
                  </List.Item>
                )}
              />
            ) : (
              <Typography.Paragraph type="secondary">
                A passkey signs you in with your device's fingerprint, face or PIN, without a password.
              </Typography.Paragraph>
            )}
            <Space wrap>
              <Input
                aria-label="Passkey name"
                placeholder="Name, e.g. Work laptop"
                maxLength={100}
                value={passkeyName}
                onChange={(e) => setPasskeyName(e.target.value)}
                style={{ width: 220 }}
              />
              <Button onClick={addPasskey} loading={addingPasskey} disabled={!passkeysSupported()}>
                Add a passkey
              </Button>
            </Space>
          </section>

          {s.totp || s.passkeys.length > 0 ? (
            <section>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Recovery codes
              </Typography.Title>
              <Typography.Paragraph type="secondary">{s.recovery_codes_left} of 10 codes left.</Typography.Paragraph>
              <Button
                onClick={() =>
                  confirmThen('New recovery codes', '/auth/two-factor/recovery-codes', (answer) => answer.recovery_codes && setCodes(answer.recovery_codes))
                }
              >
                Make new recovery codes
              </Button>
            </section>
          ) : null}
        </Space>
      )}
      <ConfirmPasswordDialog action={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
