import { firstChargeText, formatBillingDate, formatUsd, getPackage, isPackageId, RENEWAL_TERMS_TEXT, renewalLabel } from '@fw/shared-catalog';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon';
import { toast, Toaster } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { clearCheckout, readCheckout } from '../../lib/checkout-storage';
import { ConfirmCorrectedEmail, SetPasswordForm, SignInOnly } from './account-setup';
import { QuestionnaireCallToAction } from './questionnaire-call-to-action';
import { CheckoutSessionView, createHostingCheckout, getCheckoutSession, HOSTING_FAILURE, probeSession, SIGN_IN_REQUIRED } from './payment-api';

type View =
  | { mode: 'checking' }
  | {
      mode: 'hosting';
      planName: string | null;
      hostingPackage: string;
      /** The paid package's checkout session: the hosting renewal is tied to it. */
      packageSessionId: string;
      checkout: CheckoutSessionView | null;
      summaryMissing: boolean;
      accessToken?: string;
    }
  | { mode: 'success'; planName: string | null; checkout: CheckoutSessionView | null; summaryMissing: boolean; accessToken?: string }
  | { mode: 'not-completed'; checkout: CheckoutSessionView }
  /** The account made at payment waits for its password, and this browser paid: choose it here. */
  | { mode: 'set-password'; sessionId: string; checkout: CheckoutSessionView }
  /** The account is set up and this visitor is not its owner signed in: nothing of the order is shown. */
  | { mode: 'sign-in' }
  /** The link mailed to a corrected checkout e-mail. */
  | { mode: 'confirm-correction'; token: string };

const isCheckout = (value: CheckoutSessionView | typeof SIGN_IN_REQUIRED | null): value is CheckoutSessionView => value !== null && value !== SIGN_IN_REQUIRED;

/**
 * The page once the buyer's account is in order: the hosting step while it is pending (signed in:
 * the renewal belongs to the account), otherwise the success page.
 */
function afterPayment(sessionId: string | null, checkout: CheckoutSessionView | null, accessToken: string | undefined): View {
  const summaryMissing = Boolean(sessionId) && !checkout;
  const { planName, pendingHosting } = readCheckout();
  // The hosting renewal follows a package (its term gives the start date), not another renewal.
  const afterPackage = !checkout || checkout.kind === 'package';
  if (accessToken && pendingHosting && isPackageId(pendingHosting) && sessionId && afterPackage) {
    return { mode: 'hosting', planName, hostingPackage: pendingHosting, packageSessionId: sessionId, checkout, summaryMissing, accessToken };
  }
  return { mode: 'success', planName, checkout, summaryMissing, accessToken };
}

/** A checkout that ended without payment: nothing to celebrate and no hosting step to offer. */
const notCompleted = (checkout: CheckoutSessionView): boolean => checkout.status === 'canceled' || checkout.status === 'expired';

/** When the order summary could not be loaded (not for lack of a session id). */
function SummaryMissing() {
  return (
    <p className="notice" role="status">
      We could not load your order summary just now. Your payment is not affected; your e-mail receipt has the details.
    </p>
  );
}

/** When the hosting renewal first charges, as every page and e-mail says it. */
function RenewalNote({ checkout }: { checkout: CheckoutSessionView }) {
  const renewal = checkout.renewal;
  if (!renewal) return null;
  if (checkout.kind === 'hosting') {
    return (
      <p className="receipt__renewal">
        <strong>{firstChargeText(renewal.amount_cents, renewal.starts_at)}</strong>, then {formatUsd(renewal.amount_cents)} every year. Nothing was charged
        today.
      </p>
    );
  }
  return (
    <p className="receipt__renewal">
      Hosting is included until {formatBillingDate(renewal.starts_at)}; after that it renews at {formatUsd(renewal.amount_cents)}/year.
    </p>
  );
}

