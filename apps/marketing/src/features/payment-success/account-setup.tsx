import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { confirmCheckoutEmail, correctCheckoutEmail, setAccountPassword } from './payment-api';

const SET_PASSWORD_FAILURE = 'Could not set your password. Please try again.';

type FieldError = { field: 'password' | 'confirm' | 'form'; message: string } | null;

/** A new password typed twice, checked here against the shared limits before anything is sent. */
function ChoosePasswordForm({
  title,
  intro,
  email,
  submitLabel,
  onSubmit,
  footer,
}: {
  title: string;
  intro: ReactNode;
  email: string | null;
  submitLabel: string;
  /** Resolves when done; throws an ApiError whose message is shown (a 400 on `password` beside the field). */
  onSubmit: (password: string) => Promise<void>;
  footer?: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<FieldError>(null);
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
      await onSubmit(password);
    } catch (caught) {
      setBusy(false);
      const field = caught instanceof ApiError && caught.statusCode === 400 && 'password' in caught.fields ? 'password' : 'form';
      setError({ field, message: errorMessage(caught, SET_PASSWORD_FAILURE) });
    }
  };

  return (
    <form className="account-setup" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="account-setup-title">
      <h2 id="account-setup-title">{title}</h2>
      <p>{intro}</p>
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
          {busy ? 'Saving...' : submitLabel}
        </button>
      </fieldset>
      {footer}
    </form>
  );
}

/**
 * A mistyped checkout e-mail: the buyer names the right one. A link goes there; nothing moves (and
 * the old address gets nothing more) until it is followed.
 */
function CorrectEmail({ sessionId, onSent }: { sessionId: string; onSent: (email: string) => void }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <p className="account-setup__correct">
        Not your e-mail address?{' '}
        <button type="button" className="text-link" onClick={() => setOpen(true)}>
          Correct it
        </button>
      </p>
    );
  }
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const sent = await correctCheckoutEmail(sessionId, email.trim());
      onSent(sent.email);
    } catch (caught) {
      setBusy(false);
      setError(
        caught instanceof ApiError && caught.statusCode === 400
          ? 'Enter a valid e-mail address.'
          : errorMessage(caught, 'Could not send the link. Please try again.'),
      );
    }
  };
  return (
    <div className="account-setup__correct">
      <div className="form-field">
        <label htmlFor="account-correct-email">The right e-mail address</label>
        <input
          id="account-correct-email"
          type="email"
          autoComplete="email"
          maxLength={ACCOUNT_LIMITS.email}
          value={email}
          disabled={busy}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'account-correct-email-error' : undefined}
        />
        {error ? (
          <p className="form-field__error" id="account-correct-email-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className="button button--outline button--block" disabled={busy || !email.trim()} onClick={() => void submit()}>
        {busy ? 'Sending...' : 'Send the link there'}
      </button>
    </div>
  );
}

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
  const [correctedTo, setCorrectedTo] = useState<string | null>(null);
  if (correctedTo) {
    return (
      <div className="account-setup" role="status">
        <h2>Check your inbox</h2>
        <p>
          We sent a link to <strong>{correctedTo}</strong>. Open it to confirm the address and choose your password; your order and receipts then use that
          address. Nothing more goes to {email ?? 'the address you typed first'}.
        </p>
      </div>
    );
  }
  return (
    <ChoosePasswordForm
      title="Set up your account"
      email={email}
      intro={
        <>
          We made an account for you
          {email ? (
            <>
              {' '}
              with <strong>{email}</strong>
            </>
          ) : null}
          . Choose a password to sign in now and follow your website from your dashboard.
        </>
      }
      submitLabel="Set password and sign in"
      onSubmit={async (password) => {
        try {
          const { accessToken } = await setAccountPassword(sessionId, password);
          onSignedIn(accessToken);
        } catch (caught) {
          if (caught instanceof ApiError && caught.code === 'AUTH.ACCOUNT_ALREADY_SET_UP') {
            onAlreadySetUp();
            return;
          }
          throw caught;
        }
      }}
      footer={<CorrectEmail sessionId={sessionId} onSent={setCorrectedTo} />}
    />
  );
}

/** The link mailed to a corrected address: confirming it is choosing the password; then signed in. */
export function ConfirmCorrectedEmail({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <div className="status-panel">
        <h1>Your account is ready</h1>
        <p className="status-panel__lead">Your e-mail address is confirmed and your order uses it. You are signed in.</p>
        <div className="button-row button-row--center">
          <a className="button button--primary button--lg" href="/dashboard">
            Go to Dashboard
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="status-panel">
      <h1>Confirm your e-mail address</h1>
      <ChoosePasswordForm
        title="Choose your password"
        email={null}
        intro="Choosing your password confirms this address: your order, receipts and account then use it."
        submitLabel="Confirm and sign in"
        onSubmit={async (password) => {
          await confirmCheckoutEmail(token, password);
          setDone(true);
        }}
      />
    </div>
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
