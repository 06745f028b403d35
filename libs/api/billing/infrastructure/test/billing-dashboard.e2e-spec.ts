import { FakeStripeServer, stripeTestEnv } from '@fw/api-testing';
import { completedSession, createTestApp, createUser, mails, orderBySession, postWebhook, signedEvent, TestApp, TestUser } from './billing-test-support';

/** docs/product.md §11.3: the client's Billing page and Cancel renewal, and the admin's views of them. */
describe('billing in the dashboard (sandbox)', () => {
  let t: TestApp;
  let buyer: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let ua = 0;
  const agent = () => `billing-${++ua}`;

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test', BUSINESS_EMAIL: 'owner@business.test' },
    });
    buyer = await createUser(t);
    stranger = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  /** A package bought and paid in the sandbox by the signed-in buyer. */
  async function paidPackage(body: Record<string, unknown>): Promise<string> {
    const res = await t.http().post('/api/checkout').set('User-Agent', agent()).set('Authorization', buyer.auth).send(body).expect(201);
    await t.http().post(`/api/sandbox/checkout/${res.body.session_id}/pay`).type('form').send({}).expect(303);
    return res.body.session_id;
  }

  it("lists the client's orders and offers the hosting renewal not set up yet; strangers see none of it", async () => {
    const packageSession = await paidPackage({ package_id: 'basic', term_years: 2, add_on_ids: ['logo-brand-kit'] });
    const pkg = await orderBySession(t, packageSession);
    const res = await t.http().get('/api/my/billing').set('Authorization', buyer.auth).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.orders).toEqual([
      expect.objectContaining({
        id: pkg!.id,
        kind: 'package',
        status: 'paid',
        purchase: 'Basic Website, 2 years',
        term_years: 2,
        add_ons: ['Logo + Brand Kit'],
        amount_total_cents: 85300 + 9900,
        renewal: { amount_cents: 37800, starts_at: expect.any(String) },
      }),
    ]);
    expect(res.body.subscriptions).toEqual([]);
    expect(res.body.pending_hosting).toEqual([
      { package_order_id: pkg!.id, package_session_id: packageSession, purchase: 'Basic Website, 2 years', renewal: res.body.orders[0].renewal },
    ]);
    const paidAt = new Date(res.body.orders[0].paid_at);
    expect(new Date(res.body.orders[0].renewal.starts_at).getUTCFullYear()).toBe(paidAt.getUTCFullYear() + 2);

    const other = await t.http().get('/api/my/billing').set('Authorization', stranger.auth).expect(200);
    expect(other.body).toEqual({ orders: [], subscriptions: [], pending_hosting: [] });
    await t.http().get('/api/my/billing').expect(401);
  });

  it('shows the set-up renewal with its amount and next charge; Cancel renewal stops it, once, only for its owner', async () => {
    const packageSession = await paidPackage({ package_id: 'starter', term_years: 1 });
    const hosting = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', agent())
      .set('Authorization', buyer.auth)
      .send({ package_session_id: packageSession })
      .expect(201);
    await t.http().post(`/api/sandbox/checkout/${hosting.body.session_id}/pay`).type('form').send({}).expect(303);
    const hostingOrder = await orderBySession(t, hosting.body.session_id);
    expect(hostingOrder!.status).toBe('scheduled');

    const before = await t.http().get('/api/my/billing').set('Authorization', buyer.auth).expect(200);
    const sub = before.body.subscriptions.find((s: { order_id: string }) => s.order_id === hostingOrder!.id);
    const pkgOrder = await orderBySession(t, packageSession);
    expect(sub).toEqual({
      order_id: hostingOrder!.id,
      package_order_id: pkgOrder!.id,
      name: expect.stringContaining('Starter'),
      status: 'scheduled',
      amount_cents: 37800,
      currency: 'usd',
      next_charge_at: before.body.orders.find((o: { id: string }) => o.id === pkgOrder!.id).renewal.starts_at,
      ends_at: null,
      canceled_at: null,
      can_cancel: true,
    });
    expect(before.body.pending_hosting.map((p: { package_session_id: string }) => p.package_session_id)).not.toContain(packageSession);

    // Another client cannot cancel it, nor learn that it exists.
    const foreign = await t.http().post(`/api/my/billing/subscriptions/${hostingOrder!.id}/cancel`).set('Authorization', stranger.auth).expect(404);
    expect(foreign.body.code).toBe('BILLING.ORDER_NOT_FOUND');
    const bad = await t.http().post('/api/my/billing/subscriptions/not-a-uuid/cancel').set('Authorization', buyer.auth).expect(400);
    expect(bad.body.code).toBe('REQUEST.INVALID_ID');
    const notRenewal = await t.http().post(`/api/my/billing/subscriptions/${pkgOrder!.id}/cancel`).set('Authorization', buyer.auth).expect(409);
    expect(notRenewal.body.code).toBe('BILLING.RENEWAL_NOT_CANCELLABLE');

    const canceled = await t.http().post(`/api/my/billing/subscriptions/${hostingOrder!.id}/cancel`).set('Authorization', buyer.auth).expect(200);
    expect(canceled.body).toMatchObject({ status: 'canceled', next_charge_at: null, ends_at: sub.next_charge_at, can_cancel: false });
    const again = await t.http().post(`/api/my/billing/subscriptions/${hostingOrder!.id}/cancel`).set('Authorization', buyer.auth).expect(200);
    expect(again.body).toEqual(canceled.body);
    const [row] = await t.sql<{ next_charge_at: Date | null; renewal_canceled_at: Date | null }>(
      `select next_charge_at, renewal_canceled_at from orders where id = ?`,
      [hostingOrder!.id],
    );
    expect(row.next_charge_at).toBeNull();
    expect(row.renewal_canceled_at).not.toBeNull();
  });

  it('admins see the same billing on a client and on an order, and can cancel; editors cannot', async () => {
    const mine = await t.http().get('/api/my/billing').set('Authorization', buyer.auth).expect(200);
    const asAdmin = await t.http().get(`/api/admin/clients/${buyer.id}/billing`).set('Authorization', admin.auth).expect(200);
    expect(asAdmin.body).toEqual(mine.body);
    const order = mine.body.orders[0];
    const byOrder = await t.http().get(`/api/admin/orders/${order.id}/billing`).set('Authorization', admin.auth).expect(200);
    expect(byOrder.body.order).toMatchObject({ id: order.id, user_id: buyer.id });
    expect(byOrder.body.billing).toEqual(mine.body);

    await t.http().get(`/api/admin/clients/${buyer.id}/billing`).set('Authorization', stranger.auth).expect(403);
    const unknown = await t.http().get('/api/admin/clients/6f1c1f8e-2b7a-4a39-9c55-1d2c3b4a5e6f/billing').set('Authorization', admin.auth).expect(404);
    expect(unknown.body.code).toBe('ACCOUNTS.CLIENT_NOT_FOUND');
    await t.http().get('/api/admin/orders/6f1c1f8e-2b7a-4a39-9c55-1d2c3b4a5e6f/billing').set('Authorization', admin.auth).expect(404);

    const packageSession = await paidPackage({ package_id: 'basic', term_years: 1 });
    const hosting = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', agent())
      .set('Authorization', buyer.auth)
      .send({ package_session_id: packageSession })
      .expect(201);
    await t.http().post(`/api/sandbox/checkout/${hosting.body.session_id}/pay`).type('form').send({}).expect(303);
    const hostingOrder = await orderBySession(t, hosting.body.session_id);
    await t.http().post(`/api/admin/orders/${hostingOrder!.id}/cancel-renewal`).set('Authorization', stranger.auth).expect(403);
    const canceled = await t.http().post(`/api/admin/orders/${hostingOrder!.id}/cancel-renewal`).set('Authorization', admin.auth).expect(200);
    expect(canceled.body.status).toBe('canceled');
  });

  it('a canceled renewal reads as canceled on the order and in the Orders list, and the client and the business are told once', async () => {
    const packageSession = await paidPackage({ package_id: 'basic', term_years: 1 });
    const hosting = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', agent())
      .set('Authorization', buyer.auth)
      .send({ package_session_id: packageSession })
      .expect(201);
    await t.http().post(`/api/sandbox/checkout/${hosting.body.session_id}/pay`).type('form').send({}).expect(303);
    const hostingOrder = (await orderBySession(t, hosting.body.session_id))!;
    const before = await t.http().get(`/api/admin/orders/${hostingOrder.id}`).set('Authorization', admin.auth).expect(200);
    expect(before.body).toMatchObject({ status: 'scheduled', hosting_state: 'scheduled', renewal_canceled_at: null, renewal: { amount_cents: 37800 } });

    await t.http().post(`/api/admin/orders/${hostingOrder.id}/cancel-renewal`).set('Authorization', admin.auth).expect(200);
    await t.http().post(`/api/admin/orders/${hostingOrder.id}/cancel-renewal`).set('Authorization', admin.auth).expect(200);

    const after = await t.http().get(`/api/admin/orders/${hostingOrder.id}`).set('Authorization', admin.auth).expect(200);
    expect(after.body).toMatchObject({ hosting_state: 'canceled', renewal: null, renewal_canceled_at: expect.any(String) });
    const list = await t.http().get('/api/admin/orders?kind=hosting&_start=0&_end=50').set('Authorization', admin.auth).expect(200);
    expect(list.body.find((o: { id: string }) => o.id === hostingOrder.id)).toEqual(after.body);
    // Its package no longer announces a yearly price either, in the list and on the order page.
    const packageOrder = (await orderBySession(t, packageSession))!;
    const packages = await t.http().get('/api/admin/orders?kind=package&_start=0&_end=50').set('Authorization', admin.auth).expect(200);
    const pkgRow = packages.body.find((o: { id: string }) => o.id === packageOrder.id);
    expect(pkgRow).toMatchObject({ status: 'paid', hosting_state: 'canceled', renewal: null, hosting_paid_until: after.body.hosting_paid_until });
    expect((await t.http().get(`/api/admin/orders/${packageOrder.id}`).set('Authorization', admin.auth).expect(200)).body).toEqual(pkgRow);
    expect((await t.http().get(`/api/admin/orders/${packageOrder.id}/billing`).set('Authorization', admin.auth).expect(200)).body.order).toEqual(pkgRow);

    const sent = await mails(t, hostingOrder.id);
    expect(
      sent
        .filter((m) => m.template === 'renewal-canceled')
        .map((m) => m.recipient_email)
        .sort(),
    ).toEqual([buyer.email, 'owner@business.test'].sort());
    expect(sent.find((m) => m.template === 'renewal-canceled' && m.recipient_email === buyer.email)!.body).toContain('will not be charged again');
  });
});

