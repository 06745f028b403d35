import { bearer, createTestApp, refreshCookie, RELAXED_LIMITS, seedUser, TestApp } from './accounts-test-support';

/**
 * Sign-out ends the session the caller names, by its refresh token (cookie or body) or by its
 * access token. Found by an exploratory pass: POST /api/auth/sign-out with only
 * `Authorization: Bearer` (an API client that keeps no refresh token, or a tab whose cookie now
 * holds another session) answered 204 and ended nothing; the access token kept answering 200 and
 * the session's refresh token still refreshed.
 */
describe('sign-out with the access token', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  });
  afterAll(() => t.close());

  const signIn = async (user: { email: string; password: string }) => {
    const res = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    return { ...(res.body as { access_token: string }), refresh_token: refreshCookie(res)!.value, cookie: refreshCookie(res)!.value };
  };

  it('ends the session the bearer token names, and only that one', async () => {
    const user = await seedUser(t);
    const a = await signIn(user);
    const b = await signIn(user);
    await t.http().post('/api/auth/sign-out').set(bearer(a.access_token)).expect(204);
    const refused = await t.http().get('/api/auth/me').set(bearer(a.access_token)).expect(401);
    expect(refused.body.code).toBe('AUTH.UNAUTHENTICATED');
    await t.http().post('/api/auth/refresh').send({ refresh_token: a.refresh_token }).expect(401);
    await t.http().get('/api/auth/me').set(bearer(b.access_token)).expect(200);
  });

  it('still answers 204 to a dead, forged or missing token, and ends nothing else', async () => {
    const user = await seedUser(t);
    const a = await signIn(user);
    await t.http().post('/api/auth/sign-out').set(bearer('not-a-jwt')).expect(204);
    await t.http().post('/api/auth/sign-out').expect(204);
    await t.http().get('/api/auth/me').set(bearer(a.access_token)).expect(200);
    await t.http().post('/api/auth/sign-out').set(bearer(a.access_token)).expect(204);
    await t.http().post('/api/auth/sign-out').set(bearer(a.access_token)).expect(204);
  });
});
