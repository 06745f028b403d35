// Link to client (docs/product.md §10.2) is for a paid order nobody could claim. Found by an exploratory
// pass: the admin's order list offered it, and the API accepted it, for a checkout still pending
// (an abandoned or in-progress one). Whoever then paid it was not made a client: the package went
// to the account the admin had picked, with no account, invitation or website for the buyer.
// Only a completed checkout (paid, or a hosting renewal set up) can be linked by hand.
import { randomUUID } from 'node:crypto';
import { createTestApp, issueSessionToken, TestApp } from '@fw/api-testing';

describe('admin Link to client', () => {
  let t: TestApp;
  let ua = 0;
  let admin: string;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined, PUBLIC_URL: 'http://shop.test' } });
    admin = `Bearer ${await issueSessionToken(t.app, await seedAccount('admin'))}`;
    clientId = (await seedAccount('editor')).id;
  });
  afterAll(() => t.close());

  async function seedAccount(role: 'admin' | 'editor') {
    const id = randomUUID();
    const email = `${role}-${id.slice(0, 8)}@link.test`;
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', ?)`, [id, email, new Date()]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, `Link ${role}`, email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, role]);
    return { id, email };
  }

  const one = async <T>(sql: string, params: unknown[]) => (await t.sql<T>(sql, params))[0];

  it('refuses a checkout that is not paid yet with 409, and the buyer who pays it later becomes the client', async () => {
    const created = await t.http().post('/api/checkout').set('User-Agent', `link-${++ua}`).send({ package_id: 'basic', term_years: 1 }).expect(201);
    const sessionId = created.body.session_id as string;
    const order = await one<{ id: string }>(`select id from orders where checkout_session_id = ?`, [sessionId]);

    const refused = await t.http().post(`/api/admin/clients/${clientId}/orders`).set('Authorization', admin).send({ order_id: order.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('BILLING.ORDER_NOT_LINKABLE');
    expect(await one(`select user_id from orders where id = ?`, [order.id])).toEqual({ user_id: null });

    await t.http().post(`/api/sandbox/checkout/${sessionId}/pay`).type('form').send({ email: 'late.payer@example.com' }).expect(303);
    const buyer = await one<{ id: string }>(`select id from users where email = ?`, ['late.payer@example.com']);
    expect(buyer).toBeDefined();
    expect(await one(`select user_id, status from orders where id = ?`, [order.id])).toEqual({ user_id: buyer.id, status: 'paid' });
    expect(await one(`select count(*)::int as n from websites where owner_id = ?`, [buyer.id])).toEqual({ n: 1 });
  });
});