describe('Cancel renewal with Stripe (local Stripe server)', () => {
  let t: TestApp;
  let stripe: FakeStripeServer;
  let buyer: TestUser;
  let n = 0;

  beforeAll(async () => {
    stripe = await new FakeStripeServer().start();
    t = await createTestApp({ env: { ...stripeTestEnv(stripe) } });
    buyer = await createUser(t, { email: 'stripe-buyer@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  /** A package paid by webhook and its hosting renewal scheduled through the setup checkout. */
  async function scheduledRenewal(): Promise<{ orderId: string; scheduleId: string }> {
    n++;
    const pkg = await t
      .http()
      .post('/api/checkout')
      .set('User-Agent', `stripe-${n}`)
      .set('Authorization', buyer.auth)
      .send({ package_id: 'basic', term_years: 1 })
      .expect(201);
    await postWebhook(
      t,
      signedEvent('checkout.session.completed', completedSession(pkg.body.session_id, { customer: `cus_b${n}`, customer_details: { email: buyer.email } })),
    ).expect(200);
    const hosting = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `stripe-${n}`)
      .set('Authorization', buyer.auth)
      .send({ package_session_id: pkg.body.session_id })
      .expect(201);
    const completed = stripe.completeSetup(hosting.body.session_id);
    await postWebhook(
      t,
      signedEvent('checkout.session.completed', { ...completed, customer_details: { email: buyer.email }, amount_total: null, currency: 'usd' }),
    ).expect(200);
    const order = await orderBySession(t, hosting.body.session_id);
    const [row] = await t.sql<{ subscription_schedule_id: string }>(`select subscription_schedule_id from orders where id = ?`, [order!.id]);
    return { orderId: order!.id, scheduleId: row.subscription_schedule_id };
  }

  it('a schedule that has not started is canceled at Stripe: nothing will ever be charged', async () => {
    const { orderId, scheduleId } = await scheduledRenewal();
    stripe.reset();
    const res = await t.http().post(`/api/my/billing/subscriptions/${orderId}/cancel`).set('Authorization', buyer.auth).expect(200);
    expect(res.body.status).toBe('canceled');
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscription_schedules/${scheduleId}`,
      `POST /v1/subscription_schedules/${scheduleId}/cancel`,
    ]);
    expect(stripe.schedules.get(scheduleId)!.status).toBe('canceled');
  });

  it('a started subscription is set to cancel at the end of the paid year (cancel_at_period_end), not ended at once', async () => {
    const { orderId, scheduleId } = await scheduledRenewal();
    const subscription = stripe.startSchedule(scheduleId);
    await t.sql(`update orders set subscription_id = ?, subscription_status = 'active' where id = ?`, [subscription.id, orderId]);
    stripe.reset();
    const res = await t.http().post(`/api/my/billing/subscriptions/${orderId}/cancel`).set('Authorization', buyer.auth).expect(200);
    expect(res.body.status).toBe('canceled');
    const [post] = stripe.requests;
    expect(`${post.method} ${post.path}`).toBe(`POST /v1/subscriptions/${subscription.id}`);
    expect(post.form).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscriptions.get(subscription.id as string)).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });

  it('a Stripe failure answers 502 BILLING.CANCEL_FAILED and leaves the renewal as it was', async () => {
    const { orderId, scheduleId } = await scheduledRenewal();
    // Stripe answers 404 for the schedule (deleted in the Stripe dashboard, or another account's key).
    stripe.schedules.delete(scheduleId);
    const res = await t.http().post(`/api/my/billing/subscriptions/${orderId}/cancel`).set('Authorization', buyer.auth).expect(502);
    expect(res.body).toEqual({ statusCode: 502, code: 'BILLING.CANCEL_FAILED', message: 'Failed to cancel the hosting renewal. Please try again.' });
    const billing = await t.http().get('/api/my/billing').set('Authorization', buyer.auth).expect(200);
    expect(billing.body.subscriptions.find((s: { order_id: string }) => s.order_id === orderId).status).toBe('scheduled');
  });
});
