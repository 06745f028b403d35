import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { InvalidWebhookEventError, InvalidWebhookSignatureError, type OrderItem } from '@fw/api-billing-domain';
import {
  BillingEvent,
  CancelRenewalRequest,
  CheckoutSessionRef,
  HostingCheckoutRequest,
  PackageCheckoutRequest,
  PaymentGatewayPort,
  PaymentProviderError,
  RenewalScheduleRef,
  RenewalScheduleRequest,
} from '@fw/api-billing-application';
import { CHECKOUT_CANCELLED_PATH, CURRENCY, HOSTING_CHECKOUT_CANCELLED_PATH, type TermYears } from '@fw/shared-catalog';
import { billingConfig, BillingConfig, StripeSettings } from '../config/billing.config';
import { idOf, StripeCheckoutMetadata, toBillingEvent } from './stripe-event.mapper';

/**
 * Stripe Checkout. Line items reference the price ids configured in STRIPE_PRICES for each
 * catalogue item; amounts never come from the browser. Creates carry our idempotency key, which
 * the SDK also reuses for its own network retries.
 */
@Injectable()
export class StripePaymentGatewayAdapter extends PaymentGatewayPort {
  readonly provider = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly settings: StripeSettings;
  private readonly successUrl: string;
  private readonly cancelUrl: string;
  private readonly hostingCancelUrl: string;

