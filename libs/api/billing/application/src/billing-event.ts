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
    })
  | (EventBase & { type: 'checkout.closed'; sessionId: string; outcome: 'expired' | 'canceled' })
  | (EventBase & {
      type: 'invoice.paid';
      subscriptionId: string | null;
      customerId: string | null;
      requestKey: string | null;
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
