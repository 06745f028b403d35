// The page after payment (see docs/ and README "Payments"): the account made when a package is paid
// gets its password there, from the browser that paid, bound to the paid checkout and the live
// invitation; once it is set up, the checkout's URL tells a stranger nothing.
import { createTestApp, linkToken, TestApp } from '@fw/api-testing';

const PASSWORD = 'Chosen-after-paying-1';

describe('buyer account set up after payment', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: undefined,
        PAYMENT_PROVIDER: undefined,
        PUBLIC_URL: 'http://shop.test',
        AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: '10000',
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '10000',
        AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '10000',
      },
    });
  });
  afterAll(() => t.close());

  /** The cookies the API set on the buyer's browser, as a Cookie header. */
  const cookieHeader = (setCookie: string[] | string | undefined): string =>
    ([] as string[])
      .concat(setCookie ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');

  /** Buys a package in the sandbox as one browser would; returns that browser's cookies. */
  async function buy(email: string): Promise<{ sessionId: string; cookie: string }> {
    const created = await t.http().post('/api/checkout').set('User-Agent', `buyer-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const sessionId = created.body.session_id as string;
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email }).expect(303);
    return { sessionId, cookie: cookieHeader(created.headers['set-cookie']) };
  }

  const userByEmail = async (email: string) =>
    (await t.sql<{ id: string; email_confirmed_at: Date | null }>(`select id, email_confirmed_at from users where email = ?`, [email]))[0];

  const inviteTokens = async (email: string): Promise<string[]> =>
    (
      await t.sql<{ body: string }>(`select body from email_logs where recipient_email = ? and template = 'client-invite' order by created_at, id`, [email])
    ).map((row) => linkToken(row.body)!);

  it('lets the browser that paid choose the password, signs the buyer in, and the password then works', async () => {
    const email = 'dana@buyer-one.test';
    const { sessionId, cookie } = await buy(email);

    const view = await t.http().get(`/api/checkout/sessions/${sessionId}`).set('Cookie', cookie).expect(200);
    expect(view.body).toMatchObject({ status: 'paid', buyer_email: email, account: 'set_password' });

    const set = await t.http().post('/api/auth/checkout-account').set('Cookie', cookie).send({ session_id: sessionId, password: PASSWORD }).expect(200);
    expect(set.body.access_token).toEqual(expect.any(String));
    expect(set.body.user).toMatchObject({ email });
    expect(String(set.headers['set-cookie'])).toContain('fw_refresh=');
    expect((await userByEmail(email)).email_confirmed_at).not.toBeNull();
    // The dashboard continues the session from the refresh cookie.
    await t.http().post('/api/auth/refresh').set('Cookie', cookieHeader(set.headers['set-cookie'])).send({}).expect(200);

    await t.http().post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200);
    // The invitation is spent: its e-mailed link no longer sets a password.
    const [invite] = await inviteTokens(email);
    await t.http().post('/api/auth/password/reset').send({ token: invite, password: 'Someone-else-2' }).expect(400);
  });

  it('refuses another browser holding only the checkout URL, and leaves the account invited', async () => {
    const email = 'eli@buyer-two.test';
    const { sessionId } = await buy(email);

    const view = await t.http().get(`/api/checkout/sessions/${sessionId}`).expect(200);
    expect(view.body.account).toBe('invited');

    const res = await t.http().post('/api/auth/checkout-account').send({ session_id: sessionId, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH.CHECKOUT_NOT_YOURS');
    expect((await userByEmail(email)).email_confirmed_at).toBeNull();
  });

  it('answers a revisit of the checkout URL, once the account is set up, with a sign-in only', async () => {
    const email = 'fay@buyer-three.test';
    const { sessionId, cookie } = await buy(email);
    const set = await t.http().post('/api/auth/checkout-account').set('Cookie', cookie).send({ session_id: sessionId, password: PASSWORD }).expect(200);

    for (const headers of [{}, { Cookie: cookie }]) {
      const revisit = await t.http().get(`/api/checkout/sessions/${sessionId}`).set(headers);
      expect(revisit.status).toBe(403);
      expect(revisit.body.code).toBe('BILLING.SIGN_IN_REQUIRED');
      expect(JSON.stringify(revisit.body)).not.toContain(email);
      expect(JSON.stringify(revisit.body)).not.toContain('Basic');
    }
    // The owner, signed in, still sees the order.
    const own = await t.http().get(`/api/checkout/sessions/${sessionId}`).set('Authorization', `Bearer ${set.body.access_token}`).expect(200);
    expect(own.body).toMatchObject({ buyer_email: email, account: 'active' });

    const again = await t.http().post('/api/auth/checkout-account').set('Cookie', cookie).send({ session_id: sessionId, password: 'Another-choice-3' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AUTH.ACCOUNT_ALREADY_SET_UP');
    await t.http().post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200);
  });

  it('checks the password rules and the body with field messages', async () => {
    const { sessionId, cookie } = await buy('gil@buyer-four.test');
    const weak = await t.http().post('/api/auth/checkout-account').set('Cookie', cookie).send({ session_id: sessionId, password: 'short' });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body.details)).toContain('password');
    const unknown = await t.http().post('/api/auth/checkout-account').set('Cookie', cookie).send({ session_id: 'cs_sandbox_unknown', password: PASSWORD });
    expect(unknown.status).toBe(403);
  });

  it('keeps the first invitation link working when a sign-up with the same address comes later', async () => {
    const email = 'hal@buyer-five.test';
    await buy(email);
    const [first] = await inviteTokens(email);
    // More than the minimum interval later.
    await t.sql(`update auth_tokens set created_at = created_at - interval '5 minutes' where user_id = (select id from users where email = ?)`, [email]);
    await t.http().post('/api/auth/sign-up').send({ email, password: 'Typed-at-sign-up-4' }).expect(201);
    expect((await inviteTokens(email)).length).toBe(2);

    await t.http().post('/api/auth/password/reset').send({ token: first, password: PASSWORD }).expect(200);
    await t.http().post('/api/auth/sign-in').send({ email, password: PASSWORD }).expect(200);
  });

  it('tells the buyer about the "Set up your account" e-mail in the receipt', async () => {
    const email = 'ida@buyer-six.test';
    await buy(email);
    const [receipt] = await t.sql<{ body: string }>(`select body from email_logs where recipient_email = ? and template = 'order-receipt'`, [email]);
    expect(receipt.body).toContain('Set up your');
  });
});
