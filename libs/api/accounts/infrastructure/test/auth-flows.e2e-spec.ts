import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { accountsConfig, AuthConfig } from '../src';
import {
  bearer,
  createTestApp,
  expectOwaspArgon2id,
  mailCount,
  mailedToken,
  refreshCookie,
  RELAXED_LIMITS,
  seedUser,
  signUpAndConfirm,
  TestApp,
} from './accounts-test-support';

const SIGN_UP_ANSWER = { message: 'Account created successfully. Please check your email to confirm.' };

describe('accounts: sign-up, confirmation, sign-in, sessions, password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, PUBLIC_URL: 'http://fw.test', AUTH_REFRESH_REUSE_WINDOW_SECONDS: '10' } });
  });
  afterAll(() => t.close());

  describe('sign-up and e-mail confirmation', () => {
    it('creates user, profile and editor role in one go, unconfirmed, with an argon2id hash and a hashed 24 h link', async () => {
      const res = await t.http().post('/api/auth/sign-up').send({ email: 'New.Person@Example.com', password: 'sekret1', full_name: 'New Person' }).expect(201);
      expect(res.body).toEqual({ ...SIGN_UP_ANSWER, email: 'new.person@example.com' });
      expect(refreshCookie(res)).toBeUndefined();
      expect(res.body.access_token).toBeUndefined();

      const [user] = await t.sql<any>(`select * from users where email = 'new.person@example.com'`);
      expect(user.email_confirmed_at).toBeNull();
      expectOwaspArgon2id(user.password_hash);
      const [profile] = await t.sql<any>(`select * from profiles where id = ?`, [user.id]);
      expect(profile).toMatchObject({ full_name: 'New Person', email: 'new.person@example.com' });
      expect(await t.sql(`select role from user_roles where user_id = ?`, [user.id])).toEqual([{ role: 'editor' }]);

      const [mail] = await t.sql<any>(`select * from email_logs where recipient_email = 'new.person@example.com'`);
      expect(mail.template).toBe('signup-confirmation');
      expect(mail.body).toContain('http://fw.test/auth/confirm?token=');
      const token = await mailedToken(t, 'new.person@example.com', 'signup-confirmation');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await t.sql<any>(`select * from auth_tokens where user_id = ?`, [user.id]);
      expect(stored.purpose).toBe('confirm_email');
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(stored)).not.toContain(token);
      const hours = (new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()) / 3600_000;
      expect(hours).toBeCloseTo(24, 3);
    });

    it('answers a sign-up for an existing e-mail exactly like a new one, and changes and sends nothing', async () => {
      const owner = await seedUser(t, { email: 'owner@example.com', fullName: 'Owner' });
      const [before] = await t.sql<any>(`select password_hash from users where id = ?`, [owner.id]);
      const fresh = await t.http().post('/api/auth/sign-up').send({ email: 'fresh@example.com', password: 'sekret1' });
      const taken = await t.http().post('/api/auth/sign-up').send({ email: 'OWNER@example.com', password: 'hijack1', full_name: 'Mallory' });
      expect(taken.status).toBe(fresh.status);
      expect(taken.body).toEqual({ ...SIGN_UP_ANSWER, email: 'owner@example.com' });
      expect(fresh.body).toEqual({ ...SIGN_UP_ANSWER, email: 'fresh@example.com' });
      const [after] = await t.sql<any>(`select u.password_hash, p.full_name from users u join profiles p on p.id = u.id where u.id = ?`, [owner.id]);
      expect(after).toEqual({ password_hash: before.password_hash, full_name: 'Owner' });
      expect(await mailCount(t, 'owner@example.com')).toBe(0);
      expect(await t.sql(`select id from users where email = 'owner@example.com'`)).toHaveLength(1);
    });

    it('refuses sign-in before confirmation with a clear message (only after a correct password)', async () => {
      await t.http().post('/api/auth/sign-up').send({ email: 'pending@example.com', password: 'sekret1' }).expect(201);
      const res = await t.http().post('/api/auth/sign-in').send({ email: 'pending@example.com', password: 'sekret1' }).expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'AUTH.EMAIL_NOT_CONFIRMED', message: 'Please confirm your email address before signing in.' });
      const wrong = await t.http().post('/api/auth/sign-in').send({ email: 'pending@example.com', password: 'nope123' }).expect(401);
      expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    });

    it('confirms once: a session with the refresh cookie, then the link is dead', async () => {
      await t.http().post('/api/auth/sign-up').send({ email: 'confirm@example.com', password: 'sekret1', full_name: 'Conny' }).expect(201);
      const token = await mailedToken(t, 'confirm@example.com', 'signup-confirmation');
      const res = await t.http().post('/api/auth/confirm').send({ token }).expect(200);
      // The refresh token is in the HttpOnly cookie only: script (and an XSS) never sees it.
      expect(res.body).toEqual({
        access_token: expect.any(String),
        expires_at: expect.any(Number),
        expires_in: 900,
        token_type: 'bearer',
        user: { id: expect.any(String), email: 'confirm@example.com', full_name: 'Conny', role: 'editor', created_at: expect.any(String) },
      });
      expect(res.body.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(890);
      const cookie = refreshCookie(res)!;
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['Path=/api/auth', 'HttpOnly', 'SameSite=Strict']));
      expect(cookie.attributes).not.toContain('Secure');
      // Host-only: browsers never send it to clients' websites ({slug}.SITES_DOMAIN or their domains).
      expect(cookie.attributes.filter((a) => /^domain=/i.test(a))).toEqual([]);
      const [user] = await t.sql<any>(`select email_confirmed_at from users where email = 'confirm@example.com'`);
      expect(user.email_confirmed_at).not.toBeNull();

      const me = await t.http().get('/api/auth/me').set(bearer(res.body.access_token)).expect(200);
      expect(me.body).toEqual(res.body.user);
      const again = await t.http().post('/api/auth/confirm').send({ token }).expect(400);
      expect(again.body.code).toBe('AUTH.INVALID_TOKEN');
    });

    it('refuses an expired or forged confirmation token', async () => {
      await t.http().post('/api/auth/sign-up').send({ email: 'late@example.com', password: 'sekret1' }).expect(201);
      const token = await mailedToken(t, 'late@example.com', 'signup-confirmation');
      await t.sql(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'late@example.com')`);
      expect((await t.http().post('/api/auth/confirm').send({ token }).expect(400)).body.code).toBe('AUTH.INVALID_TOKEN');
      expect(
        (
          await t
            .http()
            .post('/api/auth/confirm')
            .send({ token: 'A'.repeat(43) })
            .expect(400)
        ).body.code,
      ).toBe('AUTH.INVALID_TOKEN');
      expect((await t.http().post('/api/auth/confirm').send({}).expect(400)).body.code).toBe('REQUEST.VALIDATION');
      const [user] = await t.sql<any>(`select email_confirmed_at from users where email = 'late@example.com'`);
      expect(user.email_confirmed_at).toBeNull();
    });

    it('resends at most once a minute per address, with the same answers for unknown addresses', async () => {
      await t.http().post('/api/auth/sign-up').send({ email: 'resend@example.com', password: 'sekret1' }).expect(201);
      // The sign-up's own e-mail started the minute.
      const tooSoon = await t.http().post('/api/auth/resend-confirmation').send({ email: 'resend@example.com' }).expect(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(await mailCount(t, 'resend@example.com')).toBe(1);

      // Once the minute has passed (moved back in the database), one more e-mail, then 429 again.
      await t.sql(`update rate_limit_hits set window_start = window_start - interval '61 seconds' where key like 'auth:email-interval:confirm:resend@%'`);
      await t.sql(
        `update auth_tokens set created_at = created_at - interval '61 seconds' where user_id = (select id from users where email = 'resend@example.com')`,
      );
      const ok = await t.http().post('/api/auth/resend-confirmation').send({ email: 'resend@example.com' }).expect(202);
      expect(await mailCount(t, 'resend@example.com')).toBe(2);
      const second = await t.http().post('/api/auth/resend-confirmation').send({ email: 'resend@example.com' }).expect(429);
      expect(await mailCount(t, 'resend@example.com')).toBe(2);

      const unknownFirst = await t.http().post('/api/auth/resend-confirmation').send({ email: 'ghost@example.com' }).expect(202);
      const unknownSecond = await t.http().post('/api/auth/resend-confirmation').send({ email: 'ghost@example.com' }).expect(429);
      expect(unknownFirst.body).toEqual(ok.body);
      expect(unknownSecond.body).toEqual(second.body);
      expect(await mailCount(t, 'ghost@example.com')).toBe(0);

      // The newest link works; the older one died with it.
      const newest = await mailedToken(t, 'resend@example.com', 'signup-confirmation');
      await t.http().post('/api/auth/confirm').send({ token: newest }).expect(200);
    });
  });

  describe('sign-in', () => {
    it('answers an unknown e-mail and a wrong password identically, in similar time', async () => {
      const user = await seedUser(t, { email: 'timing@example.com' });
      const unknown = await t.http().post('/api/auth/sign-in').send({ email: 'nobody@example.com', password: user.password });
      const wrong = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'wrong-password' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual({ statusCode: 401, code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(wrong.body).toEqual(unknown.body);

      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        await t.http().post('/api/auth/sign-in').send({ email, password: 'wrong-password' }).expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const unknownTimes: number[] = [];
      const knownTimes: number[] = [];
      for (let i = 0; i < 9; i++) {
        unknownTimes.push(await time(`nobody${i}@example.com`));
        knownTimes.push(await time(user.email));
      }
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      // Without the dummy hash check an unknown e-mail answers about ten times faster. On a busy
      // machine (a full CI run beside other tests) the unknown one's median came to 0.48 of the
      // known one's: the bound sits between that and the missing check's 0.1.
      expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.3);
    });

    it('returns a session per contract with the refresh cookie, and the access token works', async () => {
      const user = await seedUser(t, { email: 'Signin@Example.com', fullName: 'Sam' });
      const res = await t.http().post('/api/auth/sign-in').send({ email: 'signin@example.com', password: user.password }).expect(200);
      expect(res.body).toMatchObject({
        token_type: 'bearer',
        expires_in: 900,
        user: { id: user.id, email: 'Signin@Example.com', full_name: 'Sam', role: 'editor' },
      });
      expect(refreshCookie(res)!.value).toBe(refreshCookie(res)!.value);
      const [row] = await t.sql<any>(`select token_hash, family_id, expires_at from refresh_tokens where user_id = ?`, [user.id]);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.token_hash).not.toContain(refreshCookie(res)!.value);
      const days = (new Date(row.expires_at).getTime() - Date.now()) / 86400_000;
      expect(days).toBeGreaterThan(29.9);
      await t.http().get('/api/auth/me').set(bearer(res.body.access_token)).expect(200);
    });

    it('refuses a disabled account at sign-in, on refresh and for existing access tokens', async () => {
      const user = await seedUser(t);
      const signedIn = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      const session = { ...signedIn.body, refresh_token: refreshCookie(signedIn)!.value };
      await t.sql(`update users set disabled_at = now() where id = ?`, [user.id]);
      await t.http().get('/api/auth/me').set(bearer(session.access_token)).expect(401);
      await t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }).expect(401);
      const res = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(403);
      expect(res.body.code).toBe('AUTH.ACCOUNT_DISABLED');
      const wrong = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'not-the-password' }).expect(401);
      expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    });

    it('enforces the password policy: 6..128 characters, long passwords compared in full', async () => {
      const five = await t.http().post('/api/auth/sign-up').send({ email: 'short@example.com', password: '12345' }).expect(400);
      expect(five.body.details.fields.password).toBeDefined();
      await t
        .http()
        .post('/api/auth/sign-up')
        .send({ email: 'long@example.com', password: 'x'.repeat(129) })
        .expect(400);
      await t
        .http()
        .post('/api/auth/sign-up')
        .send({ email: 'huge@example.com', password: 'x'.repeat(100_000) })
        .expect((r) => expect([400, 413]).toContain(r.status));
      const long = `${'a'.repeat(100)}-one`;
      await signUpAndConfirm(t, 'long@example.com', long);
      await t.http().post('/api/auth/sign-in').send({ email: 'long@example.com', password: long }).expect(200);
      await t
        .http()
        .post('/api/auth/sign-in')
        .send({ email: 'long@example.com', password: `${'a'.repeat(100)}-two` })
        .expect(401);
      await signUpAndConfirm(t, 'six@example.com', 'six7x!');
    });

    it('rejects unknown and malformed fields with 400 naming them', async () => {
      const extra = await t.http().post('/api/auth/sign-up').send({ email: 'x@example.com', password: 'sekret1', role: 'admin' }).expect(400);
      expect(extra.body.details.fields.role).toBeDefined();
      const bad = await t.http().post('/api/auth/sign-in').send({ email: 'not-an-email', password: 1 }).expect(400);
      expect(Object.keys(bad.body.details.fields).sort()).toEqual(['email', 'password']);
      await t.http().post('/api/auth/sign-in').send({ email: 'a@example.com', password: 'sekret1', session_id: '../../etc' }).expect(400);
      expect(await t.sql(`select 1 from users where email = 'x@example.com'`)).toHaveLength(0);
    });
  });

  describe('refresh tokens', () => {
    const signIn = async () => {
      const user = await seedUser(t);
      const res = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      return { user, session: { ...res.body, refresh_token: refreshCookie(res)!.value }, cookie: refreshCookie(res)! };
    };

    it('rotates through the cookie; the old token is tolerated inside the reuse window and kills the family after it', async () => {
      const { user, session, cookie } = await signIn();
      const first = await t.http().post('/api/auth/refresh').set('Cookie', `fw_refresh=${cookie.value}`).expect(200);
      expect(refreshCookie(first)!.value).not.toBe(session.refresh_token);
      expect(refreshCookie(first)!.value).toBe(refreshCookie(first)!.value);
      expect(first.body.user.id).toBe(user.id);

      // A second tab presenting the same (just rotated) token within the window still succeeds.
      const tab = await t.http().post('/api/auth/refresh').set('Cookie', `fw_refresh=${cookie.value}`).expect(200);
      const family = await t.sql<any>(`select distinct family_id from refresh_tokens where user_id = ?`, [user.id]);
      expect(family).toHaveLength(1);

      // After the window, replaying the rotated token is theft: 401 and every token of the family dies.
      await t.sql(`update refresh_tokens set rotated_at = rotated_at - interval '60 seconds' where user_id = ? and rotated_at is not null`, [user.id]);
      const replay = await t.http().post('/api/auth/refresh').set('Cookie', `fw_refresh=${cookie.value}`).expect(401);
      expect(replay.body.code).toBe('AUTH.INVALID_REFRESH_TOKEN');
      expect(refreshCookie(replay)!.raw).toMatch(/Expires=Thu, 01 Jan 1970/);
      const live = await t.sql(`select id from refresh_tokens where user_id = ? and revoked_at is null`, [user.id]);
      expect(live).toHaveLength(0);
      await t
        .http()
        .post('/api/auth/refresh')
        .send({ refresh_token: refreshCookie(first)!.value })
        .expect(401);
      await t
        .http()
        .post('/api/auth/refresh')
        .send({ refresh_token: refreshCookie(tab)!.value })
        .expect(401);
    });

    it('lets two parallel refreshes of one token both succeed', async () => {
      const { session } = await signIn();
      const [a, b] = await Promise.all([
        t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }),
        t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(refreshCookie(a)!.value).not.toBe(refreshCookie(b)!.value);
    });

    it('refuses missing, forged and expired refresh tokens', async () => {
      const { user, session } = await signIn();
      expect((await t.http().post('/api/auth/refresh').expect(401)).body.code).toBe('AUTH.INVALID_REFRESH_TOKEN');
      await t
        .http()
        .post('/api/auth/refresh')
        .send({ refresh_token: 'B'.repeat(43) })
        .expect(401);
      await t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token, extra: 1 }).expect(400);
      await t.sql(`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
      await t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }).expect(401);
    });

    it('sign-out revokes the family and clears the cookie; other sessions live on', async () => {
      const { user, session, cookie } = await signIn();
      const other = {
        refresh_token: refreshCookie(await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200))!.value,
      };
      const res = await t.http().post('/api/auth/sign-out').set('Cookie', `fw_refresh=${cookie.value}`).expect(204);
      const cleared = refreshCookie(res)!;
      expect(cleared.value).toBe('');
      expect(cleared.attributes).toEqual(expect.arrayContaining(['Path=/api/auth', 'HttpOnly', 'SameSite=Strict']));
      await t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }).expect(401);
      await t.http().post('/api/auth/refresh').send({ refresh_token: other.refresh_token }).expect(200);
      await t.http().post('/api/auth/sign-out').expect(204);
    });
  });

  describe('password reset', () => {
    it('answers the same for unknown addresses and e-mails a 1 h link only to real accounts', async () => {
      const user = await seedUser(t, { email: 'forgetful@example.com' });
      const known = await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(202);
      const unknown = await t.http().post('/api/auth/password/forgot').send({ email: 'stranger@example.com' }).expect(202);
      expect(unknown.body).toEqual(known.body);
      expect(await mailCount(t, 'stranger@example.com')).toBe(0);
      expect(await mailCount(t, user.email, 'password-reset')).toBe(1);
      const [token] = await t.sql<any>(`select created_at, expires_at from auth_tokens where user_id = ? and purpose = 'reset_password'`, [user.id]);
      expect((new Date(token.expires_at).getTime() - new Date(token.created_at).getTime()) / 60_000).toBeCloseTo(60, 3);
      const [mail] = await t.sql<any>(`select body from email_logs where recipient_email = ? and template = 'password-reset'`, [user.email]);
      expect(mail.body).toContain('http://fw.test/auth/reset-password?token=');

      // A second request within the minute: 429 for both, and no second e-mail.
      const again = await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(429);
      const againUnknown = await t.http().post('/api/auth/password/forgot').send({ email: 'stranger@example.com' }).expect(429);
      expect(againUnknown.body).toEqual(again.body);
      expect(await mailCount(t, user.email, 'password-reset')).toBe(1);
    });

    it('sets the password once, ends every session and refuses old access tokens', async () => {
      const user = await seedUser(t, { email: 'reset-me@example.com' });
      const signedIn = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
      const session = { ...signedIn.body, refresh_token: refreshCookie(signedIn)!.value };
      await t.http().get('/api/auth/me').set(bearer(session.access_token)).expect(200);
      // Access tokens carry whole seconds; let the clock move past the token's second.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(202);
      const token = await mailedToken(t, user.email, 'password-reset');
      await t.http().post('/api/auth/password/reset').send({ token, password: 'short' }).expect(400);
      const res = await t.http().post('/api/auth/password/reset').send({ token, password: 'brand-new-pass' }).expect(200);
      expect(res.body).toEqual({ message: expect.stringContaining('password has been updated') });

      const [row] = await t.sql<any>(`select password_changed_at, password_hash from users where id = ?`, [user.id]);
      expect(row.password_changed_at).not.toBeNull();
      expectOwaspArgon2id(row.password_hash);
      await t.http().get('/api/auth/me').set(bearer(session.access_token)).expect(401);
      await t.http().post('/api/auth/refresh').send({ refresh_token: session.refresh_token }).expect(401);
      await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(401);
      const fresh = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'brand-new-pass' }).expect(200);
      await t.http().get('/api/auth/me').set(bearer(fresh.body.access_token)).expect(200);
      const reused = await t.http().post('/api/auth/password/reset').send({ token, password: 'another-pass' }).expect(400);
      expect(reused.body.code).toBe('AUTH.INVALID_TOKEN');
    });

    it('refuses an expired reset link and leaves the password alone', async () => {
      const user = await seedUser(t, { email: 'expired-reset@example.com' });
      await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(202);
      const token = await mailedToken(t, user.email, 'password-reset');
      await t.sql(`update auth_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
      await t.http().post('/api/auth/password/reset').send({ token, password: 'brand-new-pass' }).expect(400);
      await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    });
  });

  describe('own profile', () => {
    it('reads and renames the own profile; the e-mail and unknown fields are refused', async () => {
      const session = await signUpAndConfirm(t, 'profile@example.com');
      const auth = bearer(session.access_token);
      const me = await t.http().get('/api/auth/me').set(auth).expect(200);
      expect(me.body).toMatchObject({ email: 'profile@example.com', full_name: null, role: 'editor' });
      const renamed = await t.http().patch('/api/auth/me').set(auth).send({ full_name: '  Pat Profile ' }).expect(200);
      expect(renamed.body).toMatchObject({ full_name: 'Pat Profile', email: 'profile@example.com' });
      const email = await t.http().patch('/api/auth/me').set(auth).send({ email: 'evil@example.com' }).expect(400);
      expect(email.body.details.fields.email).toBeDefined();
      await t
        .http()
        .patch('/api/auth/me')
        .set(auth)
        .send({ full_name: 'x'.repeat(201) })
        .expect(400);
      await t.http().patch('/api/auth/me').set(auth).send({ role: 'admin' }).expect(400);
      const [row] = await t.sql<any>(`select p.full_name, p.email, u.email as user_email from profiles p join users u on u.id = p.id where p.id = ?`, [
        me.body.id,
      ]);
      expect(row).toEqual({ full_name: 'Pat Profile', email: 'profile@example.com', user_email: 'profile@example.com' });
      expect((await t.http().get('/api/auth/me').set(auth).expect(200)).body.role).toBe('editor');
      await t.http().get('/api/auth/me').expect(401);
      await t.http().patch('/api/auth/me').send({ full_name: 'anon' }).expect(401);
    });
  });

  describe('forged access tokens', () => {
    it('answers 401 to every tampered, expired or misaddressed token', async () => {
      const user = await seedUser(t);
      const config = t.app.get<AuthConfig>(accountsConfig.KEY);
      const now = Math.floor(Date.now() / 1000);
      // A live session to name (the API refuses a token without one).
      const signedIn = (await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200)).body.access_token as string;
      const { sid } = JSON.parse(Buffer.from(signedIn.split('.')[1], 'base64url').toString('utf8')) as { sid: string };
      const claims = { sub: user.id, email: user.email, sid };
      const good = { algorithm: 'HS256' as const, issuer: config.jwtIssuer, audience: config.jwtAudience, expiresIn: 300 };
      const valid = jwt.sign(claims, config.jwtSecret, good);
      await t.http().get('/api/auth/me').set(bearer(valid)).expect(200);

      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const nonCanonical = (token: string) => token.slice(0, -1) + alphabet[alphabet.indexOf(token.at(-1)!) ^ 1];
      expect(Buffer.from(nonCanonical(valid).split('.')[2], 'base64url')).toEqual(Buffer.from(valid.split('.')[2], 'base64url'));
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const forged: Record<string, string> = {
        'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iss: config.jwtIssuer, aud: config.jwtAudience, iat: now, exp: now + 300 })}.`,
        'other key': jwt.sign(claims, 'another-secret-that-is-long-enough-0123456789', good),
        'RS256 instead of HS256': jwt.sign(claims, privateKey, { ...good, algorithm: 'RS256' }),
        expired: jwt.sign({ ...claims, iat: now - 3600, exp: now - 60 }, config.jwtSecret, {
          algorithm: 'HS256',
          issuer: config.jwtIssuer,
          audience: config.jwtAudience,
        }),
        'not yet valid': jwt.sign(claims, config.jwtSecret, { ...good, notBefore: 600 }),
        'wrong audience': jwt.sign(claims, config.jwtSecret, { ...good, audience: 'someone-else' }),
        'wrong issuer': jwt.sign(claims, config.jwtSecret, { ...good, issuer: 'https://evil.example' }),
        'unknown user': jwt.sign({ sub: '00000000-0000-4000-8000-0000000000ff', email: 'x@example.com' }, config.jwtSecret, good),
        'tampered payload': `${valid.split('.')[0]}.${b64({ ...(jwt.decode(valid) as object), sub: '00000000-0000-4000-8000-000000000001' })}.${valid.split('.')[2]}`,
        'no expiry': jwt.sign(claims, config.jwtSecret, { algorithm: 'HS256', issuer: config.jwtIssuer, audience: config.jwtAudience }),
        'sub not a uuid': jwt.sign({ ...claims, sub: 'not-a-uuid' }, config.jwtSecret, good),
        'no session id': jwt.sign({ sub: user.id, email: user.email }, config.jwtSecret, good),
        // Same signature bytes, last base64url character spelt differently (its 2 unused bits).
        'non-canonical signature': nonCanonical(valid),
        garbage: 'not.a.jwt',
      };
      for (const [name, token] of Object.entries(forged)) {
        const res = await t.http().get('/api/auth/me').set(bearer(token));
        expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 401, code: 'AUTH.UNAUTHENTICATED' });
      }
      // The scheme is case-insensitive; anything but a bearer token is not signed in.
      await t.http().get('/api/auth/me').set('Authorization', `bearer ${valid}`).expect(200);
      for (const header of [`Basic ${valid}`, valid, `Bearer ${valid} extra`, 'Bearer']) {
        const res = await t.http().get('/api/auth/me').set('Authorization', header);
        expect({ header, status: res.status }).toEqual({ header, status: 401 });
      }
    });
  });
});
