import Stripe from 'stripe';
import { lineItemsFor, hostingPlanFor, type AddOnId, type PackageId, type TermYears } from '@fw/shared-catalog';
import { InvalidWebhookSignatureError } from '@fw/api-billing-domain';
import { PaymentProviderError, type PackageCheckoutRequest } from '@fw/api-billing-application';
import { loadBillingConfig } from '../config/billing.config';
import { FakeStripeServer, stripeTestEnv, TEST_STRIPE_PRICES, TEST_WEBHOOK_SECRET } from '@fw/api-testing';
import { StripePaymentGatewayAdapter } from './stripe-payment-gateway.adapter';

function packageRequest(packageId: PackageId, termYears: TermYears, addOnIds: AddOnId[] = [], key = `key-${Math.random()}`): PackageCheckoutRequest {
  const items = lineItemsFor(packageId, termYears, addOnIds).map((l) => ({ id: l.id, kind: l.kind, name: l.name, amountCents: l.amountCents }));
  return { packageId, termYears, addOnIds, items, buyerEmail: null, idempotencyKey: key };
}

describe('StripePaymentGatewayAdapter against a local Stripe server', () => {
  let server: FakeStripeServer;
  let adapter: StripePaymentGatewayAdapter;

  beforeAll(async () => {
    server = await new FakeStripeServer().start();
    adapter = new StripePaymentGatewayAdapter(loadBillingConfig({ ...stripeTestEnv(server), NODE_ENV: 'test' }));
  });
  afterAll(() => server.stop());
  beforeEach(() => server.reset());

  it.each<[PackageId, TermYears, AddOnId[], string[]]>([
    ['basic', 1, [], ['price_basic_1']],
    ['basic', 2, ['logo-brand-kit'], ['price_basic_2', 'price_logo']],
    ['basic', 5, ['logo-brand-kit', 'domain-registration', 'google-maps'], ['price_basic_5', 'price_logo', 'price_domain_5', 'price_maps']],
    ['basic', 10, ['domain-registration'], ['price_basic_10', 'price_domain_10']],
    ['starter', 5, [], ['price_starter_5']],
    ['business-growth', 10, [], ['price_bg_10']],
  ])('%s for %i year(s) with %j sends exactly the configured prices', async (packageId, term, addOns, prices) => {
    const request = { ...packageRequest(packageId, term, addOns), buyerEmail: 'buyer@example.com' };
    const ref = await adapter.createPackageCheckout(request);
    expect(ref.sessionId).toMatch(/^cs_test_fake/);
    expect(ref.url).toBe(`https://checkout.stripe.test/c/pay/${ref.sessionId}`);
    const [sent] = server.sessionPosts();
    expect(sent.authorization).toBe('Bearer sk_test_jest');
    expect(sent.idempotencyKey).toBe(request.idempotencyKey);
    const lineItems = Object.entries(sent.form).filter(([k]) => k.startsWith('line_items['));
    expect(Object.fromEntries(lineItems)).toEqual(
      Object.fromEntries(
        prices.flatMap((price, i) => [
          [`line_items[${i}][price]`, price],
          [`line_items[${i}][quantity]`, '1'],
        ]),
      ),
    );
    expect(sent.form).toMatchObject({
      mode: 'payment',
      success_url: 'http://shop.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/pricing?checkout=cancelled',
      customer_email: 'buyer@example.com',
      client_reference_id: request.idempotencyKey,
      'metadata[kind]': 'package',
      'metadata[package_id]': packageId,
      'metadata[term_years]': String(term),
      'metadata[add_on_ids]': addOns.join(','),
      'metadata[request_key]': request.idempotencyKey,
    });
    // no amounts are ever sent: prices come from Stripe's own price objects
    expect(Object.keys(sent.form).some((k) => k.includes('unit_amount') || k.includes('price_data'))).toBe(false);
  });

  it('hosting is a setup-mode checkout: it saves a card and charges nothing (no line items, no subscription)', async () => {
    const plan = hostingPlanFor('business-growth');
    const ref = await adapter.createHostingCheckout({
      packageId: 'business-growth',
      item: { id: plan.id, kind: 'hosting', name: plan.name, amountCents: plan.amountCents },
      buyerEmail: 'owner@example.com',
      customerId: 'cus_from_package',
      renewalStartsAt: new Date('2036-11-23T16:05:00Z'),
      idempotencyKey: 'hosting-key-1',
    });
    expect(ref.sessionId).toMatch(/^cs_test_fake/);
    const [sent] = server.sessionPosts();
    expect(sent.form).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: 'cus_from_package',
      'metadata[kind]': 'hosting',
      'metadata[request_key]': 'hosting-key-1',
      'metadata[renewal_starts_at]': '2036-11-23T16:05:00.000Z',
      'setup_intent_data[metadata][package_id]': 'business-growth',
    });
    expect(Object.keys(sent.form).filter((k) => k.startsWith('line_items') || k.startsWith('subscription_data'))).toEqual([]);
    expect(sent.form.customer_email).toBeUndefined();
  });

  it('scheduleRenewal starts the yearly subscription on the term end with the saved card (10 years: beyond any trial_end)', async () => {
    const plan = hostingPlanFor('basic');
    const item = { id: plan.id, kind: 'hosting' as const, name: plan.name, amountCents: plan.amountCents };
    const ref = await adapter.createHostingCheckout({
      packageId: 'basic',
      item,
      buyerEmail: 'o@example.com',
      customerId: null,
      renewalStartsAt: new Date('2036-11-23T16:05:00Z'),
      idempotencyKey: 'hosting-key-2',
    });
    expect(server.sessionPosts()[0].form).toMatchObject({ customer_creation: 'always', customer_email: 'o@example.com' });
    const completed = server.completeSetup(ref.sessionId, { customer: 'cus_new', paymentMethod: 'pm_card_1' });
    const request = {
      sessionId: ref.sessionId,
      setupIntentId: completed.setup_intent as string,
      customerId: null,
      packageId: 'basic' as const,
      item,
      startsAt: new Date('2036-11-23T16:05:00Z'),
      requestKey: 'hosting-key-2',
      idempotencyKey: 'renewal-schedule:o1',
    };
    const first = await adapter.scheduleRenewal(request);
    const again = await adapter.scheduleRenewal(request);
    expect(again).toEqual(first);
    expect(first).toEqual({ scheduleId: expect.stringMatching(/^sub_sched_fake/), customerId: 'cus_new' });
    const [post] = server.schedulePosts();
    expect(post.idempotencyKey).toBe('renewal-schedule:o1');
    expect(post.form).toMatchObject({
      customer: 'cus_new',
      start_date: String(Date.UTC(2036, 10, 23, 16, 5) / 1000),
      end_behavior: 'release',
      'default_settings[default_payment_method]': 'pm_card_1',
      'phases[0][items][0][price]': 'price_hosting_basic',
      'phases[0][items][0][quantity]': '1',
      'phases[0][duration][interval]': 'year',
      'phases[0][metadata][request_key]': 'hosting-key-2',
    });
    expect(server.schedules.get(first.scheduleId)).toMatchObject({ status: 'not_started' });
    // a webhook retry after Stripe forgot the idempotency key (24 h) finds the schedule it made
    const late = await adapter.scheduleRenewal({ ...request, idempotencyKey: 'renewal-schedule:o1-after-a-day' });
    expect(late.scheduleId).toBe(first.scheduleId);
    expect(server.schedulePosts()).toHaveLength(1);
  });

  it('the same idempotency key gives the same session', async () => {
    const request = packageRequest('starter', 1, [], 'same-key-123');
    const a = await adapter.createPackageCheckout(request);
    const b = await adapter.createPackageCheckout(request);
    expect(b).toEqual(a);
    expect(server.sessionPosts().map((r) => r.idempotencyKey)).toEqual(['same-key-123', 'same-key-123']);
  });

  it('retries after a 500 reuse the same Idempotency-Key', async () => {
    server.behaviour = 'error-500-then-ok';
    const ref = await adapter.createPackageCheckout(packageRequest('basic', 1, [], 'retry-key-1'));
    expect(ref.sessionId).toMatch(/^cs_test_fake/);
    expect(server.sessionPosts().map((r) => r.idempotencyKey)).toEqual(['retry-key-1', 'retry-key-1']);
  });

  it.each(['error-500', 'refuse-400'] as const)('a Stripe %s is a PaymentProviderError', async (behaviour) => {
    server.behaviour = behaviour;
    await expect(adapter.createPackageCheckout(packageRequest('basic', 1))).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('a hanging Stripe times out as a PaymentProviderError, every attempt with the same key', async () => {
    server.behaviour = 'hang';
    const started = Date.now();
    await expect(adapter.createPackageCheckout(packageRequest('basic', 1, [], 'hang-key-1'))).rejects.toBeInstanceOf(PaymentProviderError);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.sessionPosts().length).toBeGreaterThanOrEqual(1);
    expect(new Set(server.sessionPosts().map((r) => r.idempotencyKey))).toEqual(new Set(['hang-key-1']));
  });

  it('an unreachable Stripe is a PaymentProviderError', async () => {
    const closed = new StripePaymentGatewayAdapter(loadBillingConfig({ ...stripeTestEnv(server), STRIPE_API_PORT: '1', STRIPE_MAX_NETWORK_RETRIES: '0' }));
    await expect(closed.createPackageCheckout(packageRequest('basic', 1))).rejects.toBeInstanceOf(PaymentProviderError);
  });

  describe('webhook verification', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_790_000_000,
      data: {
        object: {
          id: 'cs_test_abc',
          object: 'checkout.session',
          payment_status: 'paid',
          customer: 'cus_1',
          subscription: null,
          customer_details: { email: 'payer@example.com' },
          customer_email: null,
          amount_total: 57400,
          currency: 'usd',
          metadata: { kind: 'package', package_id: 'basic', term_years: '1', add_on_ids: 'logo-brand-kit', request_key: 'k' },
        },
      },
    });
    const sign = (body: string, secret = TEST_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

    it('accepts a valid signature and translates the event', () => {
      expect(adapter.verifyWebhook(Buffer.from(payload), sign(payload))).toEqual({
        type: 'checkout.completed',
        eventId: 'evt_1',
        occurredAt: new Date(1_790_000_000 * 1000),
        provider: 'stripe',
        sessionId: 'cs_test_abc',
        paid: true,
        buyerEmail: 'payer@example.com',
        customerId: 'cus_1',
        subscriptionId: null,
        amountTotalCents: 57400,
        currency: 'usd',
        metadata: { kind: 'package', packageId: 'basic', termYears: 1, addOnIds: ['logo-brand-kit'], requestKey: 'k' },
        setupIntentId: null,
      });
    });

    it.each([
      ['signed with another secret', () => [Buffer.from(payload), sign(payload, 'whsec_other')]],
      ['older than the 300 s tolerance', () => [Buffer.from(payload), sign(payload, TEST_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)]],
      ['body changed after signing', () => [Buffer.from(payload.replace('57400', '1')), sign(payload)]],
      ['re-serialised body', () => [Buffer.from(JSON.stringify(JSON.parse(payload), null, 2)), sign(payload)]],
      ['missing signature', () => [Buffer.from(payload), undefined]],
      ['missing body', () => [undefined, sign(payload)]],
      ['garbage header', () => [Buffer.from(payload), 't=1,v1=deadbeef']],
    ])('refuses a delivery %s', (_name, args) => {
      const [body, signature] = args() as [Buffer | undefined, string | undefined];
      expect(() => adapter.verifyWebhook(body, signature)).toThrow(InvalidWebhookSignatureError);
    });

    it('translates subscription and invoice events and ignores others', () => {
      const event = (type: string, object: Record<string, unknown>) => {
        const body = JSON.stringify({ id: `evt_${type}`, object: 'event', type, created: 1_790_000_100, data: { object } });
        return adapter.verifyWebhook(Buffer.from(body), sign(body));
      };
      expect(
        event('customer.subscription.updated', { id: 'sub_1', object: 'subscription', status: 'past_due', customer: 'cus_1', metadata: { request_key: 'rk' } }),
      ).toMatchObject({
        type: 'subscription.changed',
        subscriptionId: 'sub_1',
        status: 'past_due',
        requestKey: 'rk',
        customerId: 'cus_1',
      });
      expect(
        event('customer.subscription.deleted', { id: 'sub_1', object: 'subscription', status: 'canceled', customer: 'cus_1', metadata: {} }),
      ).toMatchObject({
        type: 'subscription.changed',
        status: 'canceled',
        requestKey: null,
      });
      expect(
        event('invoice.paid', {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_1',
          parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { request_key: 'rk' } } },
        }),
      ).toMatchObject({ type: 'invoice.paid', subscriptionId: 'sub_1', customerId: 'cus_1', requestKey: 'rk' });
      expect(event('invoice.paid', { id: 'in_2', object: 'invoice', customer: 'cus_1', subscription: 'sub_legacy', parent: null })).toMatchObject({
        subscriptionId: 'sub_legacy',
      });
      expect(event('charge.refunded', { id: 'ch_1', object: 'charge' })).toMatchObject({ type: 'ignored', providerType: 'charge.refunded' });
    });
  });
});

