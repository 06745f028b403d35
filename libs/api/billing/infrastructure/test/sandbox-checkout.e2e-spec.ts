import { count, createTestApp, mails, orderBySession, postWebhook, signedEvent, TestApp } from './billing-test-support';

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
    expect(session.body).toMatchObject({ session_id: sessionId, status: 'paid', amount_total_cents: 173600, buyer_email: 'visitor@example.com', term_years: 5 });

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
    const again = await t.http().post('/api/checkout').set('User-Agent', `sandbox-${ua}`).send({ package_id: 'starter', term_years: 10, email: 'c@example.com' }).expect(201);
    expect(again.body.session_id).not.toBe(body.session_id);
  });

  it('hosting subscription in the sandbox: paid and active', async () => {
    const res = await t.http().post('/api/checkout/hosting').send({ package_id: 'business-growth', email: 'host@example.com' }).expect(201);
    const page = await t.http().get(path(res.body.url)).expect(200);
    expect(page.text).toContain('Business Growth Website Hosting Renewal');
    expect(page.text).toContain('Pay $498 per year');
    await t.http().post(`/api/sandbox/checkout/${res.body.session_id}/pay`).type('form').send({}).expect(303);
    expect(await orderBySession(t, res.body.session_id)).toMatchObject({
      kind: 'hosting',
      status: 'paid',
      subscription_status: 'active',
      subscription_id: expect.stringMatching(/^sub_sandbox_/),
    });
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
