import { createTestApp, mailedToken, RELAXED_LIMITS, seedUser, signUpAndConfirm, TestApp } from './accounts-test-support';

/** Sign-up and sign-in with the session_id of a checkout link the order (billing answers PurchaseClaimPort). */
describe('linking a checkout to the account at sign-up and sign-in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, STRIPE_SECRET_KEY: undefined } });
  });
  afterAll(() => t.close());

  let checkouts = 0;
  // A distinct buyer per checkout: billing reuses the session of an identical repeated request.
  const checkout = async () => {
    const res = await t.http().post('/api/checkout').send({ package_id: 'basic', term_years: 1, email: `buyer${++checkouts}@shop.example` }).expect(201);
    return res.body.session_id as string;
  };
  const orderOwner = async (sessionId: string) =>
    (await t.sql<{ user_id: string | null }>(`select user_id from orders where checkout_session_id = ?`, [sessionId]))[0].user_id;

  it('links the order after the e-mail is confirmed, not before', async () => {
    const sessionId = await checkout();
    await t.http().post('/api/auth/sign-up').send({ email: 'buyer@example.com', password: 'secret1', session_id: sessionId }).expect(201);
    expect(await orderOwner(sessionId)).toBeNull();
    const [token] = await t.sql<{ checkout_session_id: string }>(`select checkout_session_id from auth_tokens where purpose = 'confirm_email'`);
    expect(token.checkout_session_id).toBe(sessionId);

    const confirmed = await t.http().post('/api/auth/confirm').send({ token: await mailedToken(t, 'buyer@example.com', 'signup-confirmation') }).expect(200);
    expect(await orderOwner(sessionId)).toBe(confirmed.body.user.id);
  });

  it('links the order at sign-in, and an unknown session id never fails the sign-in', async () => {
    const user = await seedUser(t);
    const sessionId = await checkout();
    await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password, session_id: sessionId }).expect(200);
    expect(await orderOwner(sessionId)).toBe(user.id);
    await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password, session_id: 'cs_does_not_exist' }).expect(200);
  });

  it('does not move an order that already belongs to someone else', async () => {
    const first = await signUpAndConfirm(t, 'first@example.com');
    const sessionId = await checkout();
    const other = await seedUser(t);
    await t.http().post('/api/auth/sign-in').send({ email: other.email, password: other.password, session_id: sessionId }).expect(200);
    await t.http().post('/api/auth/sign-in').send({ email: 'first@example.com', password: 'correct-horse-1', session_id: sessionId }).expect(200);
    expect(await orderOwner(sessionId)).toBe(other.id);
    expect(first.user.id).not.toBe(other.id);
  });
});
