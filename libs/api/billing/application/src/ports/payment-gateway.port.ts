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
  item: OrderItem;
  buyerEmail: string | null;
  idempotencyKey: string;
}

export interface CheckoutSessionRef {
  sessionId: string;
  /** Where the buyer pays (provider page, or the local sandbox page). */
  url: string;
}

/** The provider was unreachable, timed out, or refused the request. Nothing was charged. */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly reason?: unknown) {
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

  /** Yearly hosting renewal subscription. Throws PaymentProviderError. */
  abstract createHostingCheckout(request: HostingCheckoutRequest): Promise<CheckoutSessionRef>;

  /**
   * Verifies a webhook delivery on its raw bytes and translates it. Throws
   * InvalidWebhookSignatureError for a missing, forged or stale signature (nothing may change then).
   */
  abstract verifyWebhook(rawBody: Uint8Array | undefined, signature: string | undefined): BillingEvent;
}
