import { buyerCookie, count, createTestApp, orderBySession, TestApp } from './billing-test-support';

/**
 * One hosting renewal per package, also when two hosting checkouts of that package complete at the
 * same moment (two browsers, or a double submit in two tabs). Found by an exploratory pass: the
 * "already scheduled" check ran before the transaction, so both completions passed it and both
 * were scheduled; the buyer got two (or three) "hosting renewal is set up" e-mails and would be
 * charged $378 twice a year. The package order's row is now the lock: the second completion sees
 * the first and stays unscheduled (and its provider schedule is canceled).
 */
describe('two hosting checkouts of one package completing together', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
  });
  afterAll(() => t.close());

  const agent = () => `hosting-race-${++ua}`;

  it.each([1, 2, 3])('schedules exactly one renewal and mails one confirmation (round %i)', async (round) => {
    const pkg = await t.http().post('/api/checkout').set('User-Agent', agent()).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const email = `race-${round}@example.com`;
    await t.http().post(`/api/sandbox/checkout/${pkg.body.session_id}/pay`).type('form').send({ email }).expect(303);
    const hosting = await Promise.all(
      [0, 1, 2].map(() =>
        t
          .http()
          .post('/api/checkout/hosting')
          .set('User-Agent', agent())
          .set('Cookie', buyerCookie(pkg))
          .send({ package_session_id: pkg.body.session_id })
          .expect(201),
      ),
    );
    await Promise.all(hosting.map((h) => t.http().post(`/api/sandbox/checkout/${h.body.session_id}/pay`).type('form').send({}).expect(303)));

    const statuses = await Promise.all(hosting.map(async (h) => (await orderBySession(t, h.body.session_id))!.status));
    expect(statuses.filter((s) => s === 'scheduled')).toHaveLength(1);
    expect(
      await count(t, `select * from email_logs where template = 'order-receipt' and recipient_email = ? and subject like '%hosting renewal is set up'`, [
        email,
      ]),
    ).toBe(1);
  });
});