  constructor(@Inject(billingConfig.KEY) config: BillingConfig) {
    super();
    if (!config.stripe) throw new Error('StripePaymentGatewayAdapter needs the Stripe settings');
    this.settings = config.stripe;
    this.stripe = new Stripe(this.settings.secretKey, {
      host: this.settings.apiHost,
      port: this.settings.apiPort,
      protocol: this.settings.apiProtocol,
      timeout: this.settings.timeoutMs,
      maxNetworkRetries: this.settings.maxNetworkRetries,
      telemetry: false,
      appInfo: { name: 'floridaweb-platform' },
    });
    this.successUrl = `${config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
    this.cancelUrl = `${config.publicUrl}${CHECKOUT_CANCELLED_PATH}`;
    this.hostingCancelUrl = `${config.publicUrl}${HOSTING_CHECKOUT_CANCELLED_PATH}`;
  }

  /** The configured price of a catalogue item (a per-term add-on price wins over the flat one). */
  priceOf(item: OrderItem, termYears: TermYears | null): string {
    const prices = this.settings.prices;
    const candidates =
      item.kind === 'package' ? [`${item.id}:${termYears}`] : item.kind === 'add-on' ? [`addon:${item.id}:${termYears}`, `addon:${item.id}`] : [item.id];
    const found = candidates.map((key) => prices[key]).find(Boolean);
    // Boot validation makes this unreachable; refuse rather than send a wrong price.
    if (!found) throw new PaymentProviderError(`No Stripe price configured for ${candidates.join(' / ')}`);
    return found;
  }

  async createPackageCheckout(request: PackageCheckoutRequest): Promise<CheckoutSessionRef> {
    const metadata: StripeCheckoutMetadata = {
      kind: 'package',
      package_id: request.packageId,
      term_years: String(request.termYears),
      add_on_ids: request.addOnIds.join(','),
      request_key: request.idempotencyKey,
    };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      line_items: request.items.map((item) => ({ price: this.priceOf(item, request.termYears), quantity: 1 })),
      success_url: this.successUrl,
      cancel_url: this.cancelUrl,
      client_reference_id: request.idempotencyKey,
      customer_creation: 'always',
      metadata: { ...metadata },
      payment_intent_data: { metadata: { ...metadata } },
      ...(request.buyerEmail ? { customer_email: request.buyerEmail } : {}),
    };
    return this.create(params, request.idempotencyKey);
  }

  /**
   * The hosting renewal is charged first at the end of the package's prepaid term (1, 2, 5 or 10
   * years away), never at purchase. Stripe's own ways to defer a subscription's first charge:
   * `subscription_data.trial_end` is capped (about two years), so it cannot cover 5- and 10-year
   * terms. What Stripe documents for any future start is a subscription schedule whose `start_date`
   * is in the future. So: a setup-mode Checkout Session saves the card now (nothing charged), and
   * when it completes (webhook) `scheduleRenewal` creates the schedule that starts the yearly
   * subscription on the term's end. Stripe holds the future start, so no job of ours has to wake up
   * in ten years; Stripe's webhook retries (with our idempotency key) make the schedule step durable.
   */
  async createHostingCheckout(request: HostingCheckoutRequest): Promise<CheckoutSessionRef> {
    this.priceOf(request.item, null);
    const metadata: StripeCheckoutMetadata = {
      kind: 'hosting',
      package_id: request.packageId,
      request_key: request.idempotencyKey,
      renewal_starts_at: request.renewalStartsAt.toISOString(),
    };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'setup',
      currency: CURRENCY,
      success_url: this.successUrl,
      cancel_url: this.hostingCancelUrl,
      client_reference_id: request.idempotencyKey,
      metadata: { ...metadata },
      setup_intent_data: { metadata: { ...metadata } },
      ...(request.customerId
        ? { customer: request.customerId }
        : { customer_creation: 'always' as const, ...(request.buyerEmail ? { customer_email: request.buyerEmail } : {}) }),
    };
    return this.create(params, request.idempotencyKey);
  }

  async scheduleRenewal(request: RenewalScheduleRequest): Promise<RenewalScheduleRef> {
    const price = this.priceOf(request.item, null);
    const metadata: Record<string, string> = { kind: 'hosting', package_id: request.packageId, request_key: request.requestKey ?? '' };
    try {
      let customer = request.customerId;
      let paymentMethod: string | null = null;
      if (request.setupIntentId) {
        const intent = await this.stripe.setupIntents.retrieve(request.setupIntentId);
        paymentMethod = idOf(intent.payment_method);
        customer = idOf(intent.customer) ?? customer;
      }
      if (!customer) throw new Error('no customer to bill');
      // Stripe keeps idempotency keys for 24 hours but retries a webhook for up to 3 days: a late
      // retry finds the schedule it made before instead of creating a second one.
      if (request.requestKey) {
        const existing = await this.stripe.subscriptionSchedules.list({ customer, limit: 100 });
        const mine = existing.data.find((s) => s.metadata?.request_key === request.requestKey && s.status !== 'canceled');
        if (mine) return { scheduleId: mine.id, customerId: customer };
      }
      const schedule = await this.stripe.subscriptionSchedules.create(
        {
          customer,
          start_date: Math.floor(request.startsAt.getTime() / 1000),
          end_behavior: 'release',
          default_settings: {
            collection_method: 'charge_automatically',
            ...(paymentMethod ? { default_payment_method: paymentMethod } : {}),
          },
          // One yearly phase, then released: the subscription goes on renewing every year.
          // Phase metadata is copied onto the subscription, so its invoices name our order.
          phases: [{ items: [{ price, quantity: 1 }], duration: { interval: 'year', interval_count: 1 }, metadata }],
          metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { scheduleId: schedule.id, customerId: customer };
    } catch (error) {
      const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
      throw new PaymentProviderError(`Stripe could not schedule the renewal: ${e.type ?? 'error'} ${e.statusCode ?? ''} ${e.code ?? ''}`.trim(), error);
    }
  }

  /**
   * A schedule that has not started is canceled (Stripe: "Cancels a subscription schedule and its
   * associated subscription immediately", allowed while not_started or active): no charge ever
   * happens. Once it has started, canceling the schedule would end the paid year at once, so the
   * subscription is set to `cancel_at_period_end` instead (released schedules leave it behind as
   * `released_subscription`). A schedule already canceled or released without a subscription is done.
   */
  async cancelRenewal(request: CancelRenewalRequest): Promise<void> {
    try {
      let subscriptionId = request.subscriptionId;
      if (!subscriptionId && request.scheduleId) {
        const schedule = await this.stripe.subscriptionSchedules.retrieve(request.scheduleId);
        if (schedule.status === 'not_started') {
          await this.stripe.subscriptionSchedules.cancel(schedule.id, {}, { idempotencyKey: `${request.idempotencyKey}:schedule` });
          return;
        }
        subscriptionId = idOf(schedule.subscription) ?? idOf(schedule.released_subscription);
        if (!subscriptionId) return;
      }
      if (!subscriptionId) return;
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey: `${request.idempotencyKey}:subscription` });
    } catch (error) {
      const e = error as { type?: string; code?: string; statusCode?: number };
      throw new PaymentProviderError(`Stripe could not cancel the renewal: ${e.type ?? 'error'} ${e.statusCode ?? ''} ${e.code ?? ''}`.trim(), error);
    }
  }

  private async create(params: Stripe.Checkout.SessionCreateParams, idempotencyKey: string): Promise<CheckoutSessionRef> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create(params, { idempotencyKey });
    } catch (error) {
      const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
      throw new PaymentProviderError(`Stripe refused or failed: ${e.type ?? 'error'} ${e.statusCode ?? ''} ${e.code ?? ''}`.trim(), error);
    }
    if (!session?.id || !session.url) throw new PaymentProviderError('Stripe answered a checkout session without an id or url');
    return { sessionId: session.id, url: session.url };
  }

  verifyWebhook(rawBody: Uint8Array | undefined, signature: string | undefined): BillingEvent {
    if (!rawBody?.length || !signature) throw new InvalidWebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, this.settings.webhookSecret, this.settings.webhookToleranceSeconds);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    try {
      return toBillingEvent(event);
    } catch {
      throw new InvalidWebhookEventError();
    }
  }
}
