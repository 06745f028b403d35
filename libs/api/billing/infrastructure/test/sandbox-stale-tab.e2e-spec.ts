import { buyerCookie, createTestApp, orderBySession, TestApp } from './billing-test-support';

/**
 * The sandbox page open in two tabs (or a tab left open from before paying): Pay in one, then
 * Pay or Cancel in the other. Found by an exploratory pass: Cancel on a paid checkout sent the
 * buyer to /pricing?checkout=cancelled, whose toast says "You have not been charged" and which
 * forgets the hosting step, minutes after they paid; Pay again on a set-up hosting renewal
 * answered 409 with the checkout page instead of the success page. A finished checkout sends
 * both buttons to its success page and stays as it is.
 */
describe('sandbox checkout finished in another tab', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  /** The buyer's browser of each package (its fw_buyer cookie), which may set up the renewal. */
  const buyers = new Map<string, string>();
  async function paidPackage(): Promise<string> {
    const created = await t.http().post('/api/checkout').set('User-Agent', `stale-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    buyers.set(created.body.session_id, buyerCookie(created));
    await t
      .http()
      .post(`/api/sandbox/checkout/${created.body.session_id}/pay`)
      .type('form')
      .send({ email: `stale-${ua}@example.com` })
      .expect(303);
    return created.body.session_id as string;
  }

  it('Cancel on a paid package goes to its success page, never to "you have not been charged"', async () => {
    const sessionId = await paidPackage();
    const res = await t.http().post(`/api/sandbox/checkout/${sessionId}/cancel`).expect(303);
    expect(res.headers.location).toBe(`http://shop.test/payment-success?session_id=${sessionId}`);
    expect((await orderBySession(t, sessionId))!.status).toBe('paid');
  });

  it('Pay or Cancel on a hosting renewal already set up goes to its success page', async () => {
    const packageSession = await paidPackage();
    const hosting = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `stale-${++ua}`)
      .set('Cookie', buyers.get(packageSession)!)
      .send({ package_session_id: packageSession })
      .expect(201);
    const sessionId = hosting.body.session_id as string;
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({}).expect(303);
    expect((await orderBySession(t, sessionId))!.status).toBe('scheduled');
    const success = `http://shop.test/payment-success?session_id=${sessionId}`;
    expect((await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({}).expect(303)).headers.location).toBe(success);
    expect((await t.http().post(`/api/sandbox/checkout/${sessionId}/cancel`).expect(303)).headers.location).toBe(success);
    expect((await orderBySession(t, sessionId))!.status).toBe('scheduled');
  });
});
