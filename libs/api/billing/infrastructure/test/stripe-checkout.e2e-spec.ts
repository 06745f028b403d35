import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FakeStripeServer, stripeTestEnv } from '@fw/api-testing';
import {
  buyerCookie,
  completedSession,
  count,
  createTestApp,
  createUser,
  mails,
  orderBySession,
  postWebhook,
  signedEvent,
  TestApp,
  TestUser,
} from './billing-test-support';

describe('billing with Stripe (local Stripe server)', () => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let ua = 0;
  // Everything the app logs at its most verbose, searched for Stripe's secrets at the end.
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-stripe-logs-')), 'api.log');
  // A distinct browser per test so the one-minute double-click window never joins unrelated tests.
  const checkout = (body: Record<string, unknown>, agent = `jest-${ua}`) => t.http().post('/api/checkout').set('User-Agent', agent).send(body);

  beforeAll(async () => {
    stripe = await new FakeStripeServer().start();
    t = await createTestApp({ env: { ...stripeTestEnv(stripe), BUSINESS_EMAIL: 'owner@business.test', LOG_FILE: logFile, LOG_LEVEL: 'trace' } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });
  beforeEach(() => {
    stripe.reset();
    ua++;
  });

  describe('POST /api/checkout', () => {
    it('creates a Stripe session from catalogue ids and records a pending order', async () => {
      const res = await checkout({ package_id: 'basic', term_years: 5, add_on_ids: ['google-maps', 'domain-registration'], email: 'Buyer@Example.com' }).expect(
        201,
      );
      expect(res.body).toEqual({
        url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake\d+$/),
        session_id: expect.stringMatching(/^cs_test_fake/),
      });
      const [sent] = stripe.sessionPosts();
      expect(sent.form).toMatchObject({
        mode: 'payment',
        'line_items[0][price]': 'price_basic_5',
        'line_items[1][price]': 'price_domain_5',
        'line_items[2][price]': 'price_maps',
        customer_email: 'buyer@example.com',
        success_url: 'http://shop.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://shop.test/pricing?checkout=cancelled',
      });
      expect(sent.form['line_items[3][price]']).toBeUndefined();
      expect(sent.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);
      const order = await orderBySession(t, res.body.session_id);
      expect(order).toMatchObject({
        status: 'pending',
        provider: 'stripe',
        kind: 'package',
        package_id: 'basic',
        term_years: 5,
        amount_total: 173600 + 9900,
        buyer_email: 'buyer@example.com',
        currency: 'usd',
      });
      expect(order!.items.map((i) => i.id)).toEqual(['basic', 'domain-registration', 'google-maps']);

      const session = await t.http().get(`/api/checkout/sessions/${res.body.session_id}`).expect(200);
      expect(session.body).toEqual({
        session_id: res.body.session_id,
        kind: 'package',
        status: 'pending',
        purchase: 'Basic Website, 5 years',
        package_id: 'basic',
        term_years: 5,
        items: [
          { id: 'basic', name: 'Basic Website', amount_cents: 158700, label: 'Basic Website, 5 years' },
          { id: 'domain-registration', name: 'Domain Name Registration', amount_cents: 14900, label: 'Domain Name Registration' },
          { id: 'google-maps', name: 'Google Maps Integration', amount_cents: 9900, label: 'Google Maps Integration' },
        ],
        amount_total_cents: 183500,
        currency: 'usd',
        buyer_email: 'buyer@example.com',
        // the renewal date is known once the package is paid
        renewal: null,
        // nor is there an account before the payment
        account: null,
      });
    });

    it.each([
      [{ package_id: 'premium', term_years: 1 }, 'BILLING.UNKNOWN_ITEM'],
      [{ package_id: 'basic', term_years: 3 }, 'BILLING.UNKNOWN_ITEM'],
      [{ package_id: 'starter', term_years: 1, add_on_ids: ['logo-brand-kit'] }, 'BILLING.UNKNOWN_ITEM'],
      [{ package_id: 'basic', term_years: 1, add_on_ids: ['price_basic_1'] }, 'BILLING.UNKNOWN_ITEM'],
      [{ package_id: 'price_basic_1', term_years: 1 }, 'BILLING.UNKNOWN_ITEM'],
      [{ package_id: 'basic', term_years: 1, amount: 1 }, 'REQUEST.VALIDATION'],
      [{ package_id: 'basic', term_years: 1, price_id: 'price_basic_1' }, 'REQUEST.VALIDATION'],
      [{ package_id: 'basic', term_years: '1' }, 'REQUEST.VALIDATION'],
      [{ package_id: 'basic', term_years: 1, email: 'not-an-email' }, 'REQUEST.VALIDATION'],
      [{ package_id: 'basic', term_years: 1, add_on_ids: 'google-maps' }, 'REQUEST.VALIDATION'],
    ])('refuses %j with 400 %s, without calling Stripe or recording anything', async (body, code) => {
      const before = await count(t, 'select * from orders');
      const res = await checkout(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code });
      expect(stripe.requests).toHaveLength(0);
      expect(await count(t, 'select * from orders')).toBe(before);
    });

    it('a double click (sequential or concurrent) gives one session and one order', async () => {
      const body = { package_id: 'starter', term_years: 2 };
      const first = await checkout(body).expect(201);
      const second = await checkout(body).expect(201);
      expect(second.body).toEqual(first.body);
      ua++;
      const results = await Promise.all([checkout(body), checkout(body), checkout(body)]);
      const ids = new Set(results.map((r) => r.body.session_id));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(ids.size).toBe(1);
      expect(await count(t, `select * from orders where checkout_session_id = ?`, [[...ids][0]])).toBe(1);
      // every Stripe call of one attempt carried the same Idempotency-Key
      const keys = new Set(stripe.sessionPosts().map((r) => r.idempotencyKey));
      expect(keys.size).toBe(2);
    });

    it('the client Idempotency-Key header decides, across browsers', async () => {
      const body = { package_id: 'business-growth', term_years: 10 };
      const a = await checkout(body, 'browser-a').set('Idempotency-Key', 'attempt-0001').expect(201);
      const b = await checkout(body, 'browser-b').set('Idempotency-Key', 'attempt-0001').expect(201);
      const c = await checkout(body, 'browser-a').set('Idempotency-Key', 'attempt-0002').expect(201);
      expect(b.body.session_id).toBe(a.body.session_id);
      expect(c.body.session_id).not.toBe(a.body.session_id);
      await checkout(body).set('Idempotency-Key', 'bad key!').expect(400);
    });

    it.each(['error-500', 'hang', 'refuse-400'] as const)('Stripe %s → 502 "Failed to create checkout session", nothing recorded', async (behaviour) => {
      stripe.behaviour = behaviour;
      const before = await count(t, 'select * from orders');
      const res = await checkout({ package_id: 'basic', term_years: 1 });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ statusCode: 502, code: 'BILLING.CHECKOUT_FAILED', message: 'Failed to create checkout session' });
      expect(JSON.stringify(res.body)).not.toMatch(/stack|at .*\.ts/);
      expect(await count(t, 'select * from orders')).toBe(before);
      expect(stripe.sessionPosts().length).toBeGreaterThanOrEqual(1);
      expect(new Set(stripe.sessionPosts().map((r) => r.idempotencyKey)).size).toBe(1);
    });
  });

  /** A package paid through a verified webhook on Nov 23, 2026 16:05 UTC (the event's time). */
  async function paidPackage(body: Record<string, unknown>, customer = 'cus_pkg'): Promise<string> {
    ua++;
    const res = await checkout({ email: 'owner@example.com', ...body }).expect(201);
    buyers.set(res.body.session_id, buyerCookie(res));
    const created = Date.UTC(2026, 10, 23, 16, 5) / 1000;
    await postWebhook(
      t,
      signedEvent('checkout.session.completed', completedSession(res.body.session_id, { customer, customer_details: { email: 'owner@example.com' } }), {
        created,
      }),
    ).expect(200);
    return res.body.session_id;
  }
  /** The buyer's browser of each package (its fw_buyer cookie), which may set up the renewal. */
  const buyers = new Map<string, string>();
  const hostingCheckout = (body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `jest-${ua}`)
      .set('Cookie', buyers.get(String(body.package_session_id)) ?? '')
      .send(body);

  describe('POST /api/checkout/hosting', () => {
    it('is a setup-mode checkout tied to the paid package: a card is saved, nothing is charged (billing.renewal-start)', async () => {
      const packageSession = await paidPackage({ package_id: 'starter', term_years: 2 });
      stripe.reset();
      const res = await hostingCheckout({ package_session_id: packageSession }).expect(201);
      const [sent] = stripe.sessionPosts();
      expect(sent.form).toMatchObject({ mode: 'setup', currency: 'usd', customer: 'cus_pkg', 'metadata[renewal_starts_at]': '2028-11-23T16:05:00.000Z' });
      // Set up from Billing: giving up returns there.
      expect(sent.form.cancel_url).toBe('http://shop.test/dashboard/billing?checkout=cancelled');
      expect(Object.keys(sent.form).some((k) => k.startsWith('line_items') || k.startsWith('subscription_data'))).toBe(false);
      expect(await orderBySession(t, res.body.session_id)).toMatchObject({
        kind: 'hosting',
        amount_total: 0,
        term_years: null,
        status: 'pending',
        buyer_email: 'owner@example.com',
      });
      const session = await t.http().get(`/api/checkout/sessions/${res.body.session_id}`).expect(200);
      expect(session.body.renewal).toEqual({ amount_cents: 37800, starts_at: '2028-11-23T16:05:00.000Z' });
    });

    it('without a paid package of the same buyer: 409, and Stripe is not called', async () => {
      const res = await hostingCheckout({ package_session_id: 'cs_test_unknown' }).expect(409);
      expect(res.body.code).toBe('BILLING.PACKAGE_NOT_PAID');
      ua++;
      const pending = await checkout({ package_id: 'basic', term_years: 1 }).expect(201);
      buyers.set(pending.body.session_id, buyerCookie(pending));
      stripe.reset();
      await hostingCheckout({ package_session_id: pending.body.session_id }).expect(409);
      expect(stripe.sessionPosts()).toHaveLength(0);
    });

    it('a package linked to another account is not theirs to renew', async () => {
      const packageSession = await paidPackage({ package_id: 'basic', term_years: 1 });
      const owner = await createUser(t);
      const stranger = await createUser(t);
      await t.sql(`update orders set user_id = ? where checkout_session_id = ?`, [owner.id, packageSession]);
      const res = await hostingCheckout({ package_session_id: packageSession }).set('Authorization', stranger.auth).expect(409);
      expect(res.body.code).toBe('BILLING.PACKAGE_NOT_PAID');
      await hostingCheckout({ package_session_id: packageSession }).set('Authorization', owner.auth).expect(201);
    });

    it('a Stripe failure → 502 "Failed to create hosting subscription"', async () => {
      const packageSession = await paidPackage({ package_id: 'basic', term_years: 5 });
      stripe.behaviour = 'error-500';
      const res = await hostingCheckout({ package_session_id: packageSession }).expect(502);
      expect(res.body).toEqual({ statusCode: 502, code: 'BILLING.SUBSCRIPTION_FAILED', message: 'Failed to create hosting subscription' });
    });
  });

  describe('hosting renewal through webhooks', () => {
    it('completion schedules the subscription to start at the end of a 10-year term; renewal invoices become orders; a failed one is mailed to the business', async () => {
      const packageSession = await paidPackage({ package_id: 'business-growth', term_years: 10 });
      const res = await hostingCheckout({ package_session_id: packageSession }).expect(201);
      const sessionId = res.body.session_id;
      const requestKey = stripe.sessionPosts().at(-1)!.form['metadata[request_key]'];
      const completed = stripe.completeSetup(sessionId, { paymentMethod: 'pm_card_visa' });
      stripe.reset();
      const event = signedEvent('checkout.session.completed', {
        ...completed,
        customer_details: { email: 'owner@example.com' },
        amount_total: null,
        currency: 'usd',
      });
      expect((await postWebhook(t, event).expect(200)).body.outcome).toBe('applied');

      const [schedule] = stripe.schedulePosts();
      expect(schedule.form).toMatchObject({
        customer: 'cus_pkg',
        start_date: String(Date.UTC(2036, 10, 23, 16, 5) / 1000),
        end_behavior: 'release',
        'default_settings[default_payment_method]': 'pm_card_visa',
        'phases[0][items][0][price]': 'price_hosting_bg',
        'phases[0][metadata][request_key]': requestKey,
      });
      expect(stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/setup_intents/'))).toHaveLength(1);
      let hosting = await orderBySession(t, sessionId);
      expect(hosting).toMatchObject({ status: 'scheduled', amount_total: 0, paid_at: null, subscription_status: 'not_started' });
      const sent = await mails(t, hosting!.id);
      expect(sent.map((m) => m.template)).toEqual(['order-notification', 'order-receipt']);
      for (const mail of sent) expect(mail.body).toContain('First charge of $498.00 on Nov 23, 2036');
      // the same event again: no second schedule
      expect((await postWebhook(t, event).expect(200)).body.outcome).toBe('duplicate');
      expect(stripe.schedulePosts()).toHaveLength(1);

      // ten years later: Stripe starts the subscription and bills it (events after the set-up one)
      const created = Math.floor(Date.now() / 1000) + 60;
      const invoice = (id: string, over: Record<string, unknown> = {}) => ({
        id,
        object: 'invoice',
        customer: 'cus_pkg',
        amount_paid: 49800,
        amount_due: 49800,
        currency: 'usd',
        billing_reason: 'subscription_create',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_bg_1', metadata: { request_key: requestKey } } },
        ...over,
      });
      await postWebhook(
        t,
        signedEvent(
          'customer.subscription.updated',
          { id: 'sub_bg_1', object: 'subscription', status: 'active', customer: 'cus_pkg', metadata: { request_key: requestKey } },
          { created },
        ),
      ).expect(200);
      await postWebhook(t, signedEvent('invoice.paid', invoice('in_first'), { created })).expect(200);
      await postWebhook(
        t,
        signedEvent('invoice.payment_failed', invoice('in_second', { amount_paid: 0, billing_reason: 'subscription_cycle' }), { created: created + 1 }),
      ).expect(200);
      const renewals = await t.sql<{ id: string; status: string; amount_total: number; parent_order_id: string; checkout_session_id: string }>(
        `select id, status, amount_total, parent_order_id, checkout_session_id from orders where kind = 'hosting-renewal' and parent_order_id = ? order by checkout_session_id`,
        [hosting!.id],
      );
      expect(renewals.map((r) => [r.checkout_session_id, r.status, r.amount_total])).toEqual([
        ['in_first', 'paid', 49800],
        ['in_second', 'failed', 49800],
      ]);
      expect((await mails(t, renewals[0].id)).map((m) => [m.template, m.recipient_email])).toEqual([
        ['order-notification', 'owner@business.test'],
        ['order-receipt', 'owner@example.com'],
      ]);
      const failed = await mails(t, renewals[1].id);
      expect(failed.map((m) => [m.template, m.recipient_email])).toEqual([['renewal-payment-failed', 'owner@business.test']]);
      expect(failed[0].body).toContain('$498.00');
      hosting = await orderBySession(t, sessionId);
      expect(hosting).toMatchObject({ status: 'scheduled', subscription_id: 'sub_bg_1', subscription_status: 'active' });
      // Stripe's retry of the failed invoice succeeds: the same renewal order becomes paid
      await postWebhook(t, signedEvent('invoice.paid', invoice('in_second'), { created: created + 2 })).expect(200);
      const [second] = await t.sql<{ status: string }>(`select status from orders where checkout_session_id = 'in_second'`);
      expect(second.status).toBe('paid');

      // the admin order view shows the renewal amount and start date
      const admin = await createUser(t, { role: 'admin' });
      const one = await t.http().get(`/api/admin/orders/${hosting!.id}`).set('Authorization', admin.auth).expect(200);
      expect(one.body).toMatchObject({ kind: 'hosting', status: 'scheduled', renewal: { amount_cents: 49800, starts_at: '2036-11-23T16:05:00.000Z' } });
      const renewalsList = await t.http().get('/api/admin/orders?kind=hosting-renewal').set('Authorization', admin.auth).expect(200);
      expect(renewalsList.body.map((o: { checkout_session_id: string }) => o.checkout_session_id)).toEqual(expect.arrayContaining(['in_first', 'in_second']));
    });

    it("a Stripe failure while scheduling answers non-2xx and records nothing, so Stripe's retry schedules it", async () => {
      const packageSession = await paidPackage({ package_id: 'basic', term_years: 1 });
      const res = await hostingCheckout({ package_session_id: packageSession }).expect(201);
      const completed = stripe.completeSetup(res.body.session_id);
      const event = signedEvent('checkout.session.completed', { ...completed, customer_details: { email: 'owner@example.com' } });
      stripe.behaviour = 'error-500';
      const failed = await postWebhook(t, event);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect((await orderBySession(t, res.body.session_id))!.status).toBe('pending');
      stripe.behaviour = 'ok';
      expect((await postWebhook(t, event).expect(200)).body.outcome).toBe('applied');
      expect((await orderBySession(t, res.body.session_id))!.status).toBe('scheduled');
      expect(new Set(stripe.schedulePosts().map((r) => r.idempotencyKey)).size).toBe(1);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    async function newSession(body: Record<string, unknown> = { package_id: 'basic', term_years: 1, add_on_ids: ['logo-brand-kit'] }): Promise<string> {
      ua++;
      const res = await checkout(body).expect(201);
      return res.body.session_id;
    }

    it('checkout.session.completed marks the order paid, with a receipt and a business notification in the outbox', async () => {
      const sessionId = await newSession();
      const event = signedEvent('checkout.session.completed', completedSession(sessionId, { amount_total: 57400 }));
      const res = await postWebhook(t, event).expect(200);
      expect(res.body).toEqual({ received: true, outcome: 'applied' });
      const order = await orderBySession(t, sessionId);
      expect(order).toMatchObject({ status: 'paid', customer_id: 'cus_test_1', buyer_email: 'buyer@example.com', amount_total: 57400 });
      expect(order!.paid_at).not.toBeNull();
      const sent = await mails(t, order!.id);
      expect(sent.map((m) => [m.template, m.recipient_email])).toEqual([
        ['order-notification', 'owner@business.test'],
        ['order-receipt', 'buyer@example.com'],
      ]);
      expect(sent.find((m) => m.template === 'order-receipt')!.body).toContain('$574');
      const session = await t.http().get(`/api/checkout/sessions/${sessionId}`).expect(200);
      expect(session.body.status).toBe('paid');

      // the same event again: acknowledged, nothing applied twice
      const again = await postWebhook(t, event).expect(200);
      expect(again.body.outcome).toBe('duplicate');
      expect(await mails(t, order!.id)).toHaveLength(2);
    });

    it('the same event delivered concurrently is applied once', async () => {
      const sessionId = await newSession({ package_id: 'starter', term_years: 5 });
      const event = signedEvent('checkout.session.completed', completedSession(sessionId));
      const results = await Promise.all(Array.from({ length: 6 }, () => postWebhook(t, event)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(results.filter((r) => r.body.outcome === 'applied')).toHaveLength(1);
      const order = await orderBySession(t, sessionId);
      expect(order!.status).toBe('paid');
      expect(await mails(t, order!.id)).toHaveLength(2);
    });

    it('the success redirect or a session read never marks an order paid', async () => {
      const sessionId = await newSession({ package_id: 'basic', term_years: 2 });
      await t.http().get(`/api/checkout/sessions/${sessionId}`).expect(200);
      expect((await orderBySession(t, sessionId))!.status).toBe('pending');
      // a completed session whose payment is still processing stays pending too
      await postWebhook(t, signedEvent('checkout.session.completed', completedSession(sessionId, { payment_status: 'unpaid' }))).expect(200);
      expect((await orderBySession(t, sessionId))!.status).toBe('pending');
      await postWebhook(t, signedEvent('checkout.session.async_payment_succeeded', completedSession(sessionId))).expect(200);
      expect((await orderBySession(t, sessionId))!.status).toBe('paid');
    });

    it.each([
      [
        'a forged signature',
        (e: { body: string; signature: string }) => ({ body: e.body, signature: signedEvent('x', {}, { secret: 'whsec_wrong' }).signature }),
      ],
      ['a valid signature of another payload', (e: { body: string }) => ({ body: e.body, signature: signedEvent('x', {}).signature })],
      [
        'a stale timestamp (301 s)',
        (e: { body: string }) => {
          const stale = Math.floor(Date.now() / 1000) - 301;
          return { body: e.body, signature: signedEvent('x', {}, { timestamp: stale }).signature.replace(/^t=\d+/, `t=${stale}`) };
        },
      ],
      ['no Stripe-Signature header', (e: { body: string }) => ({ body: e.body })],
      ['a re-serialised body', (e: { body: string; signature: string }) => ({ body: JSON.stringify(JSON.parse(e.body), null, 1), signature: e.signature })],
    ])('refuses %s with 400 and changes nothing', async (_name, tamper) => {
      const sessionId = await newSession({ package_id: 'basic', term_years: 10 });
      const genuine = signedEvent('checkout.session.completed', completedSession(sessionId));
      const res = await postWebhook(t, tamper(genuine)).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'BILLING.INVALID_SIGNATURE' });
      expect((await orderBySession(t, sessionId))!.status).toBe('pending');
      expect(await count(t, `select * from webhook_events where id = ?`, [JSON.parse(genuine.body).id])).toBe(0);
    });

    it('a stale but otherwise genuine signature is refused', async () => {
      const sessionId = await newSession({ package_id: 'starter', term_years: 10 });
      const stale = signedEvent('checkout.session.completed', completedSession(sessionId), { timestamp: Math.floor(Date.now() / 1000) - 301 });
      await postWebhook(t, stale).expect(400);
      expect((await orderBySession(t, sessionId))!.status).toBe('pending');
    });

    it('a database failure inside the handler answers non-2xx and leaves the event unprocessed for the retry', async () => {
      const sessionId = await newSession({ package_id: 'business-growth', term_years: 1 });
      const event = signedEvent('checkout.session.completed', completedSession(sessionId, { customer_details: { email: 'boom@example.com' } }));
      await t.sql(`alter table email_logs add constraint jest_fail_receipts check (recipient_email <> 'boom@example.com')`);
      try {
        const failed = await postWebhook(t, event);
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect(JSON.stringify(failed.body)).not.toMatch(/jest_fail_receipts|stack/);
        expect((await orderBySession(t, sessionId))!.status).toBe('pending');
        expect(await count(t, `select * from webhook_events where id = ?`, [JSON.parse(event.body).id])).toBe(0);
      } finally {
        await t.sql(`alter table email_logs drop constraint jest_fail_receipts`);
      }
      const retried = await postWebhook(t, event).expect(200);
      expect(retried.body.outcome).toBe('applied');
      expect((await orderBySession(t, sessionId))!.status).toBe('paid');
    });

    it('acknowledges events it does not act on', async () => {
      const res = await postWebhook(t, signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' })).expect(200);
      expect(res.body.outcome).toBe('ignored');
    });
  });

  describe('orders linked to accounts and the admin resource', () => {
    let admin: TestUser;
    let editor: TestUser;
    let paidSession: string;
    let buyer: TestUser;

    beforeAll(async () => {
      admin = await createUser(t, { role: 'admin' });
      editor = await createUser(t);
      buyer = await createUser(t, { email: 'claimer@example.com' });
      ua++;
      const res = await checkout({ package_id: 'business-growth', term_years: 2, email: 'claimer@example.com' }).expect(201);
      paidSession = res.body.session_id;
      await postWebhook(
        t,
        signedEvent('checkout.session.completed', completedSession(paidSession, { customer_details: { email: 'claimer@example.com' } })),
      ).expect(200);
    });

    it('the webhook links the paid order to the account with the buyer e-mail; signing in with the session_id keeps it there', async () => {
      expect((await orderBySession(t, paidSession))!.user_id).toBe(buyer.id);
      await t.http().post('/api/auth/sign-in').send({ email: buyer.email, password: buyer.password, session_id: paidSession }).expect(200);
      expect((await orderBySession(t, paidSession))!.user_id).toBe(buyer.id);
      // someone else bringing the same session id later does not take it over
      await t.http().post('/api/auth/sign-in').send({ email: editor.email, password: editor.password, session_id: paidSession }).expect(200);
      expect((await orderBySession(t, paidSession))!.user_id).toBe(buyer.id);
    });

    it('admins list orders with simple-rest filters, sorting and X-Total-Count', async () => {
      const all = await t.http().get('/api/admin/orders').set('Authorization', admin.auth).expect(200);
      const total = Number(all.headers['x-total-count']);
      expect(total).toBe(await count(t, 'select * from orders'));
      expect(all.body[0]).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          kind: expect.any(String),
          status: expect.any(String),
          amount_total: expect.any(Number),
          items: expect.any(Array),
          created_at: expect.any(String),
        }),
      );
      const paid = await t.http().get('/api/admin/orders?status=paid&_sort=amount_total&_order=desc').set('Authorization', admin.auth).expect(200);
      expect(paid.body.length).toBeGreaterThan(1);
      expect(paid.body.every((o: { status: string }) => o.status === 'paid')).toBe(true);
      const amounts = paid.body.map((o: { amount_total: number }) => o.amount_total);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
      const hosting = await t.http().get('/api/admin/orders?kind=hosting').set('Authorization', admin.auth).expect(200);
      expect(hosting.body.every((o: { kind: string }) => o.kind === 'hosting')).toBe(true);
      const search = await t.http().get('/api/admin/orders?q=CLAIMER').set('Authorization', admin.auth).expect(200);
      expect(search.body.map((o: { checkout_session_id: string }) => o.checkout_session_id)).toEqual([paidSession]);
      const one = await t.http().get(`/api/admin/orders/${search.body[0].id}`).set('Authorization', admin.auth).expect(200);
      expect(one.body).toMatchObject({ checkout_session_id: paidSession, status: 'paid', package_id: 'business-growth', term_years: 2, amount_total: 234300 });
      expect(one.body.items).toEqual([{ id: 'business-growth', kind: 'package', name: 'Business Growth Website', amount_cents: 234300 }]);
      await t.http().get('/api/admin/orders/not-a-uuid').set('Authorization', admin.auth).expect(400);
      await t.http().get('/api/admin/orders/00000000-0000-4000-8000-000000000000').set('Authorization', admin.auth).expect(404);
      await t.http().get('/api/admin/orders?_sort=buyer_email').set('Authorization', admin.auth).expect(400);
    });

    it('refuses editors (403) and anonymous callers (401)', async () => {
      await t.http().get('/api/admin/orders').expect(401);
      const denied = await t.http().get('/api/admin/orders').set('Authorization', editor.auth).expect(403);
      expect(denied.body.code).toBe('AUTH.FORBIDDEN');
    });
  });

  it('with Stripe configured the sandbox pages do not exist', async () => {
    ua++;
    const res = await checkout({ package_id: 'basic', term_years: 1 }).expect(201);
    await t.http().get(`/api/sandbox/checkout/${res.body.session_id}`).expect(404);
    await t.http().post(`/api/sandbox/checkout/${res.body.session_id}/pay`).type('form').send({ email: 'x@example.com' }).expect(404);
    expect((await orderBySession(t, res.body.session_id))!.status).toBe('pending');
  });

  it('GET /api/checkout/sessions/:id is 404 for an unknown session', async () => {
    const res = await t.http().get('/api/checkout/sessions/cs_test_nope').expect(404);
    expect(res.body.code).toBe('BILLING.SESSION_NOT_FOUND');
  });

  it('logged the checkouts and webhooks at trace level, and none of the secret key, webhook secret or signatures (auth.logs-clean)', async () => {
    const env = stripeTestEnv(stripe);
    const logs = fs.readFileSync(logFile, 'utf8');
    expect(logs).toContain('/api/webhooks/stripe');
    expect(logs).toContain('/api/checkout');
    expect(logs).not.toContain(env.STRIPE_SECRET_KEY);
    expect(logs).not.toContain(env.STRIPE_WEBHOOK_SECRET);
    expect(logs).not.toMatch(/v1=[0-9a-f]{64}/);
  });
});
