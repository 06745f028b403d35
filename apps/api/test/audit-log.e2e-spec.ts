// The audit log: admin actions on clients, websites, orders, sections (locks) and e-mails are
// recorded with who, what, when, from which address and on what; admins filter it; nothing edits it.
import { randomUUID } from 'node:crypto';
import { ApplicationConfig } from '@nestjs/core';
import { AuditTrailPort } from '@fw/api-shared-application';
import { createTestApp, createUser, TestApp, TestUser } from '@fw/api-testing';

describe('audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', email: 'auditor@audit.test' });
    editor = await createUser(t, { email: 'client@audit.test' });
  });
  afterAll(() => t.close());

  const entries = (query: Record<string, string>, auth = admin.auth) => t.http().get('/api/admin/audit-log').query(query).set('Authorization', auth);

  it('records an admin action with who, what, target, address and details, without secrets', async () => {
    await t.http().post(`/api/admin/clients/${editor.id}/disable`).set('Authorization', admin.auth).expect(200);
    await t.http().post(`/api/admin/clients/${editor.id}/enable`).set('Authorization', admin.auth).expect(200);
    const created = await t
      .http()
      .post('/api/admin/clients')
      .set('Authorization', admin.auth)
      .send({ email: 'new@audit.test', full_name: 'New One', password: 'Correct-horse-9', role: 'editor' })
      .expect(201);

    const res = await entries({ target_id: editor.id }).expect(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.map((e: { action: string }) => e.action)).toEqual(['client.enable', 'client.disable']);
    expect(res.body[1]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'client',
      target_id: editor.id,
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      created_at: expect.any(String),
    });
    const [create] = (await entries({ action: 'client.create' }).expect(200)).body;
    expect(create).toMatchObject({ target_id: created.body.id, details: { body: { email: 'new@audit.test', password: '[redacted]' } } });
    expect(JSON.stringify(create)).not.toContain('Correct-horse-9');
  });

  it('is put on the routes that can have a user, not on every request (anonymous reads run no interceptor)', () => {
    const config = t.app.get(ApplicationConfig);
    const names = [...config.getGlobalInterceptors(), ...config.getGlobalRequestInterceptors().map((wrapper) => wrapper.instance)];
    expect(names.map((interceptor) => interceptor.constructor.name)).toEqual([]);
  });

  it('records failed actions not at all, and reads not at all unless they matter', async () => {
    const before = (await entries({}).expect(200)).headers['x-total-count'];
    await t.http().post(`/api/admin/clients/${randomUUID()}/disable`).set('Authorization', admin.auth).expect(404);
    await t.http().get('/api/admin/clients').set('Authorization', admin.auth).expect(200);
    expect((await entries({}).expect(200)).headers['x-total-count']).toBe(before);
  });

  it('records websites, section locks, orders and e-mails', async () => {
    const website = await t.http().post('/api/admin/websites').set('Authorization', admin.auth).send({ name: 'Audit Bakery', owner_id: editor.id }).expect(201);
    const section = await t
      .http()
      .post('/api/admin/sections')
      .set('Authorization', admin.auth)
      .send({ website_id: website.body.id, section_key: 'audit_note', content_value: 'Hi', content_type: 'text' })
      .expect(201);
    await t
      .http()
      .patch(`/api/admin/sections/${section.body.id}`)
      .set('Authorization', admin.auth)
      .send({ is_locked: true, version: section.body.version })
      .expect(200);
    const emailId = randomUUID();
    await t.sql(
      `insert into email_logs (id, template, subject, status, recipient_email, body, message_id) values (?, 'contact-ack', 'Hi', 'failed', 'x@audit.test', 'b', ?)`,
      [emailId, `<${emailId}@t>`],
    );
    await t.http().post(`/api/admin/email-logs/${emailId}/retry`).set('Authorization', admin.auth).expect(200);
    await t.http().get('/api/admin/orders/export').query({ status: 'paid' }).set('Authorization', admin.auth).expect(200);

    const actions = (await entries({ actor_id: admin.id, _end: '100' }).expect(200)).body.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['website.create', 'section.create', 'section.update', 'email.retry', 'order.export']));
    const [lock] = (await entries({ target_id: section.body.id, action: 'section.update' }).expect(200)).body;
    expect(lock.details.body).toMatchObject({ is_locked: true });
    const [exported] = (await entries({ action: 'order.export' }).expect(200)).body;
    expect(exported.details).toEqual({ query: { status: 'paid' } });
  });

  it('filters by actor, action, target and a date range, and searches', async () => {
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await entries({ created_at_gte: future }).expect(200)).body).toEqual([]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const inRange = await entries({ created_at_gte: past, created_at_lte: future, action: 'client.disable' }).expect(200);
    expect(inRange.body).toHaveLength(1);
    const byAdmin = (await entries({ actor_id: admin.id, _end: '100' }).expect(200)).body;
    expect(byAdmin.length).toBeGreaterThan(3);
    expect((await entries({ q: 'auditor@audit', _end: '100' }).expect(200)).body).toEqual(byAdmin);
    expect((await entries({ actor_id: editor.id }).expect(200)).body).toEqual([]);
    await entries({ actor_id: 'nope' }).expect(400);
    await entries({ password: 'x' }).expect(400);
  });

  it('can be read by admins only, and no route writes, edits or deletes an entry', async () => {
    // The first editor's sessions ended when it was disabled above.
    editor = await createUser(t);
    await t.http().get('/api/admin/audit-log').expect(401);
    await entries({}, editor.auth).expect(403);
    const [entry] = (await entries({}).expect(200)).body;
    await t.http().get(`/api/admin/audit-log/${entry.id}`).set('Authorization', editor.auth).expect(403);
    expect((await t.http().get(`/api/admin/audit-log/${entry.id}`).set('Authorization', admin.auth).expect(200)).body).toEqual(entry);
    await t.http().get(`/api/admin/audit-log/${randomUUID()}`).set('Authorization', admin.auth).expect(404);
    await t.http().get('/api/admin/audit-log/export').set('Authorization', editor.auth).expect(403);

    for (const path of ['/api/admin/audit-log', `/api/admin/audit-log/${entry.id}`]) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) {
        const res = await t.http()[method](path).set('Authorization', admin.auth).send({ action: 'forged' });
        expect([404, 405]).toContain(res.status);
      }
    }
    expect((await t.http().get(`/api/admin/audit-log/${entry.id}`).set('Authorization', admin.auth).expect(200)).body).toEqual(entry);
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const [entry] = (await entries({}).expect(200)).body;
    await expect(t.sql(`update audit_log set action = 'forged' where id = ?`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.sql(`delete from audit_log where id = ?`, [entry.id])).rejects.toThrow(/append-only/);
    await expect(t.sql(`truncate audit_log`)).rejects.toThrow(/append-only/);
    expect(await t.sql(`select action from audit_log where id = ?`, [entry.id])).toEqual([{ action: entry.action }]);
  });

  it('writes a write’s entry through the recorder, and a signed-in read reaches no part of it', async () => {
    // A fresh client: the first one's sessions ended when it was disabled above.
    const client = await createUser(t);
    const record = jest.spyOn(t.app.get(AuditTrailPort), 'record');
    try {
      await t.http().get('/api/admin/clients').set('Authorization', admin.auth).expect(200);
      await t.http().get(`/api/admin/clients/${client.id}`).set('Authorization', admin.auth).expect(200);
      await t.http().get('/api/auth/me').set('Authorization', client.auth).expect(200);
      await t.http().get('/api/my/website').set('Authorization', client.auth);
      expect(record).not.toHaveBeenCalled();
      await t.http().post(`/api/admin/clients/${client.id}/disable`).set('Authorization', admin.auth).expect(200);
      expect(record).toHaveBeenCalledTimes(1);
      expect(record).toHaveBeenCalledWith(expect.objectContaining({ action: 'client.disable', actorId: admin.id, targetId: client.id }));
    } finally {
      record.mockRestore();
    }
  });
});
