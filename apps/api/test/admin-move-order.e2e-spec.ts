// An order paid under a mistyped e-mail lands on the wrong account (or an account the customer
// never uses). An admin moves it to the right client, with a reason that is kept, and the order's
// hosting renewal follows it. Unlinked orders are linked (not moved); a missing reason is a 400.
import { randomUUID } from 'node:crypto';
import { createTestApp, issueSessionToken, TestApp } from '@fw/api-testing';

describe('admin Move order to another client', () => {
  let t: TestApp;
  let ua = 0;
  let admin: string;
  let adminId: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
    const a = await seedAccount('admin');
    adminId = a.id;
    admin = `Bearer ${await issueSessionToken(t.app, a)}`;
    editor = `Bearer ${await issueSessionToken(t.app, await seedAccount('editor'))}`;
  });
  afterAll(() => t.close());

  async function seedAccount(role: 'admin' | 'editor', email = `${role}-${randomUUID().slice(0, 8)}@move.test`) {
    const id = randomUUID();
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', ?)`, [id, email, new Date()]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, `Move ${role}`, email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, role]);
    return { id, email };
  }

  const one = async <T>(sql: string, params: unknown[]) => (await t.sql<T>(sql, params))[0];
  const move = (clientId: string, body: Record<string, unknown>, auth = admin) =>
    t.http().post(`/api/admin/clients/${clientId}/orders/move`).set('Authorization', auth).send(body);

  /** A package paid by `email` (made a client at payment) with its hosting renewal set up. */
  async function paidWithHosting(email: string): Promise<{ packageId: string; hostingId: string; ownerId: string }> {
    const pkg = await t.http().post('/api/checkout').set('User-Agent', `move-${++ua}`).send({ package_id: 'basic', term_years: 1, email }).expect(201);
    await t.http().post(`/api/sandbox/checkout/${pkg.body.session_id}/pay`).type('form').send({}).expect(303);
    // from the browser that bought the package (its fw_buyer cookie): the buyer's proof
    const buyer = ([] as string[])
      .concat(pkg.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const hosting = await t
      .http()
      .post('/api/checkout/hosting')
      .set('User-Agent', `move-${ua}`)
      .set('Cookie', buyer)
      .send({ package_session_id: pkg.body.session_id })
      .expect(201);
    await t.http().post(`/api/sandbox/checkout/${hosting.body.session_id}/pay`).type('form').send({}).expect(303);
    const p = await one<{ id: string; user_id: string }>(`select id, user_id from orders where checkout_session_id = ?`, [pkg.body.session_id]);
    const h = await one<{ id: string }>(`select id from orders where checkout_session_id = ?`, [hosting.body.session_id]);
    return { packageId: p.id, hostingId: h.id, ownerId: p.user_id };
  }

  it('moves a linked order and its hosting renewal to the right client, and keeps who, when and why', async () => {
    const { packageId, hostingId, ownerId } = await paidWithHosting(`typo-${randomUUID().slice(0, 6)}@exampel.com`);
    expect(ownerId).toBeTruthy();
    const right = await seedAccount('editor', `right-${randomUUID().slice(0, 6)}@example.com`);

    await move(right.id, { order_id: packageId, reason: 'Typo in the checkout e-mail (exampel.com)' }).expect(204);

    expect(await one(`select user_id from orders where id = ?`, [packageId])).toEqual({ user_id: right.id });
    expect(await one(`select user_id from orders where id = ?`, [hostingId])).toEqual({ user_id: right.id });
    const billing = await t.http().get(`/api/admin/clients/${right.id}/billing`).set('Authorization', admin).expect(200);
    expect(billing.body.orders.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([packageId, hostingId]));
    const before = await t.http().get(`/api/admin/clients/${ownerId}/billing`).set('Authorization', admin).expect(200);
    expect(before.body.orders).toEqual([]);

    const history = await t.http().get(`/api/admin/orders/${packageId}/moves`).set('Authorization', admin).expect(200);
    expect(history.body).toEqual([
      { from_user_id: ownerId, to_user_id: right.id, reason: 'Typo in the checkout e-mail (exampel.com)', moved_by: adminId, moved_at: expect.any(String) },
    ]);
  });

  it('answers 400 without a reason, 404 for an unknown client or order, 409 for an unlinked order or the same client; editors get 403', async () => {
    const { packageId, ownerId } = await paidWithHosting(`second-${randomUUID().slice(0, 6)}@example.com`);
    const other = await seedAccount('editor');

    const noReason = await move(other.id, { order_id: packageId, reason: '   ' }).expect(400);
    expect(noReason.body.details.fields).toHaveProperty('reason');
    await move(other.id, { order_id: packageId }).expect(400);
    expect((await move(randomUUID(), { order_id: packageId, reason: 'x' }).expect(404)).body.code).toBe('ACCOUNTS.CLIENT_NOT_FOUND');
    expect((await move(other.id, { order_id: randomUUID(), reason: 'x' }).expect(404)).body.code).toBe('BILLING.ORDER_NOT_FOUND');
    expect((await move(ownerId, { order_id: packageId, reason: 'x' }).expect(409)).body.code).toBe('BILLING.ORDER_ALREADY_WITH_CLIENT');
    await move(other.id, { order_id: packageId, reason: 'x' }, editor).expect(403);

    const pending = await t.http().post('/api/checkout').set('User-Agent', `move-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const unlinked = await one<{ id: string }>(`select id from orders where checkout_session_id = ?`, [pending.body.session_id]);
    expect((await move(other.id, { order_id: unlinked.id, reason: 'x' }).expect(409)).body.code).toBe('BILLING.ORDER_NOT_LINKED');

    expect(await one(`select user_id from orders where id = ?`, [packageId])).toEqual({ user_id: ownerId });
    expect(await one(`select count(*)::int as n from order_moves where order_id = ?`, [packageId])).toEqual({ n: 0 });
  });
});
