import { buyerCookie, count, createTestApp, mails, orderBySession, postWebhook, signedEvent, TestApp } from './billing-test-support';

describe('billing with the local payment sandbox (no Stripe key)', () => {
  let t: TestApp;
  let ua = 0;
  const checkout = (body: Record<string, unknown>) => t.http().post('/api/checkout').set('User-Agent', `sandbox-${++ua}`).send(body);
  const path = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test', BUSINESS_EMAIL: 'owner@business.test' },
    });
  });
  afterAll(() => t.close());

  it('create → page → pay → order paid → receipts in email_logs → session shows paid', async () => {
    const created = await checkout({ package_id: 'basic', term_years: 5, add_on_ids: ['domain-registration'] }).expect(201);
    const { url, session_id: sessionId } = created.body;
    expect(sessionId).toMatch(/^cs_sandbox_[0-9a-f]{36}$/);
    expect(url).toBe(`http://shop.test/api/sandbox/checkout/${sessionId}`);
    expect(await orderBySession(t, sessionId)).toMatchObject({ provider: 'sandbox', status: 'pending', amount_total: 173600 });

    const page = await t.http().get(path(url)).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('Basic Website');
    expect(page.text).toContain('$1,587');
    expect(page.text).toContain('Domain Name Registration');
    expect(page.text).toContain('$149');
    expect(page.text).toContain('Pay $1,736');
    expect(page.text).toContain(`action="/api/sandbox/checkout/${sessionId}/pay"`);
    expect(page.text).toContain(`action="/api/sandbox/checkout/${sessionId}/cancel"`);
    expect(page.text).not.toMatch(/<script|<link|src=|https?:\/\/(?!shop\.test)/i);

    const paid = await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email: 'Visitor@Example.com' }).expect(303);
    expect(paid.headers.location).toBe(`http://shop.test/payment-success?session_id=${sessionId}`);

    const order = await orderBySession(t, sessionId);
    expect(order).toMatchObject({ status: 'paid', buyer_email: 'visitor@example.com' });
    expect(order!.paid_at).not.toBeNull();
    const sent = await mails(t, order!.id);
    expect(sent.map((m) => [m.template, m.recipient_email])).toEqual([
      ['order-notification', 'owner@business.test'],
      ['order-receipt', 'visitor@example.com'],
    ]);
    // the same completion path as a webhook: the event is recorded once
    expect(await count(t, `select * from webhook_events where id like 'evt_sandbox_paid_%'`)).toBe(1);

    const session = await t.http().get(`/api/checkout/sessions/${sessionId}`).expect(200);
    expect(session.body).toMatchObject({
      session_id: sessionId,
      status: 'paid',
      amount_total_cents: 173600,
      buyer_email: 'visitor@example.com',
      term_years: 5,
    });

    // paying again (back button, double submit) changes nothing
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email: 'other@example.com' }).expect(303);
    expect(await mails(t, order!.id)).toHaveLength(2);
    expect((await orderBySession(t, sessionId))!.buyer_email).toBe('visitor@example.com');
    const after = await t.http().get(path(url)).expect(200);
    expect(after.text).toContain('This checkout is paid.');
    expect(after.text).not.toContain('<form');
  });

  it('two Pay submissions at once pay once', async () => {
    const { body } = await checkout({ package_id: 'starter', term_years: 1, email: 'twice@example.com' }).expect(201);
    const results = await Promise.all([1, 2, 3].map(() => t.http().post(`/api/sandbox/checkout/${body.session_id}/pay`).type('form').send({})));
    expect(results.map((r) => r.status)).toEqual([303, 303, 303]);
    const order = await orderBySession(t, body.session_id);
    expect(order!.status).toBe('paid');
    expect(await mails(t, order!.id)).toHaveLength(2);
  });

  it('asks for an e-mail when the checkout has none, and refuses a bad one without paying', async () => {
    const { body } = await checkout({ package_id: 'business-growth', term_years: 1 }).expect(201);
    const page = await t.http().get(path(body.url)).expect(200);
    expect(page.text).toContain('name="email"');
    const missing = await t.http().post(`/api/sandbox/checkout/${body.session_id}/pay`).type('form').send({}).expect(400);
    expect(missing.text).toContain('Enter a valid e-mail address for the receipt.');
    await t.http().post(`/api/sandbox/checkout/${body.session_id}/pay`).type('form').send({ email: '<script>@x' }).expect(400);
    expect((await orderBySession(t, body.session_id))!.status).toBe('pending');
  });

  it('escapes what it shows', async () => {
    const { body } = await checkout({ package_id: 'basic', term_years: 1 }).expect(201);
    const res = await t.http().post(`/api/sandbox/checkout/${body.session_id}/pay`).type('form').send({ email: '"><img src=x onerror=alert(1)>' }).expect(400);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&quot;&gt;&lt;img');
  });

  it('Cancel goes back to /pricing and closes the checkout', async () => {
    const { body } = await checkout({ package_id: 'starter', term_years: 10, email: 'c@example.com' }).expect(201);
    const res = await t.http().post(`/api/sandbox/checkout/${body.session_id}/cancel`).expect(303);
    expect(res.headers.location).toBe('http://shop.test/pricing?checkout=cancelled');
    expect((await orderBySession(t, body.session_id))!.status).toBe('canceled');
    const session = await t.http().get(`/api/checkout/sessions/${body.session_id}`).expect(200);
    expect(session.body.status).toBe('canceled');
    await t.http().post(`/api/sandbox/checkout/${body.session_id}/pay`).type('form').send({}).expect(409);
    expect((await orderBySession(t, body.session_id))!.status).toBe('canceled');
    const order = await orderBySession(t, body.session_id);
    expect(await mails(t, order!.id)).toHaveLength(0);
    // the same purchase again starts a fresh session
    const again = await t
      .http()
      .post('/api/checkout')
      .set('User-Agent', `sandbox-${ua}`)
      .send({ package_id: 'starter', term_years: 10, email: 'c@example.com' })
      .expect(201);
    expect(again.body.session_id).not.toBe(body.session_id);
  });

  /** A package bought and paid in the sandbox; its paid_at moved to a known day. */
  /** The buyer's browser of each package (its fw_buyer cookie), which may set up the renewal. */
  const buyers = new Map<string, string>();
  const hostingCheckout = (body: { package_session_id: string; package_id?: string }) =>
    t
      .http()
      .post('/api/checkout/hosting')
      .set('Cookie', buyers.get(body.package_session_id) ?? '')
      .send(body);

  async function paidPackage(body: Record<string, unknown>, paidAt = '2026-11-23T16:05:00Z'): Promise<string> {
    const res = await checkout(body).expect(201);
    const created = res.body;
    buyers.set(created.session_id, buyerCookie(res));
    await t.http().post(`/api/sandbox/checkout/${created.session_id}/pay`).type('form').send({ email: 'owner@example.com' }).expect(303);
    await t.sql(`update orders set paid_at = ? where checkout_session_id = ?`, [paidAt, created.session_id]);
    return created.session_id;
  }

  it('hosting renewal (billing.renewal-start): nothing charged at purchase, first charge at the end of the paid term, said the same everywhere', async () => {
    const packageSession = await paidPackage({ package_id: 'basic', term_years: 1 });
    const res = await hostingCheckout({ package_session_id: packageSession }).expect(201);
    const page = await t.http().get(path(res.body.url)).expect(200);
    expect(page.text).toContain('Basic Website Hosting Renewal');
    expect(page.text).toContain('First charge of $378 on Nov 23, 2027');
    expect(page.text).toContain('Nothing is charged today');
    expect(page.text).not.toContain('Pay $378');
    await t.http().post(`/api/sandbox/checkout/${res.body.session_id}/pay`).type('form').send({ name: 'Typed <b>Name</b>' }).expect(303);
    const hosting = await orderBySession(t, res.body.session_id);
    expect(hosting).toMatchObject({
      kind: 'hosting',
      status: 'scheduled',
      amount_total: 0,
      paid_at: null,
      buyer_email: 'owner@example.com',
      subscription_status: 'not_started',
    });
    const [row] = await t.sql<{ renewal_starts_at: Date; parent_order_id: string; subscription_schedule_id: string }>(
      `select renewal_starts_at, parent_order_id, subscription_schedule_id from orders where checkout_session_id = ?`,
      [res.body.session_id],
    );
    expect(new Date(row.renewal_starts_at).toISOString()).toBe('2027-11-23T16:05:00.000Z');
    expect(row.parent_order_id).toBe((await orderBySession(t, packageSession))!.id);
    expect(row.subscription_schedule_id).toMatch(/^sub_sched_sandbox_/);

    // the payment-success page's data
    const session = await t.http().get(`/api/checkout/sessions/${res.body.session_id}`).expect(200);
    expect(session.body).toMatchObject({ status: 'scheduled', amount_total_cents: 0, renewal: { amount_cents: 37800, starts_at: '2027-11-23T16:05:00.000Z' } });
    const pkgSession = await t.http().get(`/api/checkout/sessions/${packageSession}`).expect(200);
    expect(pkgSession.body).toMatchObject({ purchase: 'Basic Website, 1 year', renewal: { amount_cents: 37800, starts_at: '2027-11-23T16:05:00.000Z' } });

    // the receipt and the business notification: the same amount and date, nothing said to be charged,
    // and nothing the buyer typed
    const sent = await mails(t, hosting!.id);
    expect(sent.map((m) => [m.template, m.recipient_email])).toEqual([
      ['order-notification', 'owner@business.test'],
      ['order-receipt', 'owner@example.com'],
    ]);
    for (const mail of sent) expect(mail.body).toContain('First charge of $378.00 on Nov 23, 2027');
    const receipt = sent.find((m) => m.template === 'order-receipt')!;
    expect(receipt.subject).toContain('hosting renewal is set up');
    expect(receipt.body).toContain('Nothing was charged today');
    expect(receipt.body).not.toMatch(/Typed|&lt;b&gt;|<b>Name/);

    // a second renewal for the same package would bill twice: refused
    const again = await hostingCheckout({ package_session_id: packageSession }).set('User-Agent', 'another-tab').expect(409);
    expect(again.body.code).toBe('BILLING.HOSTING_ALREADY_SET_UP');
  });

  it('a 10-year Business Growth package renews ten years after payment, at $498', async () => {
    const packageSession = await paidPackage({ package_id: 'business-growth', term_years: 10 });
    const pkgPage = await t.http().get(`/api/checkout/sessions/${packageSession}`).expect(200);
    expect(pkgPage.body.purchase).toBe('Business Growth Website, 10 years');
    const res = await hostingCheckout({ package_session_id: packageSession, package_id: 'business-growth' }).expect(201);
    const page = await t.http().get(path(res.body.url)).expect(200);
    expect(page.text).toContain('First charge of $498 on Nov 23, 2036');
    const pkgOrder = await orderBySession(t, packageSession);
    const receipt = (await mails(t, pkgOrder!.id)).find((m) => m.template === 'order-receipt')!;
    expect(receipt.body).toContain('Business Growth Website, 10 years');
  });

  it('the package checkout page and e-mails name the term bought', async () => {
    const { body } = await checkout({ package_id: 'starter', term_years: 5, email: 'term@example.com' }).expect(201);
    const page = await t.http().get(path(body.url)).expect(200);
    expect(page.text).toContain('Starter Website, 5 years');
    await t.http().post(`/api/sandbox/checkout/${body.session_id}/pay`).type('form').send({}).expect(303);
    const order = await orderBySession(t, body.session_id);
    const sent = await mails(t, order!.id);
    for (const mail of sent) expect(mail.body).toContain('Starter Website, 5 years');
    expect(sent.find((m) => m.template === 'order-receipt')!.body).toMatch(/hosting is included until [A-Z][a-z]{2} \d{1,2}, 2031/);
  });

  it('Cancel on a hosting renewal checkout (started from Billing) goes back to Billing, not to /pricing', async () => {
    const packageSession = await paidPackage({ package_id: 'starter', term_years: 2 });
    const res = await hostingCheckout({ package_session_id: packageSession }).set('User-Agent', `sandbox-${++ua}`).expect(201);
    const canceled = await t.http().post(`/api/sandbox/checkout/${res.body.session_id}/cancel`).expect(303);
    expect(canceled.headers.location).toBe('http://shop.test/dashboard/billing?checkout=cancelled');
    expect((await orderBySession(t, res.body.session_id))!.status).toBe('canceled');
  });

  it("a stranger who knows a paid package's session id cannot start its hosting checkout (403), nothing recorded", async () => {
    const packageSession = await paidPackage({ package_id: 'basic', term_years: 1 });
    const before = await count(t, `select * from orders where kind = 'hosting'`);
    const noCookie = await t.http().post('/api/checkout/hosting').set('User-Agent', 'stranger').send({ package_session_id: packageSession }).expect(403);
    expect(noCookie.body).toMatchObject({ statusCode: 403, code: 'BILLING.NOT_YOUR_ORDER' });
    // the stranger's own browser key (from a checkout of their own) is no claim on someone else's order
    const theirOwn = await checkout({ package_id: 'starter', term_years: 1 }).expect(201);
    await t.http().post('/api/checkout/hosting').set('Cookie', buyerCookie(theirOwn)).send({ package_session_id: packageSession }).expect(403);
    expect(await count(t, `select * from orders where kind = 'hosting'`)).toBe(before);
    // the buyer's own browser still can
    await hostingCheckout({ package_session_id: packageSession }).expect(201);
  });

  it('a hosting checkout without a paid package of the same buyer is refused (409), nothing recorded', async () => {
    const before = await count(t, `select * from orders where kind = 'hosting'`);
    const unknown = await t.http().post('/api/checkout/hosting').send({ package_session_id: 'cs_sandbox_nope' }).expect(409);
    expect(unknown.body).toMatchObject({
      statusCode: 409,
      code: 'BILLING.PACKAGE_NOT_PAID',
      message: 'Hosting renewal can be set up only after your website package is paid',
    });
    const unpaidRes = await checkout({ package_id: 'basic', term_years: 2 }).expect(201);
    const unpaid = unpaidRes.body;
    await t.http().post('/api/checkout/hosting').set('Cookie', buyerCookie(unpaidRes)).send({ package_session_id: unpaid.session_id }).expect(409);
    // the old request shape (a package id alone) is not enough any more
    await t.http().post('/api/checkout/hosting').send({ package_id: 'basic' }).expect(400);
    const paid = await paidPackage({ package_id: 'starter', term_years: 1 });
    await hostingCheckout({ package_session_id: paid, package_id: 'basic' }).expect(400);
    expect(await count(t, `select * from orders where kind = 'hosting'`)).toBe(before);
  });

  it('unknown sessions are a 404 page; webhooks are refused without Stripe', async () => {
    const res = await t.http().get('/api/sandbox/checkout/cs_sandbox_unknown').expect(404);
    expect(res.text).toContain('Checkout not found');
    await t.http().post('/api/sandbox/checkout/cs_sandbox_unknown/pay').type('form').send({}).expect(404);
    const { body } = await checkout({ package_id: 'basic', term_years: 2 }).expect(201);
    const event = signedEvent('checkout.session.completed', { id: body.session_id, object: 'checkout.session', payment_status: 'paid', metadata: {} });
    await postWebhook(t, event).expect(400);
    expect((await orderBySession(t, body.session_id))!.status).toBe('pending');
  });
});
