import { generate } from 'otplib';
import { createTestApp, issueSessionToken, mailedToken, refreshCookie, RELAXED_LIMITS, seedUser, SeededUser, TestApp } from './accounts-test-support';

/**
 * Two-factor sign-in against the real API and database: each rule of docs/security.md (ASVS V6)
 * as the attack it stops. TOTP codes come from otplib with the secret the setup showed once.
 */
jest.setTimeout(120_000);

/** The current code, from a window with a few seconds left, so the server checks it in the same window. */
async function currentCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 4_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  return generate({ secret });
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const signIn = (user: SeededUser) => t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password });
  /** Another 30-second window has begun (the replay guard remembers the last one used). */
  const nextWindow = (user: SeededUser) => t.sql(`update totp_factors set last_used_step = last_used_step - 1 where user_id = ?`, [user.id]);

  async function withTotp(options: { role?: 'admin' | 'editor' } = {}) {
    const user = await seedUser(t, options);
    const auth = bearer(await issueSessionToken(t.app, user));
    const setup = await t.http().post('/api/auth/two-factor/totp').set(auth).send({}).expect(200);
    expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret: string = setup.body.secret;
    const confirmed = await t
      .http()
      .post('/api/auth/two-factor/totp/confirm')
      .set(auth)
      .send({ code: await currentCode(secret) })
      .expect(200);
    await nextWindow(user);
    return { user, auth, secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, ADMIN_MFA_GRACE_DAYS: '7' } });
  });
  afterAll(() => t.close());

  it('keeps no session before the second factor: no cookie, no access token, no refresh-token row', async () => {
    const { user } = await withTotp();
    const before = await t.sql<{ n: number }>(`select count(*)::int as n from refresh_tokens where user_id = ?`, [user.id]);
    const res = await signIn(user).expect(202);
    expect(res.body).toEqual({ challenge: expect.any(String), purpose: 'second_factor', methods: ['totp', 'recovery_code'], expires_at: expect.any(String) });
    expect(res.body.access_token).toBeUndefined();
    expect(refreshCookie(res)).toBeUndefined();
    expect(await t.sql(`select count(*)::int as n from refresh_tokens where user_id = ?`, [user.id])).toEqual(before);
    // The challenge is not a bearer token.
    await t.http().get('/api/auth/me').set(bearer(res.body.challenge)).expect(401);
    // Nor does the challenge token itself sit in the database.
    expect(await t.sql(`select 1 from sign_in_challenges where token_hash = ?`, [res.body.challenge])).toHaveLength(0);
  });

  it('finishes with the current TOTP code, and refuses the same code again (replay)', async () => {
    const { user, secret } = await withTotp();
    const code = await currentCode(secret);
    const first = await signIn(user).expect(202);
    const done = await t.http().post('/api/auth/two-factor/verify').send({ challenge: first.body.challenge, method: 'totp', code }).expect(200);
    expect(done.body.user.email).toBe(user.email);
    expect(refreshCookie(done)).toBeDefined();
    const second = await signIn(user).expect(202);
    const replay = await t.http().post('/api/auth/two-factor/verify').send({ challenge: second.body.challenge, method: 'totp', code }).expect(401);
    expect(replay.body.code).toBe('AUTH.INVALID_SECOND_FACTOR');
  });

  it('refuses a code of the previous or the next 30-second window', async () => {
    const { user, secret } = await withTotp();
    const { challenge } = (await signIn(user).expect(202)).body;
    await currentCode(secret); // seconds to spare in this window
    for (const offset of [-30, 30]) {
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });
      if (code === (await generate({ secret }))) continue;
      await t.http().post('/api/auth/two-factor/verify').send({ challenge, method: 'totp', code }).expect(401);
    }
  });

  it('uses a challenge once and ends it after five wrong codes', async () => {
    const { user, secret } = await withTotp();
    const { challenge } = (await signIn(user).expect(202)).body;
    for (let i = 0; i < 5; i++) {
      await t
        .http()
        .post('/api/auth/two-factor/verify')
        .send({ challenge, method: 'totp', code: String(100000 + i) })
        .expect(401);
    }
    const ended = await t
      .http()
      .post('/api/auth/two-factor/verify')
      .send({ challenge, method: 'totp', code: await currentCode(secret) })
      .expect(401);
    expect(ended.body.code).toBe('AUTH.CHALLENGE_EXPIRED');
    const fresh = (await signIn(user).expect(202)).body.challenge;
    await t
      .http()
      .post('/api/auth/two-factor/verify')
      .send({ challenge: fresh, method: 'totp', code: await currentCode(secret) })
      .expect(200);
    await nextWindow(user);
    await t
      .http()
      .post('/api/auth/two-factor/verify')
      .send({ challenge: fresh, method: 'totp', code: await currentCode(secret) })
      .expect(401);
  });

  it('throttles guessing across new challenges: ten wrong codes in 15 minutes, then 429 even with the password', async () => {
    const { user, secret } = await withTotp();
    for (let round = 0; round < 2; round++) {
      const { challenge } = (await signIn(user).expect(202)).body;
      for (let i = 0; i < 5; i++)
        await t
          .http()
          .post('/api/auth/two-factor/verify')
          .send({ challenge, method: 'totp', code: String(200000 + i) })
          .expect(401);
    }
    const { challenge } = (await signIn(user).expect(202)).body;
    const limited = await t
      .http()
      .post('/api/auth/two-factor/verify')
      .send({ challenge, method: 'totp', code: await currentCode(secret) })
      .expect(429);
    expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
  });

  it('gives ten recovery codes, each good once, stored only as hashes', async () => {
    const { user, recoveryCodes } = await withTotp();
    expect(recoveryCodes).toHaveLength(10);
    const stored = await t.sql<{ code_hash: string }>(`select code_hash from recovery_codes where user_id = ?`, [user.id]);
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => recoveryCodes.includes(r.code_hash))).toBe(false);
    const first = (await signIn(user).expect(202)).body.challenge;
    await t.http().post('/api/auth/two-factor/verify').send({ challenge: first, method: 'recovery_code', code: recoveryCodes[3] }).expect(200);
    const second = (await signIn(user).expect(202)).body.challenge;
    await t.http().post('/api/auth/two-factor/verify').send({ challenge: second, method: 'recovery_code', code: recoveryCodes[3] }).expect(401);
    // Another user's challenge does not accept this user's codes.
    const other = await withTotp();
    const theirs = (await signIn(other.user).expect(202)).body.challenge;
    await t.http().post('/api/auth/two-factor/verify').send({ challenge: theirs, method: 'recovery_code', code: recoveryCodes[4] }).expect(401);
  });

  it('keeps the TOTP secret encrypted at rest and never shows it after enrolment', async () => {
    const { user, auth, secret } = await withTotp();
    const [row] = await t.sql<{ secret_encrypted: string }>(`select secret_encrypted from totp_factors where user_id = ?`, [user.id]);
    expect(row.secret_encrypted).not.toContain(secret);
    const status = await t.http().get('/api/auth/two-factor').set(auth).expect(200);
    expect(JSON.stringify(status.body)).not.toContain(secret);
    expect(status.body).toMatchObject({ totp: true, passkeys: [], recovery_codes_left: 10 });
    // A second setup cannot replace the active app (a stolen session cannot swap it silently).
    await t.http().post('/api/auth/two-factor/totp').set(auth).send({}).expect(400);
  });

  it('never lets a password reset bypass the second factor', async () => {
    const { user, secret } = await withTotp();
    await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(202);
    const token = await mailedToken(t, user.email, 'password-reset');
    const reset = await t.http().post('/api/auth/password/reset').send({ token, password: 'a-brand-new-pass-9' }).expect(200);
    expect(reset.body.access_token).toBeUndefined();
    expect(refreshCookie(reset)).toBeUndefined();
    const res = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'a-brand-new-pass-9' }).expect(202);
    await t
      .http()
      .post('/api/auth/two-factor/verify')
      .send({ challenge: res.body.challenge, method: 'totp', code: await currentCode(secret) })
      .expect(200);
  });

  it('revokes a factor only after the password, and wrong passwords count as failed sign-ins', async () => {
    const { user, auth } = await withTotp();
    const wrong = await t.http().post('/api/auth/two-factor/totp/revoke').set(auth).send({ current_password: 'not-it-at-all' }).expect(400);
    expect(wrong.body.code).toBe('AUTH.WRONG_PASSWORD');
    await t.http().post('/api/auth/two-factor/recovery-codes').set(auth).send({ current_password: 'not-it-at-all' }).expect(400);
    const codes = await t.http().post('/api/auth/two-factor/recovery-codes').set(auth).send({ current_password: user.password }).expect(200);
    expect(codes.body.recovery_codes).toHaveLength(10);
    await t.http().post('/api/auth/two-factor/totp/revoke').set(auth).send({ current_password: user.password }).expect(204);
    await signIn(user).expect(200);
    expect(await t.sql(`select 1 from recovery_codes where user_id = ?`, [user.id])).toHaveLength(0);
  });

  it('lets only an admin reset a client\u2019s factors; the reset ends the client\u2019s sessions and is recorded', async () => {
    const { user: client, auth: clientAuth } = await withTotp();
    const admin = await seedUser(t, { role: 'admin' });
    const adminAuth = bearer(await issueSessionToken(t.app, admin));
    const other = await seedUser(t);
    await t
      .http()
      .post(`/api/admin/clients/${client.id}/two-factor/reset`)
      .set(bearer(await issueSessionToken(t.app, other)))
      .expect(403);
    await t.http().post(`/api/admin/clients/${client.id}/two-factor/reset`).set(adminAuth).set('X-Forwarded-For', '203.0.113.77').expect(204);
    await t.http().get('/api/auth/me').set(clientAuth).expect(401);
    await signIn(client).expect(200);
    const events = await t.sql(`select action, actor_id, subject_id from account_security_events where subject_id = ?`, [client.id]);
    expect(events).toEqual([{ action: 'two_factor.reset_by_admin', actor_id: admin.id, subject_id: client.id }]);
    await t.http().post(`/api/admin/clients/00000000-0000-4000-8000-000000000000/two-factor/reset`).set(adminAuth).expect(404);
  });

  it('lets an admin without a factor in during the grace period and names its end', async () => {
    const admin = await seedUser(t, { role: 'admin' });
    const res = await signIn(admin).expect(200);
    expect(new Date(res.body.two_factor_enrol_by).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const client = await seedUser(t);
    expect((await signIn(client).expect(200)).body.two_factor_enrol_by).toBeUndefined();
  });

  it('after the grace period, an admin\u2019s password opens only the enrolment; the session starts with the first factor', async () => {
    const admin = await seedUser(t, { role: 'admin' });
    await t.sql(`update users set two_factor_grace_ends_at = now() - interval '1 minute' where id = ?`, [admin.id]);
    const res = await signIn(admin).expect(202);
    expect(res.body).toMatchObject({ purpose: 'enrolment', methods: [] });
    expect(refreshCookie(res)).toBeUndefined();
    // The enrolment challenge is not a second factor, nor a session.
    await t.http().post('/api/auth/two-factor/verify').send({ challenge: res.body.challenge, method: 'totp', code: '123456' }).expect(401);
    await t.http().get('/api/auth/two-factor').set(bearer(res.body.challenge)).expect(401);
    const setup = await t.http().post('/api/auth/two-factor/totp').send({ enrolment_challenge: res.body.challenge }).expect(200);
    const done = await t
      .http()
      .post('/api/auth/two-factor/totp/confirm')
      .send({ enrolment_challenge: res.body.challenge, code: await currentCode(setup.body.secret) })
      .expect(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(done.body.session.user.email).toBe(admin.email);
    expect(refreshCookie(done)).toBeDefined();
    await t.http().post('/api/auth/two-factor/totp').send({ enrolment_challenge: res.body.challenge }).expect(401);
  });

  it('refuses to add a factor without a session or an enrolment challenge', async () => {
    const res = await t.http().post('/api/auth/two-factor/totp').send({}).expect(401);
    expect(res.body.code).toBe('AUTH.SIGN_IN_REQUIRED');
    await t.http().post('/api/auth/two-factor/passkeys/options').send({ enrolment_challenge: 'not-a-challenge' }).expect(401);
  });

  it('answers forged or foreign passkey assertions with 401, never a 500', async () => {
    const { challenge, options } = (await t.http().post('/api/auth/passkeys/options').send({}).expect(200)).body;
    expect(options).toMatchObject({ challenge: expect.any(String), userVerification: 'required', rpId: 'localhost' });
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    await t.http().post('/api/auth/two-factor/verify').send({ challenge, method: 'passkey', passkey: forged }).expect(401);
    await t.http().post('/api/auth/two-factor/verify').send({ challenge, method: 'passkey' }).expect(401);
    // A password step's challenge of a user without passkeys gives no options.
    const { user } = await withTotp();
    const step = (await signIn(user).expect(202)).body.challenge;
    await t.http().post('/api/auth/passkeys/options').send({ challenge: step }).expect(401);
  });
});
