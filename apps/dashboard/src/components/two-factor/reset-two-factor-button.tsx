import { Button, Popconfirm } from 'antd';
import { useApiMutation } from '../../lib/use-api';
import { useToast } from '../../lib/toast';

/**
 * An admin removes a client's second factors (a lost phone or passkey), after checking outside the
 * product that the request comes from the client. The server ends the client's sessions and records it.
 */
export function ResetTwoFactorButton({ clientId, email, onDone }: { clientId: string; email: string; onDone?: () => unknown }) {
  const send = useApiMutation<void>();
  const toast = useToast();
  return (
    <Popconfirm
      title="Reset two-factor sign-in?"
      description="Only after checking it is really the client asking. Their authenticator app, passkeys and recovery codes are removed and they are signed out everywhere."
      okText="Reset"
      okButtonProps={{ danger: true }}
      onConfirm={async () => {
        try {
          await send.send('post', `/admin/clients/${clientId}/two-factor/reset`);
          toast.success('Two-factor sign-in reset', `${email} signs in with the password alone until they set up a new factor.`);
          await onDone?.();
        } catch (error) {
          toast.error((error as Error).message || 'Failed to reset two-factor sign-in');
        }
      }}
    >
      <Button loading={send.isPending}>Reset two-factor</Button>
    </Popconfirm>
  );
}
