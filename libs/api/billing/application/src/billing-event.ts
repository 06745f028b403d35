import type { AddOnId, PackageId, TermYears } from '@fw/shared-catalog';
import type { OrderKind, PaymentProvider } from '@fw/api-billing-domain';

/** What a checkout session was created for, as carried back by the provider (session metadata). */
export interface CheckoutMetadata {
  kind: OrderKind;
  packageId: PackageId;
  termYears: TermYears | null;
  addOnIds: AddOnId[];
  requestKey: string | null;
}

interface EventBase {
  /** Provider event id; each is applied once. */
  eventId: string;
  /** When the provider created the event (orders subscription states). */
  occurredAt: Date;
}

/**
 * A verified payment-provider event in business words. Adapters translate provider payloads into
 * these; nothing provider-specific leaks past the port.
 */
export type BillingEvent =
  | (EventBase & {
      type: 'checkout.completed';
      provider: PaymentProvider;
      sessionId: string;
      /** False for a completed checkout whose (delayed) payment has not succeeded yet. */
      paid: boolean;
      buyerEmail: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      amountTotalCents: number | null;
      currency: string | null;
      metadata: CheckoutMetadata | null;
      /** Set for a setup-mode session (a payment method saved for later charges). */
      setupIntentId?: string | null;
    })
  | (EventBase & { type: 'checkout.closed'; sessionId: string; outcome: 'expired' | 'canceled' })
  | (EventBase & {
      /** A subscription invoice was paid (invoice.paid) or could not be collected (invoice.payment_failed). */
      type: 'invoice.paid' | 'invoice.failed';
      invoiceId: string;
      subscriptionId: string | null;
      customerId: string | null;
      requestKey: string | null;
      /** Paid (or, for a failure, due) in cents. */
      amountCents: number | null;
      currency: string | null;
    })
  | (EventBase & {
      type: 'subscription.changed';
      subscriptionId: string;
      customerId: string | null;
      /** Provider status, e.g. active, past_due, canceled. */
      status: string;
      requestKey: string | null;
    })
  | (EventBase & { type: 'ignored'; providerType: string });

export type BillingEventType = BillingEvent['type'];
