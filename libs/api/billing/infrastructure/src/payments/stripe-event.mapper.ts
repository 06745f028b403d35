import type Stripe from 'stripe';
import { isAddOnId, isPackageId, isTermYears, type AddOnId } from '@fw/shared-catalog';
import type { BillingEvent, CheckoutMetadata } from '@fw/api-billing-application';

/** Session and subscription metadata written by StripePaymentGatewayAdapter. */
export interface StripeCheckoutMetadata {
  kind: 'package' | 'hosting';
  package_id: string;
  term_years?: string;
  add_on_ids?: string;
  request_key: string;
  /** hosting: the first charge (ISO date), for people reading the Stripe dashboard. */
  renewal_starts_at?: string;
}

export const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/** Reads our metadata back into catalogue terms; anything that does not fit gives null. */
export function parseCheckoutMetadata(metadata: Record<string, string> | null | undefined): CheckoutMetadata | null {
  if (!metadata) return null;
  const kind = metadata.kind;
  if ((kind !== 'package' && kind !== 'hosting') || !isPackageId(metadata.package_id)) return null;
  const termYears = metadata.term_years ? Number(metadata.term_years) : null;
  if (kind === 'package' && !isTermYears(termYears)) return null;
  const addOnIds = (metadata.add_on_ids ?? '').split(',').filter(Boolean);
  if (!addOnIds.every(isAddOnId)) return null;
  return {
    kind,
    packageId: metadata.package_id,
    termYears: kind === 'package' && isTermYears(termYears) ? termYears : null,
    addOnIds: addOnIds as AddOnId[],
    requestKey: metadata.request_key || null,
  };
}

/** Translates a verified Stripe event; event types the product does not act on become 'ignored'. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return {
        ...base,
        type: 'checkout.completed',
        provider: 'stripe',
        sessionId: session.id,
        paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        buyerEmail: session.customer_details?.email ?? session.customer_email ?? null,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        amountTotalCents: session.amount_total ?? null,
        currency: session.currency ?? null,
        metadata: parseCheckoutMetadata(session.metadata),
        setupIntentId: idOf(session.setup_intent),
      };
    }
    case 'checkout.session.expired':
      return { ...base, type: 'checkout.closed', sessionId: event.data.object.id, outcome: 'expired' };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details ?? null;
      // Older API versions put the subscription on the invoice itself.
      const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
      const paid = event.type === 'invoice.paid';
      if (!invoice.id) throw new Error('invoice without an id');
      return {
        ...base,
        type: paid ? 'invoice.paid' : 'invoice.failed',
        invoiceId: invoice.id,
        subscriptionId: idOf(details?.subscription) ?? idOf(legacy),
        customerId: idOf(invoice.customer),
        requestKey: details?.metadata?.request_key ?? null,
        amountCents: (paid ? invoice.amount_paid : invoice.amount_due) ?? null,
        currency: invoice.currency ?? null,
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        type: 'subscription.changed',
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
        requestKey: subscription.metadata?.request_key ?? null,
      };
    }
    default:
      return { ...base, type: 'ignored', providerType: event.type };
  }
}
