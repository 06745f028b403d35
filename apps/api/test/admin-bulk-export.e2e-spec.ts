// Bulk actions on admin lists (ask once, answer per row, each row audited) and CSV exports of
// exactly what a list's filters select, safe to open in a spreadsheet.
import { randomUUID } from 'node:crypto';
import { createUser, startWithAdminAndClient, TestApp, TestUser } from '@fw/api-testing';

/** The rows of a CSV answer (no quoted line breaks in these fixtures). */
const csvRows = (text: string) => text.trim().split('\r\n');

describe('admin bulk actions and CSV export', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;

  beforeAll(async () => ({ t, admin, editor } = await startWithAdminAndClient()));
  afterAll(() => t.close());

  const lead = async (name: string, status = 'new') => {
    const id = randomUUID();
    await t.sql(`insert into contact_messages (id, name, email, subject, message, status) values (?, ?, ?, 'Quote', 'Hello', ?)`, [
      id,
      name,
      `${id.slice(0, 6)}@lead.test`,
      status,
    ]);
    return id;
  };

  it('closes the selected leads, reports each row, and audits each closed one', async () => {
    const ids = [await lead('One'), await lead('Two'), await lead('Three')];
    const missing = randomUUID();
    const res = await t
      .http()
      .post('/api/admin/leads/bulk/close')
      .set('Authorization', admin.auth)
      .send({ ids: [...ids, missing] })
      .expect(200);
    expect(res.body.results).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
      { id: ids[2], ok: true },
      { id: missing, ok: false, code: 'INTAKE.LEAD_NOT_FOUND', message: expect.any(String) },
    ]);
    expect(await t.sql(`select status from contact_messages where id in (?, ?, ?)`, ids)).toEqual([
      { status: 'closed' },
      { status: 'closed' },
      { status: 'closed' },
    ]);
    const audited = await t.sql<{ target_id: string; actor_id: string }>(
      `select target_id, actor_id from audit_log where action = 'lead.close' order by target_id`,
    );
    expect(audited).toEqual([...ids].sort().map((id) => ({ target_id: id, actor_id: admin.id })));
  });

  it('retries failed e-mails, disables clients and resends invitations per row', async () => {
    const failed = randomUUID();
    const sent = randomUUID();
    for (const [id, status] of [
      [failed, 'failed'],
      [sent, 'sent'],
    ]) {
      await t.sql(
        `insert into email_logs (id, template, subject, status, recipient_email, body, message_id) values (?, 'contact-ack', 'Hi', ?, 'x@bulk.test', 'b', ?)`,
        [id, status, `<${id}@t>`],
      );
    }
    const retried = await t
      .http()
      .post('/api/admin/email-logs/bulk/retry')
      .set('Authorization', admin.auth)
      .send({ ids: [failed, sent] })
      .expect(200);
    expect(retried.body.results).toEqual([{ id: failed, ok: true }, expect.objectContaining({ id: sent, ok: false, code: 'MAIL.NOT_FAILED' })]);

    const a = await createUser(t);
    const b = await createUser(t);
    const disabled = await t
      .http()
      .post('/api/admin/clients/bulk/disable')
      .set('Authorization', admin.auth)
      .send({ ids: [a.id, b.id] })
      .expect(200);
    expect(disabled.body.results).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
    ]);
    expect(await t.sql(`select count(*)::int as n from users where id in (?, ?) and disabled_at is not null`, [a.id, b.id])).toEqual([{ n: 2 }]);
    expect(await t.sql(`select count(*)::int as n from audit_log where action = 'client.disable' and target_id in (?, ?)`, [a.id, b.id])).toEqual([{ n: 2 }]);

    const invited = await t
      .http()
      .post('/api/admin/clients/bulk/invite')
      .set('Authorization', admin.auth)
      .send({ ids: [a.id] })
      .expect(200);
    expect(invited.body.results).toEqual([expect.objectContaining({ id: a.id, ok: false, code: 'ACCOUNTS.ALREADY_ACTIVE' })]);
  });

  it('acts on a repeated row once, refuses bad selections with field messages, and non-admins', async () => {
    const missingTwice = randomUUID();
    const once = await t
      .http()
      .post('/api/admin/leads/bulk/close')
      .set('Authorization', admin.auth)
      .send({ ids: [missingTwice, missingTwice] })
      .expect(200);
    expect(once.body.results).toHaveLength(1);
    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { ids: Array.from({ length: 201 }, () => randomUUID()) }]) {
      const res = await t.http().post('/api/admin/leads/bulk/close').set('Authorization', admin.auth).send(body).expect(400);
      expect(res.body.details.fields.ids).toBeDefined();
    }
    for (const path of [
      '/api/admin/leads/bulk/close',
      '/api/admin/email-logs/bulk/retry',
      '/api/admin/clients/bulk/disable',
      '/api/admin/clients/bulk/invite',
    ]) {
      await t
        .http()
        .post(path)
        .set('Authorization', editor.auth)
        .send({ ids: [randomUUID()] })
        .expect(403);
      await t
        .http()
        .post(path)
        .send({ ids: [randomUUID()] })
        .expect(401);
    }
  });

  it('exports exactly the orders the filters select, as CSV safe from formulas', async () => {
    const insertOrder = (status: string, email: string) =>
      t.sql(
        `insert into orders (id, kind, provider, checkout_session_id, status, package_id, term_years, items, amount_total, currency, buyer_email)
         values (?, 'package', 'sandbox', ?, ?, 'basic', 1, '[]', 150000, 'usd', ?)`,
        [randomUUID(), `cs_${randomUUID()}`, status, email],
      );
    for (let i = 0; i < 5; i++) await insertOrder('paid', `paid${i}@orders.test`);
    for (let i = 0; i < 3; i++) await insertOrder('pending', `pending${i}@orders.test`);
    await insertOrder('paid', '=HYPERLINK("http://evil.test")@orders.test');

    const res = await t
      .http()
      .get('/api/admin/orders/export')
      .query({ status: 'paid', _sort: 'created_at', _order: 'asc', _start: '0', _end: '2' })
      .set('Authorization', admin.auth)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRows(res.text);
    expect(rows[0]).toBe('id,kind,status,package_id,term_years,amount_total_cents,currency,buyer_email,user_id,paid_at,created_at');
    // Paging is ignored: every paid order, in the list's order; none of the pending ones.
    expect(rows).toHaveLength(1 + 6);
    const emails = rows.slice(1).map((r) => r.split(',')[7]);
    expect(emails).toEqual([
      'paid0@orders.test',
      'paid1@orders.test',
      'paid2@orders.test',
      'paid3@orders.test',
      'paid4@orders.test',
      `"'=HYPERLINK(""http://evil.test"")@orders.test"`,
    ]);
    const list = await t.http().get('/api/admin/orders').query({ status: 'paid' }).set('Authorization', admin.auth).expect(200);
    expect(list.headers['x-total-count']).toBe('6');
    expect(rows.slice(1).every((r) => r.split(',')[2] === 'paid')).toBe(true);

    const search = csvRows((await t.http().get('/api/admin/orders/export').query({ q: 'pending1' }).set('Authorization', admin.auth).expect(200)).text);
    expect(search).toHaveLength(2);
  });

  it('exports leads, e-mails, accounts and the audit log with the same filters as their lists', async () => {
    await lead('=cmd|calc', 'replied');
    const leads = csvRows((await t.http().get('/api/admin/leads/export').query({ status: 'replied' }).set('Authorization', admin.auth).expect(200)).text);
    expect(leads).toHaveLength(2);
    expect(leads[1]).toContain(",'=cmd|calc,");
    const emails = csvRows((await t.http().get('/api/admin/email-logs/export').query({ status: 'failed' }).set('Authorization', admin.auth).expect(200)).text);
    expect(emails[0]).toBe('id,created_at,status,template,recipient_email,subject,attempts,sent_at');
    const clients = csvRows((await t.http().get('/api/admin/clients/export').query({ role: 'admin' }).set('Authorization', admin.auth).expect(200)).text);
    expect(clients.slice(1).map((r) => r.split(',')[0])).toEqual([admin.id]);
    const site = randomUUID();
    await t.sql(`insert into websites (id, name, domain, owner_id) values (?, '@Reef Divers', 'reef.example', ?)`, [site, editor.id]);
    const websites = csvRows((await t.http().get('/api/admin/websites/export').query({ q: 'reef' }).set('Authorization', admin.auth).expect(200)).text);
    expect(websites).toHaveLength(2);
    expect(websites[1]).toContain(`${site},'@Reef Divers,reef.example`);
    const audit = csvRows(
      (await t.http().get('/api/admin/audit-log/export').query({ action: 'lead.close' }).set('Authorization', admin.auth).expect(200)).text,
    );
    expect(audit).toHaveLength(1 + 3);
  });

  it('answers a filter the list does not take with 400 before streaming, and refuses non-admins', async () => {
    const res = await t.http().get('/api/admin/orders/export').query({ secret_column: 'x' }).set('Authorization', admin.auth).expect(400);
    expect(res.body.details.fields.secret_column).toBeDefined();
    await t.http().get('/api/admin/orders/export').query({ waiting_for_build: 'maybe' }).set('Authorization', admin.auth).expect(400);
    // Amounts are whole cents: a fraction is refused by name, before any SQL runs.
    const fraction = await t.http().get('/api/admin/orders/export').query({ amount_total: '0.5' }).set('Authorization', admin.auth).expect(400);
    expect(fraction.body.details.fields.amount_total).toEqual(['amount_total must be a whole number']);
    for (const path of [
      '/api/admin/orders/export',
      '/api/admin/leads/export',
      '/api/admin/email-logs/export',
      '/api/admin/clients/export',
      '/api/admin/audit-log/export',
    ]) {
      await t.http().get(path).set('Authorization', editor.auth).expect(403);
      await t.http().get(path).expect(401);
    }
  });
});

