// Two accounts of one person (a typo at checkout made the second): an admin merges them. Orders,
// website, questionnaire and history move to the surviving account with the reason kept; the
// merged-away account can no longer sign in; two websites are refused with a clear 409.
import { randomUUID } from 'node:crypto';
import { PasswordHasherPort } from '@fw/api-accounts-application';
import { startWithAdminAndClient, TestApp, TestUser } from '@fw/api-testing';

describe('merging two client accounts', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;

  beforeAll(async () => ({ t, admin, editor } = await startWithAdminAndClient()));
  afterAll(() => t.close());

  /** A client who can sign in with a password, with what the typo account would hold. */
  async function client(email: string, withWebsite = false) {
    const id = randomUUID();
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, now())`, [
      id,
      email,
      await t.app.get(PasswordHasherPort).hash('correct-horse-1'),
    ]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, email.split('@')[0], email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, 'editor')`, [randomUUID(), id]);
    let websiteId: string | null = null;
    if (withWebsite) {
      websiteId = randomUUID();
      await t.sql(`insert into websites (id, name, owner_id) values (?, ?, ?)`, [websiteId, `Site of ${email}`, id]);
      await t.sql(`insert into activity_logs (id, user_id, website_id, action) values (?, ?, ?, 'Updated hero')`, [randomUUID(), id, websiteId]);
    }
    return { id, email, websiteId };
  }

  const order = async (userId: string, email: string) => {
    const id = randomUUID();
    await t.sql(
      `insert into orders (id, kind, provider, checkout_session_id, status, package_id, term_years, items, amount_total, currency, buyer_email, user_id, paid_at)
       values (?, 'package', 'sandbox', ?, 'paid', 'basic', 1, '[]', 150000, 'usd', ?, ?, now())`,
      [id, `cs_${id}`, email, userId],
    );
    return id;
  };

  const submission = async (clientId: string) => {
    const id = randomUUID();
    await t.sql(
      `insert into questionnaire_submissions (id, client_id, status, business_name, business_email, resume_token_hash) values (?, ?, 'completed', 'Keys Dive Shop', 'dive@keys.test', ?)`,
      [id, clientId, 'a'.repeat(64)],
    );
    return id;
  };

  const merge = (survivingId: string, body: object, auth = admin.auth) =>
    t.http().post(`/api/admin/clients/${survivingId}/merge`).set('Authorization', auth).send(body);

  it('moves orders, website, questionnaire and history, keeps the reason, audits it, and closes the merged-away account', async () => {
    const right = await client('dana@keys.test');
    const typo = await client('dana@keys.tset', true);
    const orderId = await order(typo.id, typo.email);
    const submissionId = await submission(typo.id);
    const session = await t.http().post('/api/auth/sign-in').send({ email: typo.email, password: 'correct-horse-1' }).expect(200);

    const res = await merge(right.id, { from_client_id: typo.id, reason: '  Typo in the checkout e-mail  ' }).expect(200);
    expect(res.body).toMatchObject({
      merged_id: typo.id,
      merged_email: typo.email,
      reason: 'Typo in the checkout e-mail',
      orders_moved: 1,
      websites_moved: 1,
      questionnaires_moved: 1,
      activity_moved: 1,
      merged_by: admin.id,
    });
    expect(await t.sql(`select user_id from orders where id = ?`, [orderId])).toEqual([{ user_id: right.id }]);
    expect(await t.sql(`select owner_id from websites where id = ?`, [typo.websiteId])).toEqual([{ owner_id: right.id }]);
    expect(await t.sql(`select client_id from questionnaire_submissions where id = ?`, [submissionId])).toEqual([{ client_id: right.id }]);
    expect(await t.sql(`select count(*)::int as n from activity_logs where user_id = ?`, [right.id])).toEqual([{ n: 1 }]);
    const moves = await t.http().get(`/api/admin/orders/${orderId}/moves`).set('Authorization', admin.auth).expect(200);
    expect(moves.body).toEqual([
      expect.objectContaining({ from_user_id: typo.id, to_user_id: right.id, reason: 'Accounts merged: Typo in the checkout e-mail' }),
    ]);
    const history = await t.http().get(`/api/admin/clients/${right.id}/merges`).set('Authorization', admin.auth).expect(200);
    expect(history.body).toEqual([res.body]);
    const [audit] = await t.sql(`select actor_id, action, target_id, details from audit_log where action = 'client.merge'`);
    expect(audit).toMatchObject({
      actor_id: admin.id,
      target_id: right.id,
      details: { body: { from_client_id: typo.id, reason: '  Typo in the checkout e-mail  ' } },
    });

    // The merged-away account: no sign-in, no session, no link left.
    const refused = await t.http().post('/api/auth/sign-in').send({ email: typo.email, password: 'correct-horse-1' }).expect(403);
    expect(refused.body.code).toBe('AUTH.ACCOUNT_DISABLED');
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.access_token}`).expect(401);
    // The surviving client sees the website and the order.
    const signedIn = await t.http().post('/api/auth/sign-in').send({ email: right.email, password: 'correct-horse-1' }).expect(200);
    const website = await t.http().get('/api/my/website').set('Authorization', `Bearer ${signedIn.body.access_token}`).expect(200);
    expect(website.body.website.id).toBe(typo.websiteId);

    const again = await merge(right.id, { from_client_id: typo.id, reason: 'again' }).expect(409);
    expect(again.body.code).toBe('ACCOUNTS.ALREADY_MERGED');
    // It stays closed: enabling it again is refused.
    const enable = await t.http().post(`/api/admin/clients/${typo.id}/enable`).set('Authorization', admin.auth).expect(409);
    expect(enable.body.code).toBe('ACCOUNTS.ALREADY_MERGED');
    await t.http().post('/api/auth/sign-in').send({ email: typo.email, password: 'correct-horse-1' }).expect(403);
  });

  it('refuses two websites with a clear 409 and moves nothing', async () => {
    const a = await client('one@two.test', true);
    const b = await client('two@two.test', true);
    const orderId = await order(b.id, b.email);
    const res = await merge(a.id, { from_client_id: b.id, reason: 'Same person' }).expect(409);
    expect(res.body).toMatchObject({ code: 'ACCOUNTS.MERGE_WEBSITE_CONFLICT', message: expect.stringContaining('Both accounts have a website') });
    expect(await t.sql(`select user_id from orders where id = ?`, [orderId])).toEqual([{ user_id: b.id }]);
    expect(await t.sql(`select disabled_at from users where id = ?`, [b.id])).toEqual([{ disabled_at: null }]);
    expect(await t.sql(`select 1 from client_merges where merged_id = ?`, [b.id])).toEqual([]);
  });

  it('refuses bad requests, admins, unknown accounts and non-admins', async () => {
    const a = await client('x@bad.test');
    const b = await client('y@bad.test');
    const noReason = await merge(a.id, { from_client_id: b.id, reason: '   ' }).expect(400);
    expect(noReason.body.details.fields.reason).toBeDefined();
    await merge(a.id, { from_client_id: 'nope', reason: 'r' }).expect(400);
    expect((await merge(a.id, { from_client_id: a.id, reason: 'r' }).expect(400)).body.code).toBe('ACCOUNTS.MERGE_SAME_CLIENT');
    expect((await merge(a.id, { from_client_id: admin.id, reason: 'r' }).expect(409)).body.code).toBe('ACCOUNTS.MERGE_ADMIN');
    expect((await merge(a.id, { from_client_id: randomUUID(), reason: 'r' }).expect(404)).body.code).toBe('ACCOUNTS.CLIENT_NOT_FOUND');
    await merge(a.id, { from_client_id: b.id, reason: 'r' }, editor.auth).expect(403);
    await t.http().post(`/api/admin/clients/${a.id}/merge`).send({ from_client_id: b.id, reason: 'r' }).expect(401);
    await t.http().get(`/api/admin/clients/${a.id}/merges`).set('Authorization', editor.auth).expect(403);
    expect(await t.sql(`select count(*)::int as n from users where id in (?, ?) and disabled_at is not null`, [a.id, b.id])).toEqual([{ n: 0 }]);
  });
});
