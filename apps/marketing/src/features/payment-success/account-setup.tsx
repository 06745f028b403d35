import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { setAccountPassword } from './payment-api';

const SET_PASSWORD_FAILURE = 'Could not set your password. Please try again.';

/**
 * The account made when the package was paid waits for its password: the buyer chooses it here,
 * on the page after payment, and is signed in. Only the browser that started the checkout gets
 * this form (the API checks it too); others are pointed to the "Set up your account" e-mail.
 */
export function SetPasswordForm({
  sessionId,
  email,
  onSignedIn,
  onAlreadySetUp,
}: {
  sessionId: string;
  email: string | null;
  onSignedIn: (accessToken: string) => void;
  onAlreadySetUp: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm' | 'form'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < ACCOUNT_LIMITS.passwordMin) {
      setError({ field: 'password', message: `Use at least ${ACCOUNT_LIMITS.passwordMin} characters.` });
      return;
    }
    if (password !== confirm) {
      setError({ field: 'confirm', message: 'The two passwords are not the same.' });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { accessToken } = await setAccountPassword(sessionId, password);
      onSignedIn(accessToken);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code === 'AUTH.ACCOUNT_ALREADY_SET_UP') {
        onAlreadySetUp();
        return;
      }
      const field = caught instanceof ApiError && caught.status === 400 && caught.fields.includes('password') ? 'password' : 'form';
      setError({ field, message: errorMessage(caught, SET_PASSWORD_FAILURE) });
    }
  };

  return (
    <form className="account-setup" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="account-setup-title">
      <h2 id="account-setup-title">Set up your account</h2>
      <p>
        We made an account for you{email ? (
          <>
            {' '}
            with <strong>{email}</strong>
          </>
        ) : null}
        . Choose a password to sign in now and follow your website from your dashboard.
      </p>
      <fieldset disabled={busy}>
        {/* Lets password managers store the pair under the right e-mail. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        <div className="form-field">
          <label htmlFor="account-password">Password</label>
          <input
            id="account-password"
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.passwordMax}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error?.field === 'password' || undefined}
            aria-describedby={error?.field === 'password' ? 'account-password-error' : 'account-password-hint'}
          />
          {error?.field === 'password' ? (
            <p className="form-field__error" id="account-password-error">
              {error.message}
            </p>
          ) : (
            <p className="muted" id="account-password-hint">
              At least {ACCOUNT_LIMITS.passwordMin} characters.
            </p>
          )}
        </div>
        <div className="form-field">
          <label htmlFor="account-password-confirm">Repeat the password</label>
          <input
            id="account-password-confirm"
            name="password-confirm"
            type="password"
            autoComplete="new-password"
            maxLength={ACCOUNT_LIMITS.passwordMax}
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-invalid={error?.field === 'confirm' || undefined}
            aria-describedby={error?.field === 'confirm' ? 'account-password-confirm-error' : undefined}
          />
          {error?.field === 'confirm' ? (
            <p className="form-field__error" id="account-password-confirm-error">
              {error.message}
            </p>
          ) : null}
        </div>
        {error?.field === 'form' ? (
          <p className="notice notice--warn" role="alert">
            {error.message}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--lg button--block">
          {busy ? 'Setting up...' : 'Set password and sign in'}
        </button>
      </fieldset>
    </form>
  );
}

/** A revisit once the account is set up: the order and the e-mail are no longer shown. */
export function SignInOnly() {
  return (
    <div className="status-panel">
      <h1>Your account is set up</h1>
      <p className="status-panel__lead">Sign in to see your order, your website and what comes next.</p>
      <div className="button-row button-row--center">
        <a className="button button--primary button--lg" href="/auth">
          Sign In
        </a>
      </div>
    </div>
  );
}