describe('one activity feed across every client', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;

  beforeAll(async () => ({ t, admin, editor } = await startWithAdminAndClient({ fullName: 'Bea Baker' })));
  afterAll(() => t.close());

  it("lists every client's activity with names, filters it, exports it, and is for admins only", async () => {
    const other = await createUser(t, { fullName: null, email: 'dive@feed.test' });
    const siteA = randomUUID();
    const siteB = randomUUID();
    await t.sql(`insert into websites (id, name, owner_id) values (?, 'Bakery', ?), (?, 'Dive Shop', ?)`, [siteA, editor.id, siteB, other.id]);
    await t.sql(
      `insert into activity_logs (id, user_id, website_id, action, created_at) values (?, ?, ?, 'Updated website content', now() - interval '2 days'), (?, ?, ?, 'Created blog post: Reef', now())`,
      [randomUUID(), editor.id, siteA, randomUUID(), other.id, siteB],
    );
    const all = await t.http().get('/api/admin/activity').set('Authorization', admin.auth).expect(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body.map((a: { user_name: string; website_name: string; action: string }) => [a.user_name, a.website_name, a.action])).toEqual([
      ['dive@feed.test', 'Dive Shop', 'Created blog post: Reef'],
      ['Bea Baker', 'Bakery', 'Updated website content'],
    ]);
    const mine = await t.http().get('/api/admin/activity').query({ user_id: editor.id }).set('Authorization', admin.auth).expect(200);
    expect(mine.body).toHaveLength(1);
    const recent = await t
      .http()
      .get('/api/admin/activity')
      .query({ created_at_gte: new Date(Date.now() - 86_400_000).toISOString(), q: 'blog' })
      .set('Authorization', admin.auth)
      .expect(200);
    expect(recent.body.map((a: { website_id: string }) => a.website_id)).toEqual([siteB]);
    const csv = (await t.http().get('/api/admin/activity/export').query({ website_id: siteA }).set('Authorization', admin.auth).expect(200)).text
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    await t.http().get('/api/admin/activity').set('Authorization', editor.auth).expect(403);
    await t.http().get('/api/admin/activity/export').set('Authorization', editor.auth).expect(403);
  });
});
