import { createTestApp, orderBySession, TestApp } from './billing-test-support';

/**
 * The sandbox's "E-mail for the receipt" follows the product's one e-mail rule (EmailAddress).
 * Found by an exploratory pass: its own pattern took 'owner@shop.c' and 'dana..lee@example.com',
 * marked the order paid and made an account for that address, which sign-in and sign-up then
 * refuse ('email must be a valid email address'): the buyer could never reach what they paid for.
 */
describe('sandbox receipt e-mail', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  it.each(['owner@shop.c', 'dana..lee@example.com', 'dana@-shop.example.com'])(
    'refuses %s with the page and its message, and nothing is paid',
    async (email) => {
      const created = await t.http().post('/api/checkout').set('User-Agent', `receipt-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
      const res = await t.http().post(`/api/sandbox/checkout/${created.body.session_id}/pay`).type('form').send({ email });
      expect(res.status).toBe(400);
      expect(res.text).toContain('Enter a valid e-mail address for the receipt.');
      expect((await orderBySession(t, created.body.session_id))!.status).toBe('pending');
    },
  );

  it('takes an address the rule accepts', async () => {
    const created = await t.http().post('/api/checkout').set('User-Agent', `receipt-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    await t.http().post(`/api/sandbox/checkout/${created.body.session_id}/pay`).type('form').send({ email: ' Dana.Lee@Example.com ' }).expect(303);
    expect(await orderBySession(t, created.body.session_id)).toMatchObject({ status: 'paid', buyer_email: 'dana.lee@example.com' });
  });
});
