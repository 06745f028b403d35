import { useEffect, useState } from 'react';
import { theme } from 'antd';
import type { CheckoutSessionDto } from '@fw/shared-api-types';
import { firstChargeText, formatBillingDate, formatUsd } from '@fw/shared-catalog';
import { api } from '../../providers/api';

/**
 * The checkout a buyer just paid, read from the public GET /api/checkout/sessions/{id} (what the
 * payment-success page shows, nothing more: the id travels in URLs). Null until it answers, and on
 * any failure: the sign-in forms never wait for it.
 */
export function useCheckoutSession(sessionId: string | undefined): CheckoutSessionDto | null {
  const [checkout, setCheckout] = useState<CheckoutSessionDto | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let active = true;
    api
      .GET('/api/checkout/sessions/{session_id}', { params: { path: { session_id: sessionId } } })
      .then(({ data }) => {
        if (active && data?.session_id) setCheckout(data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [sessionId]);
  return checkout;
}

/** Stands above the sign-up form on /auth?session_id=…: says plainly what was paid and what renews when. */
export function PurchaseSummary({ checkout }: { checkout: CheckoutSessionDto }) {
  const { token } = theme.useToken();
  const received = checkout.status === 'paid' || checkout.status === 'scheduled';
  const hosting = checkout.kind === 'hosting';
  const addOns = checkout.items.filter((item) => item.id !== checkout.package_id && !item.id.startsWith('hosting:'));
  const packageLine = checkout.items[0];
  if (checkout.status === 'canceled' || checkout.status === 'expired') {
    return (
      <section aria-label="Your purchase" style={box(token, token.colorWarningBg, token.colorWarningBorder)}>
        <h2 style={heading(token)}>Payment not completed</h2>
        <p style={{ margin: 0 }}>
          This checkout {checkout.status === 'expired' ? 'expired' : 'was cancelled'} before any payment, so you have not been charged.
        </p>
      </section>
    );
  }
  return (
    <section
      aria-label="Your purchase"
      style={box(token, received ? token.colorSuccessBg : token.colorInfoBg, received ? token.colorSuccessBorder : token.colorInfoBorder)}
    >
      <h2 style={heading(token)}>
        {received ? (hosting ? 'Your hosting renewal is set up' : 'Payment received. Thank you!') : 'We are confirming your payment'}
      </h2>
      {received ? null : <p style={{ margin: '0 0 8px' }}>This usually takes a few seconds; your e-mail receipt will follow.</p>}
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}>
        <dt style={label(token)}>{hosting ? 'Renewal of' : 'Package'}</dt>
        <dd style={value}>{hosting ? packageLine?.label : checkout.purchase}</dd>
        {hosting ? null : (
          <>
            <dt style={label(token)}>Add-ons</dt>
            <dd style={value}>{addOns.length ? addOns.map((item) => `${item.label} (${formatUsd(item.amount_cents)})`).join(', ') : 'None'}</dd>
          </>
        )}
        <dt style={label(token)}>{hosting ? 'Charged today' : 'Total paid'}</dt>
        <dd style={{ ...value, fontWeight: 600 }}>{formatUsd(checkout.amount_total_cents)}</dd>
        {checkout.renewal ? (
          <>
            <dt style={label(token)}>Hosting</dt>
            <dd style={value}>
              {hosting
                ? `${firstChargeText(checkout.renewal.amount_cents, checkout.renewal.starts_at)}, then yearly`
                : `Included until ${formatBillingDate(checkout.renewal.starts_at)}, then renews at ${formatUsd(checkout.renewal.amount_cents)}/year`}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

type Token = ReturnType<typeof theme.useToken>['token'];
const box = (token: Token, background: string, border: string) => ({
  background,
  border: `1px solid ${border}`,
  borderRadius: token.borderRadius,
  padding: '12px 16px',
  margin: '12px 0 16px',
  color: token.colorText,
});
const heading = (token: Token) => ({ fontSize: 17, fontWeight: 600, margin: '0 0 8px', color: token.colorTextHeading });
const label = (token: Token) => ({ color: token.colorTextSecondary, margin: 0 });
const value = { margin: 0, overflowWrap: 'anywhere' as const };
