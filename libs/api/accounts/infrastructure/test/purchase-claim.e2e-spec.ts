import {
  bearer,
  createTestApp,
  issueSessionToken,
  mailedToken,
  RELAXED_LIMITS,
  seedUser,
  SeededUser,
  signUpAndConfirm,
  TestApp,
} from './accounts-test-support';

/**
 * auth.claim-by-email (docs/product.md §10.2): a session id travels in URLs, so holding it proves
 * nothing. An order is linked at sign-up confirmation or sign-in only to the account whose
 * confirmed e-mail is the buyer e-mail of the paid session; otherwise an admin links it by hand.
 */
describe('linking a paid checkout to the account that bought it', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, STRIPE_SECRET_KEY: undefined } });
  });
  afterAll(() => t.close());

  let checkouts = 0;
  /** A sandbox checkout bought with the e-mail `payer`, left unpaid when told; returns its session id. */
  const checkout = async (payer: string, pay = true) => {
    const res = await t
      .http()
      .post('/api/checkout')
      .set('User-Agent', `claim-${++checkouts}`)
      .send({ package_id: 'basic', term_years: 1, email: payer })
      .expect(201);
    const sessionId = res.body.session_id as string;
    if (pay) await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email: payer }).expect(303);
    return sessionId;
  };
  const order = async (sessionId: string) =>
    (
      await t.sql<{ id: string; user_id: string | null; status: string; buyer_email: string | null }>(
        `select id, user_id, status, buyer_email from orders where checkout_session_id = ?`,
        [sessionId],
      )
    )[0];
  /**
   * A paid package is linked to its buyer e-mail's account by provisioning when it is paid (docs/product.md §11.2). Orders paid before that, or whose buyer had no usable e-mail, are unlinked: the claim
   * at sign-in / confirmation and the admin's link are for those; this makes one.
   */
  const unlink = (sessionId: string) => t.sql(`update orders set user_id = null where checkout_session_id = ?`, [sessionId]);
  const accountId = async (email: string) => (await t.sql<{ id: string }>(`select id from users where email = ?`, [email]))[0]?.id;
  const signIn = (user: SeededUser, sessionId: string) =>
    t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password, session_id: sessionId }).expect(200);

  it('does not give a paid order to another account that brings its session id (the issue’s steps)', async () => {
    const sessionId = await checkout('real-buyer@shop.example');
    // Provisioned at payment: the order is the buyer e-mail's account's, and stays there.
    expect((await order(sessionId)).user_id).toBe(await accountId('real-buyer@shop.example'));
    const stranger = await seedUser(t, { email: 'stranger@elsewhere.example' });
    await signIn(stranger, sessionId);
    expect((await order(sessionId)).user_id).toBe(await accountId('real-buyer@shop.example'));
    await unlink(sessionId);
    await signIn(stranger, sessionId);
    expect((await order(sessionId)).user_id).toBeNull();
    await t.http().post('/api/auth/sign-up').send({ email: 'other-signup@elsewhere.example', password: 'secret-1', session_id: sessionId }).expect(201);
    await t
      .http()
      .post('/api/auth/confirm')
      .send({ token: await mailedToken(t, 'other-signup@elsewhere.example', 'signup-confirmation') })
      .expect(200);
    expect((await order(sessionId)).user_id).toBeNull();
  });

  it('links the order after the buyer confirms the e-mail they paid with (any letter case), not before', async () => {
    const sessionId = await checkout('Buyer@Example.com');
    // As an order paid before provisioning made accounts: no account has the buyer e-mail yet.
    await unlink(sessionId);
    await t.sql(`delete from websites where owner_id = ?`, [await accountId('buyer@example.com')]);
    await t.sql(`delete from users where email = ?`, ['buyer@example.com']);
    await t.http().post('/api/auth/sign-up').send({ email: 'buyer@example.COM', password: 'sekret1', session_id: sessionId }).expect(201);
    expect((await order(sessionId)).user_id).toBeNull();
    const confirmed = await t
      .http()
      .post('/api/auth/confirm')
      .send({ token: await mailedToken(t, 'buyer@example.com', 'signup-confirmation') })
      .expect(200);
    expect((await order(sessionId)).user_id).toBe(confirmed.body.user.id);
  });

  it('links at sign-in when the e-mails match; an unpaid or unknown session never fails the sign-in', async () => {
    const user = await seedUser(t, { email: 'returning@example.com' });
    const paid = await checkout('RETURNING@example.com');
    await signIn(user, paid);
    expect((await order(paid)).user_id).toBe(user.id);
    const unpaid = await checkout('returning@example.com', false);
    await signIn(user, unpaid);
    expect((await order(unpaid)).user_id).toBeNull();
    await signIn(user, 'cs_does_not_exist');
  });

  it('never moves an order that is already linked', async () => {
    const buyer = await signUpAndConfirm(t, 'first@example.com');
    const sessionId = await checkout('first@example.com');
    await t.sql(`update orders set user_id = ? where checkout_session_id = ?`, [buyer.user.id, sessionId]);
    const other = await seedUser(t);
    await signIn(other, sessionId);
    expect((await order(sessionId)).user_id).toBe(buyer.user.id);
  });

  describe('an admin links an unclaimed order by hand', () => {
    const link = (auth: string, clientId: string, orderId: string) =>
      t.http().post(`/api/admin/clients/${clientId}/orders`).set(bearer(auth)).send({ order_id: orderId });
    const adminToken = async () => {
      const admin = await seedUser(t, { role: 'admin' });
      return (await t.http().post('/api/auth/sign-in').send({ email: admin.email, password: admin.password }).expect(200)).body.access_token as string;
    };

    it('links it once; 409 when it is already linked; 404 for an unknown client or order; admins only', async () => {
      const admin = await adminToken();
      const client = await seedUser(t, { email: 'paid-elsewhere@example.com' });
      const sessionId = await checkout('family-member@example.com');
      await unlink(sessionId);
      const { id: orderId } = await order(sessionId);

      const editor = await seedUser(t);
      const editorToken = await issueSessionToken(t.app, editor);
      expect((await link(editorToken, client.id, orderId)).status).toBe(403);
      expect((await t.http().post(`/api/admin/clients/${client.id}/orders`).send({ order_id: orderId })).status).toBe(401);
      expect((await order(sessionId)).user_id).toBeNull();

      const unknownClient = await link(admin, '00000000-0000-4000-8000-00000000dead', orderId);
      expect([unknownClient.status, unknownClient.body.code]).toEqual([404, 'ACCOUNTS.CLIENT_NOT_FOUND']);
      const unknownOrder = await link(admin, client.id, '00000000-0000-4000-8000-00000000beef');
      expect([unknownOrder.status, unknownOrder.body.code]).toEqual([404, 'BILLING.ORDER_NOT_FOUND']);
      expect((await link(admin, client.id, 'not-a-uuid')).status).toBe(400);
      expect((await t.http().post(`/api/admin/clients/${client.id}/orders`).set(bearer(admin)).send({})).status).toBe(400);

      await link(admin, client.id, orderId).expect(204);
      expect((await order(sessionId)).user_id).toBe(client.id);
      const again = await link(admin, (await seedUser(t)).id, orderId);
      expect([again.status, again.body.code]).toEqual([409, 'BILLING.ORDER_ALREADY_LINKED']);
      expect((await link(admin, client.id, orderId)).status).toBe(409);
      expect((await order(sessionId)).user_id).toBe(client.id);
      // The client now sees it as theirs; the admin list shows the owner.
      const listed = await t.http().get(`/api/admin/orders/${orderId}`).set(bearer(admin)).expect(200);
      expect(listed.body.user_id).toBe(client.id);
    });
  });
});
