import { useState } from 'react';
import { Button } from 'antd';
import { passkeySignInOptions, verifySecondFactor } from '../../providers/session';
import { passkeyErrorMessage, passkeysSupported, signWithPasskey } from '../../lib/passkeys';
import { useToast } from '../../lib/toast';

/** Password-less sign-in for accounts with a passkey (it checks the device and its PIN or biometrics). */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;
  return (
    <Button
      block
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { challenge, options } = await passkeySignInOptions();
          await verifySecondFactor(challenge!, { method: 'passkey', passkey: await signWithPasskey(options) });
          toast.success('Success!', 'Logged in successfully.');
          onSignedIn();
        } catch (e) {
          toast.error(passkeyErrorMessage(e));
          setBusy(false);
        }
      }}
    >
      Continue with a passkey
    </Button>
  );
}
