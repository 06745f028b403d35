import { createTestApp, mailCount, mailedToken, RELAXED_LIMITS, TestApp } from './accounts-test-support';

/**
 * Account pre-hijacking (docs/security.md): whoever signs up first with an address chooses the
 * account's password. A later sign-up for the same unconfirmed address must never end in that
 * password being confirmed: the mailbox holder gets a link that sets a password instead.
 */
describe('a stranger who signed up first with someone else’s address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  });
  afterAll(() => t.close());

  const signUp = (email: string, password: string) => t.http().post('/api/auth/sign-up').send({ email, password }).expect(201);
  const signIn = (email: string, password: string) => t.http().post('/api/auth/sign-in').send({ email, password });

  it('cannot sign in after the owner signs up and follows the newest link: that link sets the owner’s password', async () => {
    const email = 'owner@pre-hijack.example';
    await signUp(email, 'attacker-pass-1');
    const attackersLink = await mailedToken(t, email, 'signup-confirmation');

    await signUp(email, 'owner-pass-1');
    // The confirmation link mailed for the stranger's sign-up no longer confirms anything.
    await t.http().post('/api/auth/confirm').send({ token: attackersLink }).expect(400);
    expect(await mailCount(t, email, 'signup-set-password')).toBe(1);

    const setPassword = await mailedToken(t, email, 'signup-set-password');
    await t.http().post('/api/auth/password/reset').send({ token: setPassword, password: 'owner-pass-1' }).expect(200);

    expect((await signIn(email, 'attacker-pass-1')).status).toBe(401);
    expect((await signIn(email, 'owner-pass-1')).status).toBe(200);
  });

  it('keeps sending set-password links, not confirmations, once a second sign-up has met the account', async () => {
    const email = 'resend@pre-hijack.example';
    await signUp(email, 'attacker-pass-1');
    await signUp(email, 'owner-pass-1');
    await t.sql(`update auth_tokens set created_at = created_at - interval '61 seconds' where user_id = (select id from users where email = ?)`, [email]);
    await t.sql(`update rate_limit_hits set window_start = window_start - interval '61 seconds' where key like ?`, [`auth:email-interval:%:${email}`]);

    await t.http().post('/api/auth/resend-confirmation').send({ email }).expect(202);
    expect(await mailCount(t, email, 'signup-confirmation')).toBe(1);
    expect(await mailCount(t, email, 'signup-set-password')).toBe(2);
    const [live] = await t.sql<{ n: string }>(
      `select count(*) as n from auth_tokens where user_id = (select id from users where email = ?) and purpose = 'confirm_email' and used_at is null`,
      [email],
    );
    expect(Number(live.n)).toBe(0);
  });

  it('ends every session of the account when the set-password link is used', async () => {
    const email = 'sessions@pre-hijack.example';
    await signUp(email, 'first-pass-1');
    await t
      .http()
      .post('/api/auth/confirm')
      .send({ token: await mailedToken(t, email, 'signup-confirmation') })
      .expect(200);
    // Confirmed accounts are left alone by sign-up; an unconfirmed one reached by a link that
    // was used before confirmation is the case the reset revokes sessions for, tested directly:
    await t.sql(`update users set email_confirmed_at = null where email = ?`, [email]);
    await signUp(email, 'second-pass-1');
    const [before] = await t.sql<{ n: string }>(
      `select count(*) as n from refresh_tokens where user_id = (select id from users where email = ?) and revoked_at is null`,
      [email],
    );
    expect(Number(before.n)).toBeGreaterThan(0);
    await t
      .http()
      .post('/api/auth/password/reset')
      .send({ token: await mailedToken(t, email, 'signup-set-password'), password: 'second-pass-1' })
      .expect(200);
    const [after] = await t.sql<{ n: string }>(
      `select count(*) as n from refresh_tokens where user_id = (select id from users where email = ?) and revoked_at is null`,
      [email],
    );
    expect(Number(after.n)).toBe(0);
  });
});
