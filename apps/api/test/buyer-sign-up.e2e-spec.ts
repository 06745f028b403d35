// A buyer who paid without an account already has one: the payment made it (unconfirmed, a random
// password nobody knows) and mailed an invitation. The buyer then lands on /auth?session_id= with
// Sign Up open and types a password. Found by an exploratory pass: that sign-up mailed a
// confirmation link, which confirmed the account with the random password, so the buyer was signed
// in once and could never sign in again with the password they chose. Worse, when a stranger had
// signed up with the buyer's e-mail first, confirming kept the stranger's password on the paid
// client's account. An invited account gets its password only through an invitation link, opened
// in the mailbox: sign-up and "resend" mail a fresh invitation, and an invitation ends every
// confirmation link issued before it.
import { createTestApp, TestApp } from '@fw/api-testing';

describe('signing up after paying (an invited account)', () => {
  let t: TestApp;
  let ua = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: undefined,
        PAYMENT_PROVIDER: undefined,
        PUBLIC_URL: 'http://shop.test',
        AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0',
        AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: '10000',
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '10000',
        AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '10000',
        AUTH_RATE_LIMIT_EMAIL_PER_IP: '10000',
        AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '10000',
      },
    });
  });
  afterAll(() => t.close());

  async function pay(email: string): Promise<string> {
    const created = await t.http().post('/api/checkout').set('User-Agent', `buyer-signup-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const sessionId = created.body.session_id as string;
    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email }).expect(303);
    return sessionId;
  }

  /** The links mailed to an address, oldest first, as { kind, token }. */
  async function linksTo(email: string): Promise<Array<{ path: string; token: string }>> {
    const rows = await t.sql<{ body: string }>(`select body from email_logs where recipient_email = ? order by created_at, id`, [email]);
    return rows
      .flatMap(({ body }) => [...body.matchAll(/http:\/\/shop\.test(\/auth\/[a-z-]+)\?token=([A-Za-z0-9_-]+)/g)].map((m) => ({ path: m[1], token: m[2] })))
      .filter((link, i, all) => all.findIndex((l) => l.token === link.token) === i);
  }

  /** What the buyer does with the newest link in their mailbox: confirm, or choose the password. */
  async function followNewest(email: string, password: string): Promise<void> {
    const newest = (await linksTo(email)).at(-1)!;
    if (newest.path === '/auth/confirm') await t.http().post('/api/auth/confirm').send({ token: newest.token }).expect(200);
    else await t.http().post('/api/auth/password/reset').send({ token: newest.token, password }).expect(200);
  }

  const signIn = (email: string, password: string) => t.http().post('/api/auth/sign-in').send({ email, password });

  it('the buyer ends with a password of their own: the link after sign-up sets it, none confirms the unknown one', async () => {
    const email = 'paid.first@example.com';
    const sessionId = await pay(email);
    const answer = await t.http().post('/api/auth/sign-up').send({ email, password: 'Buyer-chosen-1', session_id: sessionId }).expect(201);
    expect(answer.body.email).toBe(email);
    await followNewest(email, 'Buyer-chosen-1');
    await signIn(email, 'Buyer-chosen-1').expect(200);
    // Every link the buyer got sets the password: none confirms the unknown one.
    expect((await linksTo(email)).map((l) => l.path)).not.toContain('/auth/confirm');
  });

  it('"resend the confirmation" of an invited account mails a fresh invitation, not a confirmation', async () => {
    const email = 'paid.resend@example.com';
    await pay(email);
    await t.http().post('/api/auth/resend-confirmation').send({ email }).expect(202);
    const links = await linksTo(email);
    expect(links.map((l) => l.path)).toEqual(['/auth/reset-password', '/auth/reset-password']);
    // A resend never kills the invitation already in the mailbox; once either is used, the other is dead.
    await t.http().post('/api/auth/password/reset').send({ token: links[1].token, password: 'Buyer-chosen-2' }).expect(200);
    const dead = await t.http().post('/api/auth/password/reset').send({ token: links[0].token, password: 'Someone-else-3' });
    expect(dead.status).toBe(400);
    await signIn(email, 'Buyer-chosen-2').expect(200);
  });

  it('a stranger who signed up with the buyer’s e-mail first never gets into the paid account', async () => {
    const email = 'paid.victim@example.com';
    await t.http().post('/api/auth/sign-up').send({ email, password: 'Stranger-pass-1' }).expect(201);
    const [strangersLink] = await linksTo(email);
    expect(strangersLink.path).toBe('/auth/confirm');
    const sessionId = await pay(email);
    await t.http().post('/api/auth/sign-up').send({ email, password: 'Victim-pass-1', session_id: sessionId }).expect(201);

    // The confirmation link the stranger's sign-up mailed ended with the invitation.
    const stale = await t.http().post('/api/auth/confirm').send({ token: strangersLink.token });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('AUTH.INVALID_TOKEN');
    await followNewest(email, 'Victim-pass-1');
    await signIn(email, 'Victim-pass-1').expect(200);
    await signIn(email, 'Stranger-pass-1').expect(401);
  });
});