function Receipt({ checkout }: { checkout: CheckoutSessionView }) {
  const hosting = checkout.kind === 'hosting';
  return (
    <div className="receipt">
      <h2>Order summary</h2>
      <p className="receipt__purchase">{checkout.purchase}</p>
      <ul className="receipt__items">
        {checkout.items.map((item) => (
          <li key={item.id}>
            <span>{item.label}</span>
            <span>{hosting ? `${formatUsd(item.amount_cents)}/year` : formatUsd(item.amount_cents)}</span>
          </li>
        ))}
      </ul>
      <p className="receipt__total">
        <span>{hosting ? 'Charged today' : 'Total'}</span>
        <span>{formatUsd(checkout.amount_total_cents)}</span>
      </p>
      <RenewalNote checkout={checkout} />
      {checkout.status === 'pending' ? (
        <p className="notice" role="status">
          Your payment is still being confirmed by our payment provider. This usually takes a few seconds; you will receive an e-mail receipt.
        </p>
      ) : null}
      {checkout.buyer_email && (checkout.status === 'paid' || checkout.status === 'scheduled') ? (
        <p className="muted">
          A {hosting ? 'confirmation' : 'receipt'} has been sent to {checkout.buyer_email}
          {checkout.account === 'invited' || checkout.account === 'set_password'
            ? ', with a second e-mail, "Set up your account", to choose your password'
            : ''}
          .
        </p>
      ) : null}
    </div>
  );
}

/**
 * docs/product.md §4 payment-success page. Redirects to /auth?session_id=… when there is no signed-in session;
 * otherwise shows 'One More Step!' while a hosting renewal is pending, or 'Payment Successful!'.
 */
