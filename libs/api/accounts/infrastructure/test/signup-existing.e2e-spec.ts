import { createTestApp, mailCount, mailedToken, RELAXED_LIMITS, TestApp } from './accounts-test-support';

const SIGN_UP_ANSWER = { message: 'Account created successfully. Please check your email to confirm.' };

/**
 * auth.signup-existing: a sign-up for an address that already has an account, confirmed or not,
 * never changes that account. For an unconfirmed one it ends the confirmation links and sends a
 * link that sets the password (at most one per minute); a new link ends every earlier one.
 */
describe('sign-up for an address that already has an account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  });
  afterAll(() => t.close());

  const account = async (email: string) =>
    (
      await t.sql<{ id: string; password_hash: string; password_changed_at: Date | null; full_name: string | null }>(
        `select u.id, u.password_hash, u.password_changed_at, p.full_name from users u join profiles p on p.id = u.id where u.email = ?`,
        [email],
      )
    )[0];
  const links = async (userId: string) =>
    t.sql<{ checkout_session_id: string | null; used_at: Date | null }>(
      `select checkout_session_id, used_at from auth_tokens where user_id = ? and purpose = 'confirm_email' order by created_at`,
      [userId],
    );
  /** Moves the last e-mail a minute into the past, as if the owner waited before asking again. */
  const aMinuteLater = async (email: string) => {
    await t.sql(`update auth_tokens set created_at = created_at - interval '61 seconds' where user_id = (select id from users where email = ?)`, [email]);
    await t.sql(`update rate_limit_hits set window_start = window_start - interval '61 seconds' where key like ?`, [`auth:email-interval:%:${email}`]);
  };

  it('changes nothing when someone signs up again before confirmation, and confirms no password: the mailbox holder chooses it', async () => {
    const email = 'victim@x.example';
    const first = await t
      .http()
      .post('/api/auth/sign-up')
      .send({ email, password: 'password-A', full_name: 'Victim', session_id: 'cs_test_owner' })
      .expect(201);
    const before = await account(email);

    const again = await t.http().post('/api/auth/sign-up').send({ email, password: 'password-B', full_name: 'Mallory', session_id: 'cs_test_attacker' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.body).toEqual({ ...SIGN_UP_ANSWER, email });
    expect(await mailCount(t, email, 'signup-confirmation')).toBe(1);
    expect(await mailCount(t, email, 'signup-set-password')).toBe(1);
    expect(await account(email)).toEqual(before);
    // No confirmation link works any more; the checkout remembered stays the first sign-up's.
    expect((await links(before.id)).map((l) => [l.checkout_session_id, !!l.used_at])).toEqual([['cs_test_owner', true]]);

    await t
      .http()
      .post('/api/auth/password/reset')
      .send({ token: await mailedToken(t, email, 'signup-set-password'), password: 'password-C' })
      .expect(200);
    await t.http().post('/api/auth/sign-in').send({ email, password: 'password-A' }).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email, password: 'password-B' }).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email, password: 'password-C' }).expect(200);
    expect((await account(email)).full_name).toBe('Victim');
  });

  it('sends one set-password link a minute at most, changes nothing, and only the newest link works', async () => {
    const email = 'twice@x.example';
    await t.http().post('/api/auth/sign-up').send({ email, password: 'password-A', full_name: 'Owner' }).expect(201);
    const confirmLink = await mailedToken(t, email, 'signup-confirmation');
    const before = await account(email);

    await t.http().post('/api/auth/sign-up').send({ email, password: 'password-B', full_name: 'Someone' }).expect(201);
    const firstLink = await mailedToken(t, email, 'signup-set-password');
    await t.http().post('/api/auth/sign-up').send({ email, password: 'password-B' }).expect(201);
    expect(await mailCount(t, email, 'signup-set-password')).toBe(1);
    await aMinuteLater(email);
    const again = await t.http().post('/api/auth/sign-up').send({ email, password: 'password-B', full_name: 'Someone' }).expect(201);
    expect(again.body).toEqual({ ...SIGN_UP_ANSWER, email });
    expect(await mailCount(t, email, 'signup-set-password')).toBe(2);
    expect(await account(email)).toEqual(before);
    const secondLink = await mailedToken(t, email, 'signup-set-password');
    expect(secondLink).not.toBe(firstLink);

    expect((await t.http().post('/api/auth/confirm').send({ token: confirmLink }).expect(400)).body.code).toBe('AUTH.INVALID_TOKEN');
    await t.http().post('/api/auth/password/reset').send({ token: firstLink, password: 'password-C' }).expect(400);
    await t.http().post('/api/auth/password/reset').send({ token: secondLink, password: 'password-C' }).expect(200);
    await t.http().post('/api/auth/sign-in').send({ email, password: 'password-A' }).expect(401);
    await t.http().post('/api/auth/sign-in').send({ email, password: 'password-C' }).expect(200);
  });

  it('ends the earlier links when the owner asks for a new one too', async () => {
    const email = 'resend@x.example';
    await t.http().post('/api/auth/sign-up').send({ email, password: 'password-A' }).expect(201);
    const firstLink = await mailedToken(t, email, 'signup-confirmation');
    await aMinuteLater(email);
    await t.http().post('/api/auth/resend-confirmation').send({ email }).expect(202);
    await t.http().post('/api/auth/confirm').send({ token: firstLink }).expect(400);
    await t
      .http()
      .post('/api/auth/confirm')
      .send({ token: await mailedToken(t, email, 'signup-confirmation') })
      .expect(200);
  });

  it('leaves a confirmed account alone and sends it nothing, answering as for a new address', async () => {
    const email = 'confirmed@x.example';
    await t.http().post('/api/auth/sign-up').send({ email, password: 'password-A', full_name: 'Owner' }).expect(201);
    await t
      .http()
      .post('/api/auth/confirm')
      .send({ token: await mailedToken(t, email, 'signup-confirmation') })
      .expect(200);
    const before = await account(email);
    await aMinuteLater(email);
    const again = await t.http().post('/api/auth/sign-up').send({ email, password: 'password-B', full_name: 'Mallory' }).expect(201);
    const fresh = await t.http().post('/api/auth/sign-up').send({ email: 'never-seen@x.example', password: 'password-B' }).expect(201);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(again.body.message).toBe(fresh.body.message);
    expect(await account(email)).toEqual(before);
    expect(await mailCount(t, email)).toBe(1);
  });
});
