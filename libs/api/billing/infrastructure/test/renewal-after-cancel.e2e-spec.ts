import { createTestApp, createUser, orderBySession, TestApp } from './billing-test-support';

/**
 * A client who canceled their hosting renewal before its first charge can set it up again.
 * Found by an exploratory pass: after "Cancel renewal" the package was still counted as renewed,
 * so Billing offered no set-up and POST /api/checkout/hosting answered 409
 * BILLING.HOSTING_ALREADY_SET_UP ("already set up") for a renewal the page showed as canceled: the
 * website would go offline at the end of the term with no way back in the product.
 */
describe('hosting renewal set up again after a cancel', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  it('offers the set-up again, schedules the new renewal at the same term end, and one renewal is in force', async () => {
    const buyer = await createUser(t, { email: 'changed.mind@example.com' });
    const pkg = await t.http().post('/api/checkout').set('User-Agent', `again-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    await t.http().post(`/api/sandbox/checkout/${pkg.body.session_id}/pay`).type('form').send({ email: buyer.email }).expect(303);
    const first = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `again-${++ua}`)
      .set('Authorization', buyer.auth)
      .send({ package_session_id: pkg.body.session_id })
      .expect(201);
    await t.http().post(`/api/sandbox/checkout/${first.body.session_id}/pay`).type('form').send({}).expect(303);
    const firstOrder = (await orderBySession(t, first.body.session_id))!;
    await t.http().post(`/api/my/billing/subscriptions/${firstOrder.id}/cancel`).set('Authorization', buyer.auth).expect(200);

    const billing = await t.http().get('/api/my/billing').set('Authorization', buyer.auth).expect(200);
    expect(billing.body.pending_hosting.map((p: { package_session_id: string }) => p.package_session_id)).toEqual([pkg.body.session_id]);

    const second = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `again-${++ua}`)
      .set('Authorization', buyer.auth)
      .send({ package_session_id: pkg.body.session_id });
    expect(second.status).toBe(201);
    await t.http().post(`/api/sandbox/checkout/${second.body.session_id}/pay`).type('form').send({}).expect(303);
    const secondOrder = (await orderBySession(t, second.body.session_id))!;
    expect(secondOrder.status).toBe('scheduled');

    const after = await t.http().get('/api/my/billing').set('Authorization', buyer.auth).expect(200);
    expect(after.body.pending_hosting).toEqual([]);
    const states = after.body.subscriptions.map((s: { order_id: string; status: string; next_charge_at: string | null }) => [s.order_id, s.status]);
    expect(states).toEqual(
      expect.arrayContaining([
        [firstOrder.id, 'canceled'],
        [secondOrder.id, 'scheduled'],
      ]),
    );
    const renewal = after.body.subscriptions.find((s: { order_id: string }) => s.order_id === secondOrder.id);
    const canceled = billing.body.subscriptions.find((s: { order_id: string }) => s.order_id === firstOrder.id);
    expect(renewal.next_charge_at).toBe(canceled.ends_at);

    // A third one is refused while the second is in force.
    const third = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `again-${++ua}`)
      .set('Authorization', buyer.auth)
      .send({ package_session_id: pkg.body.session_id });
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('BILLING.HOSTING_ALREADY_SET_UP');
  });
});
