import type { AddOnId, PackageId, TermYears } from '@fw/shared-catalog';
import type { OrderItem, PaymentProvider } from '@fw/api-billing-domain';
import type { BillingEvent } from '../billing-event';

export interface PackageCheckoutRequest {
  packageId: PackageId;
  termYears: TermYears;
  addOnIds: AddOnId[];
  /** Priced from the catalogue, package first; adapters map each id to the provider's price. */
  items: OrderItem[];
  buyerEmail: string | null;
  /** Same key, same session: a repeated call must not create a second one. */
  idempotencyKey: string;
}

export interface HostingCheckoutRequest {
  packageId: PackageId;
  /** The yearly renewal line (catalogue price); nothing is charged by this checkout. */
  item: OrderItem;
  buyerEmail: string | null;
  /** The provider customer of the paid package order, when known (the card is saved on it). */
  customerId: string | null;
  /** First charge: the end of the package's prepaid term. */
  renewalStartsAt: Date;
  idempotencyKey: string;
}

export interface RenewalScheduleRequest {
  /** The completed hosting checkout session (it holds the saved payment method). */
  sessionId: string;
  setupIntentId: string | null;
  customerId: string | null;
  packageId: PackageId;
  item: OrderItem;
  startsAt: Date;
  /** Metadata carried onto the subscription (finds the order from its invoices). */
  requestKey: string | null;
  idempotencyKey: string;
}

export interface RenewalScheduleRef {
  scheduleId: string;
  customerId: string | null;
}

export interface CancelRenewalRequest {
  /** The schedule made by scheduleRenewal (Stripe), when there is one. */
  scheduleId: string | null;
  /** The subscription, once the schedule started it (known from its events). */
  subscriptionId: string | null;
  idempotencyKey: string;
}

export interface CheckoutSessionRef {
  sessionId: string;
  /** Where the buyer pays (provider page, or the local sandbox page). */
  url: string;
}

/** The provider was unreachable, timed out, or refused the request. Nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly reason?: unknown,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The payment provider, in business words. Implementations: Stripe Checkout, and the local sandbox.
 * Create calls may be repeated with the same idempotency key and then answer the same session.
 */
export abstract class PaymentGatewayPort {
  abstract readonly provider: PaymentProvider;

  /** One-time payment for a package and its add-ons. Throws PaymentProviderError. */
  abstract createPackageCheckout(request: PackageCheckoutRequest): Promise<CheckoutSessionRef>;

  /**
   * Yearly hosting renewal: a checkout that only saves a payment method (nothing is charged then).
   * Throws PaymentProviderError.
   */
  abstract createHostingCheckout(request: HostingCheckoutRequest): Promise<CheckoutSessionRef>;

  /**
   * After the hosting checkout completed: schedules the yearly subscription to start (first charge)
   * on `startsAt`, with the saved payment method. Repeatable with the same idempotency key (a webhook
   * retry gets the same schedule). Throws PaymentProviderError.
   */
  abstract scheduleRenewal(request: RenewalScheduleRequest): Promise<RenewalScheduleRef>;

  /**
   * Stops the yearly renewal at the end of what is paid: a schedule that has not started yet is
   * canceled (nothing is ever charged); a started subscription is set to cancel at the end of its
   * current period. Repeatable. Throws PaymentProviderError.
   */
  abstract cancelRenewal(request: CancelRenewalRequest): Promise<void>;

  /**
   * Verifies a webhook delivery on its raw bytes and translates it. Throws
   * InvalidWebhookSignatureError for a missing, forged or stale signature (nothing may change then).
   */
  abstract verifyWebhook(rawBody: Uint8Array | undefined, signature: string | undefined): BillingEvent;
}