function PaymentSuccess() {
  const [view, setView] = useState<View>({ mode: 'checking' });
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    const load = async () => {
      const params = new URLSearchParams(window.location.search);
      const correction = params.get('correction') ? params.get('token') : null;
      if (correction) {
        setView({ mode: 'confirm-correction', token: correction });
        return;
      }
      const sessionId = params.get('session_id');
      const session = await probeSession();
      const accessToken = session.state === 'signed-in' ? session.accessToken : undefined;
      // Signed out, an unknown checkout is left to /auth (below), as before the page could set passwords.
      const fetchCheckout = (id: string) => (accessToken ? getCheckoutSession(id, accessToken) : getCheckoutSession(id).catch(() => null));
      let fetched = sessionId ? await fetchCheckout(sessionId) : null;
      // A payment the provider has not confirmed yet has no account to set up: wait a little for it.
      for (let tries = 0; sessionId && !accessToken && isCheckout(fetched) && fetched.status === 'pending' && tries < 10; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        if (!active) return;
        fetched = await fetchCheckout(sessionId);
      }
      if (!active) return;
      if (fetched === SIGN_IN_REQUIRED) {
        clearCheckout();
        setView({ mode: 'sign-in' });
        return;
      }
      const checkout = fetched;
      if (sessionId && checkout?.account === 'set_password' && !accessToken) {
        setView({ mode: 'set-password', sessionId, checkout });
        return;
      }
      // Signed out in a browser that did not start this checkout: /auth shows the purchase and
      // points to the "Set up your account" e-mail.
      if (session.state === 'signed-out' && sessionId) {
        window.location.replace(`/auth?session_id=${encodeURIComponent(sessionId)}`);
        return;
      }
      if (checkout && notCompleted(checkout)) {
        clearCheckout();
        setView({ mode: 'not-completed', checkout });
      } else {
        setView(afterPayment(sessionId, checkout, accessToken));
      }
    };
    load().catch((error: unknown) => {
      if (active) setFailure({ error });
    });
    return () => {
      active = false;
    };
  }, []);

  if (failure) throw failure.error;

  if (view.mode === 'checking') {
    return (
      <div className="status-panel">
        <h1>Payment Status</h1>
        <p role="status">Checking your payment…</p>
        <noscript>
          <p>
            This page needs JavaScript. Your payment is safe; you can <a href="/auth">sign in to your dashboard</a>.
          </p>
        </noscript>
      </div>
    );
  }

  if (view.mode === 'hosting') {
    const completeHosting = async () => {
      setBusy(true);
      try {
        const { url } = await createHostingCheckout(view.packageSessionId, view.accessToken);
        clearCheckout();
        window.location.assign(url);
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error, HOSTING_FAILURE), variant: 'destructive' });
        setBusy(false);
      }
    };
    const skip = () => {
      clearCheckout();
      setView({ mode: 'success', planName: view.planName, checkout: view.checkout, summaryMissing: view.summaryMissing, accessToken: view.accessToken });
    };
    return (
      <div className="status-panel">
        <span className="status-panel__icon status-panel__icon--step">
          <Icon name="shield" size={32} />
        </span>
        <h1>One More Step!</h1>
        <p className="status-panel__lead">
          Your payment{view.planName ? ` for the ${view.planName}` : ''} went through. Set up your yearly hosting renewal now so your website stays online after
          your prepaid term.
        </p>
        <div className="hosting-offer">
          <p>
            <strong>{getPackage(view.hostingPackage).name} hosting:</strong> {renewalLabel(view.hostingPackage)} after your term
          </p>
          {view.checkout?.renewal ? (
            <p>
              <strong>{firstChargeText(view.checkout.renewal.amount_cents, view.checkout.renewal.starts_at)}</strong>. Nothing is charged today: you only save a
              payment method now.
            </p>
          ) : (
            <p>Nothing is charged today: the first charge is at the end of your prepaid term.</p>
          )}
          <p className="muted">{RENEWAL_TERMS_TEXT}</p>
        </div>
        {view.checkout ? <Receipt checkout={view.checkout} /> : null}
        {view.summaryMissing ? <SummaryMissing /> : null}
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--primary button--lg"
            onClick={() => void completeHosting()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Loading...' : 'Complete Hosting Setup'}
          </button>
          <button type="button" className="button button--outline button--lg" onClick={skip} disabled={busy}>
            Skip for now
          </button>
        </div>
      </div>
    );
  }

  if (view.mode === 'sign-in') return <SignInOnly />;
  if (view.mode === 'confirm-correction') return <ConfirmCorrectedEmail token={view.token} />;

  if (view.mode === 'set-password') {
    return (
      <div className="status-panel">
        <span className="status-panel__icon">
          <Icon name="check" size={32} />
        </span>
        <h1>Payment Successful!</h1>
        <p className="status-panel__lead">Thank you for your purchase! One last thing before you go: your account.</p>
        <SetPasswordForm
          sessionId={view.sessionId}
          email={view.checkout.buyer_email}
          onSignedIn={(accessToken) => {
            toast({ title: 'Your account is ready', description: 'You are signed in.' });
            setView(afterPayment(view.sessionId, { ...view.checkout, account: 'active' }, accessToken));
          }}
          onAlreadySetUp={() => setView({ mode: 'sign-in' })}
        />
        <Receipt checkout={view.checkout} />
      </div>
    );
  }

  if (view.mode === 'not-completed') {
    return (
      <div className="status-panel">
        <h1>Payment Not Completed</h1>
        <p className="status-panel__lead">
          This checkout {view.checkout.status === 'expired' ? 'expired' : 'was cancelled'} before any payment, so you have not been charged.
        </p>
        <div className="button-row button-row--center">
          <a className="button button--primary button--lg" href="/pricing">
            Return to Pricing
          </a>
          <a className="button button--outline button--lg" href="/contact">
            Contact Us
          </a>
        </div>
      </div>
    );
  }

  return (
    <div className="status-panel">
      <span className="status-panel__icon">
        <Icon name="check" size={32} />
      </span>
      <h1>Payment Successful!</h1>
      <p className="status-panel__lead">
        {view.checkout?.kind === 'hosting' ? 'Your hosting renewal is set up. ' : ''}
        Thank you{view.planName ? ` for choosing the ${view.planName}` : ' for your purchase'}! The next step is a short questionnaire about your business so we
        can start designing your website.
      </p>
      {view.checkout ? <Receipt checkout={view.checkout} /> : null}
      {view.summaryMissing ? <SummaryMissing /> : null}
      <div className="button-row button-row--center">
        <QuestionnaireCallToAction accessToken={view.accessToken} />
        <a className="button button--outline button--lg" href="/dashboard">
          Go to Dashboard
        </a>
      </div>
      <p>
        <a className="text-link" href="/">
          Return Home
        </a>
      </p>
    </div>
  );
}

export default function PaymentSuccessIsland() {
  return (
    <>
      <PaymentSuccess />
      <Toaster />
    </>
  );
}
