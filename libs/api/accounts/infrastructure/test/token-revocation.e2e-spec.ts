import { JwtService } from '@nestjs/jwt';
import { accountsConfig } from '../src';
import type { AuthConfig } from '../src';
import { bearer, createTestApp, mailedToken, refreshCookie, RELAXED_LIMITS, seedUser, TestApp } from './accounts-test-support';

/**
 * auth.token-revocation (docs/product.md §10.4): an access token names its session (the refresh token
 * family) and is refused at once when that session ends, not only when it expires.
 */
describe('an access token dies with its session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, AUTH_REFRESH_REUSE_WINDOW_SECONDS: '10' } });
  });
  afterAll(() => t.close());

  const signIn = async (user: { email: string; password: string }) => {
    const res = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    return { ...(res.body as { access_token: string }), refresh_token: refreshCookie(res)!.value, cookie: refreshCookie(res)!.value };
  };

  it('is refused after sign-out, while the same user’s other session keeps working', async () => {
    const user = await seedUser(t);
    const a = await signIn(user);
    const b = await signIn(user);
    await t.http().get('/api/auth/me').set(bearer(a.access_token)).expect(200);
    await t.http().post('/api/auth/sign-out').set('Cookie', `fw_refresh=${a.cookie}`).expect(204);
    const refused = await t.http().get('/api/auth/me').set(bearer(a.access_token)).expect(401);
    expect(refused.body.code).toBe('AUTH.UNAUTHENTICATED');
    await t.http().get('/api/auth/me').set(bearer(b.access_token)).expect(200);
  });

  it('is refused once a replayed refresh token revokes the family, with every token of that family', async () => {
    const user = await seedUser(t);
    const first = await signIn(user);
    const rotated = (await t.http().post('/api/auth/refresh').send({ refresh_token: first.refresh_token }).expect(200)).body;
    await t.http().get('/api/auth/me').set(bearer(rotated.access_token)).expect(200);
    await t.sql(`update refresh_tokens set rotated_at = rotated_at - interval '60 seconds' where user_id = ? and rotated_at is not null`, [user.id]);
    await t.http().post('/api/auth/refresh').send({ refresh_token: first.refresh_token }).expect(401);
    await t.http().get('/api/auth/me').set(bearer(first.access_token)).expect(401);
    await t.http().get('/api/auth/me').set(bearer(rotated.access_token)).expect(401);
  });

  it('is refused right after a password reset, without waiting for the clock to pass the token’s second', async () => {
    const user = await seedUser(t);
    const session = await signIn(user);
    await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(202);
    // The token's iat and password_changed_at fall in the same second: only the session check can refuse it.
    await t.sql(`update users set password_changed_at = null where id = ?`, [user.id]);
    await t
      .http()
      .post('/api/auth/password/reset')
      .send({ token: await mailedToken(t, user.email, 'password-reset'), password: 'a-new-password' })
      .expect(200);
    await t.sql(`update users set password_changed_at = now() - interval '1 hour' where id = ?`, [user.id]);
    await t.http().get('/api/auth/me').set(bearer(session.access_token)).expect(401);
  });

  it('carries the session id, and a token naming a session that is not the user’s is refused', async () => {
    const user = await seedUser(t);
    const other = await seedUser(t);
    const mine = await signIn(user);
    const theirs = await signIn(other);
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid?: string; sub: string };
    const [row] = await t.sql<{ family_id: string }>(`select family_id from refresh_tokens where user_id = ?`, [user.id]);
    expect(claims(mine.access_token).sid).toBe(row.family_id);
    expect(claims(theirs.access_token).sid).not.toBe(row.family_id);
    await t.http().post('/api/auth/sign-out').send({ refresh_token: theirs.refresh_token }).expect(204);
    await t.http().get('/api/auth/me').set(bearer(mine.access_token)).expect(200);
    await t.http().get('/api/auth/me').set(bearer(theirs.access_token)).expect(401);
  });

  it('is refused without a session id, even when signed with the right key and otherwise valid', async () => {
    const user = await seedUser(t);
    const { access_token } = await signIn(user);
    const config = t.app.get<AuthConfig>(accountsConfig.KEY);
    const { sid, ...rest } = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(sid).toEqual(expect.any(String));
    const sessionless = t.app.get(JwtService).sign(rest, { secret: config.jwtSecret, algorithm: 'HS256' });
    await t.http().get('/api/auth/me').set(bearer(access_token)).expect(200);
    const refused = await t.http().get('/api/auth/me').set(bearer(sessionless)).expect(401);
    expect(refused.body.code).toBe('AUTH.UNAUTHENTICATED');
  });
});
