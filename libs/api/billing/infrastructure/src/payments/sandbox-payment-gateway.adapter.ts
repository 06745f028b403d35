import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InvalidWebhookSignatureError, type Order } from '@fw/api-billing-domain';
import {
  BillingEvent,
  CancelRenewalRequest,
  CheckoutSessionRef,
  HostingCheckoutRequest,
  PackageCheckoutRequest,
  PaymentGatewayPort,
  RenewalScheduleRef,
  RenewalScheduleRequest,
} from '@fw/api-billing-application';
import { billingConfig, BillingConfig } from '../config/billing.config';

export const SANDBOX_SESSION_PREFIX = 'cs_sandbox_';

/**
 * The local payment sandbox (default without STRIPE_SECRET_KEY): sessions are the pending order
 * rows themselves and are paid on a page served by this app (`/api/sandbox/checkout/:id`), whose
 * Pay button produces the same billing event a verified Stripe webhook would. No network, no money.
 */
@Injectable()
export class SandboxPaymentGatewayAdapter extends PaymentGatewayPort {
  readonly provider = 'sandbox' as const;
  private readonly publicUrl: string;

  constructor(@Inject(billingConfig.KEY) config: BillingConfig) {
    super();
    this.publicUrl = config.publicUrl;
  }

  private newSession(): CheckoutSessionRef {
    const sessionId = `${SANDBOX_SESSION_PREFIX}${randomBytes(18).toString('hex')}`;
    return { sessionId, url: `${this.publicUrl}/api/sandbox/checkout/${sessionId}` };
  }

  async createPackageCheckout(_request: PackageCheckoutRequest): Promise<CheckoutSessionRef> {
    return this.newSession();
  }

  async createHostingCheckout(_request: HostingCheckoutRequest): Promise<CheckoutSessionRef> {
    return this.newSession();
  }

  /**
   * Like Stripe: the hosting checkout only "saves a card"; the renewal is scheduled for the end of
   * the prepaid term and nothing is charged now. The sandbox never charges it later either.
   */
  async scheduleRenewal(request: RenewalScheduleRequest): Promise<RenewalScheduleRef> {
    const suffix = request.sessionId.slice(SANDBOX_SESSION_PREFIX.length);
    return { scheduleId: `sub_sched_sandbox_${suffix}`, customerId: request.customerId ?? `cus_sandbox_${suffix.slice(0, 16)}` };
  }

  /** Like Stripe's schedule cancel / cancel_at_period_end: no further charge; nothing to call. */
  async cancelRenewal(_request: CancelRenewalRequest): Promise<void> {
    return;
  }

  /** The sandbox has no webhooks: every delivery is refused. */
  verifyWebhook(): BillingEvent {
    throw new InvalidWebhookSignatureError();
  }

  /** What Stripe would send when the visitor pays: one event id per session, so paying twice is a no-op. */
  paymentEvent(order: Order, buyerEmail: string | null): BillingEvent {
    const suffix = order.checkoutSessionId.slice(SANDBOX_SESSION_PREFIX.length);
    return {
      type: 'checkout.completed',
      eventId: `evt_sandbox_paid_${suffix}`,
      occurredAt: new Date(),
      provider: 'sandbox',
      sessionId: order.checkoutSessionId,
      paid: true,
      buyerEmail: buyerEmail ?? order.buyerEmail,
      customerId: `cus_sandbox_${suffix.slice(0, 16)}`,
      subscriptionId: null,
      amountTotalCents: order.amountTotal,
      currency: order.currency,
      metadata: null,
    };
  }

  cancelEvent(order: Order): BillingEvent {
    return {
      type: 'checkout.closed',
      eventId: `evt_sandbox_canceled_${order.checkoutSessionId.slice(SANDBOX_SESSION_PREFIX.length)}`,
      occurredAt: new Date(),
      sessionId: order.checkoutSessionId,
      outcome: 'canceled',
    };
  }
}