describe('billing configuration', () => {
  it('uses the sandbox without a Stripe key, and refuses that in production unless asked', () => {
    expect(loadBillingConfig({ NODE_ENV: 'test' }).provider).toBe('sandbox');
    expect(() => loadBillingConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadBillingConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).provider).toBe('sandbox');
  });

  it('names what is wrong with STRIPE_PRICES at boot', () => {
    const base = { NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(() => loadBillingConfig(base)).toThrow(/STRIPE_PRICES: required/);
    expect(() => loadBillingConfig({ ...base, STRIPE_PRICES: '[1]' })).toThrow(/JSON object/);
    const { 'addon:domain-registration:5': _dropped, ...missing } = TEST_STRIPE_PRICES;
    expect(() => loadBillingConfig({ ...base, STRIPE_PRICES: JSON.stringify(missing) })).toThrow(
      /missing addon:domain-registration:5 or addon:domain-registration/,
    );
    expect(() => loadBillingConfig({ ...base, STRIPE_PRICES: JSON.stringify({ ...TEST_STRIPE_PRICES, 'gold:1': 'price_x' }) })).toThrow(/unknown key "gold:1"/);
    expect(() => loadBillingConfig({ ...base, STRIPE_PRICES: JSON.stringify({ ...TEST_STRIPE_PRICES, 'basic:1': 'prod_x' }) })).toThrow(
      /"basic:1" must be a Stripe price id/,
    );
    expect(() => loadBillingConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICES: JSON.stringify(TEST_STRIPE_PRICES) })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(loadBillingConfig({ ...base, STRIPE_PRICES: JSON.stringify(TEST_STRIPE_PRICES) }).stripe?.prices['basic:1']).toBe('price_basic_1');
  });
});
