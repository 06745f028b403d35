// The admin's client list says how each client stands: status, website state, last sign-in and
// e-mail health (failed deliveries); staff and clients are listed apart by role.
import { randomUUID } from 'node:crypto';
import { createTestApp, createUser, TestApp, TestUser } from '@fw/api-testing';

describe('admin client list facts', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', email: 'staff@facts.test' });
  });
  afterAll(() => t.close());

  type Row = { id: string; email: string; status: string; website_state: string; last_sign_in_at: string | null; failed_emails: number };

  it('shows website state, last sign-in and failed e-mails per client, in the list and the detail', async () => {
    const live = await createUser(t, { email: 'live@facts.test' });
    const waiting = await createUser(t, { email: 'waiting@facts.test' });
    const none = await createUser(t, { email: 'none@facts.test' });
    await t.sql(`insert into websites (id, name, owner_id, status) values (?, 'Live', ?, 'live'), (?, 'Waiting', ?, 'waiting_for_build')`, [
      randomUUID(),
      live.id,
      randomUUID(),
      waiting.id,
    ]);
    for (const status of ['failed', 'failed', 'sent']) {
      const id = randomUUID();
      await t.sql(
        `insert into email_logs (id, template, subject, status, recipient_email, body, message_id) values (?, 'contact-ack', 'Hi', ?, 'waiting@facts.test', 'b', ?)`,
        [id, status, `<${id}@t>`],
      );
    }
    // createUser starts a session (a sign-in); a client who never signed in has none.
    await t.sql(`delete from refresh_tokens where user_id = ?`, [none.id]);

    const res = await t.http().get('/api/admin/clients').query({ role: 'editor', q: '@facts.test' }).set('Authorization', admin.auth).expect(200);
    const byEmail = new Map((res.body as Row[]).map((r) => [r.email, r]));
    expect(byEmail.get('live@facts.test')).toMatchObject({ status: 'active', website_state: 'live', failed_emails: 0, last_sign_in_at: expect.any(String) });
    expect(byEmail.get('waiting@facts.test')).toMatchObject({ website_state: 'waiting_for_build', failed_emails: 2 });
    expect(byEmail.get('none@facts.test')).toMatchObject({ website_state: 'none', last_sign_in_at: null });
    expect(byEmail.has('staff@facts.test')).toBe(false);

    const detail = await t.http().get(`/api/admin/clients/${waiting.id}`).set('Authorization', admin.auth).expect(200);
    expect(detail.body).toMatchObject({ website_state: 'waiting_for_build', failed_emails: 2 });
    const staff = await t.http().get('/api/admin/clients').query({ role: 'admin' }).set('Authorization', admin.auth).expect(200);
    expect((staff.body as Row[]).map((r) => r.email)).toEqual(['staff@facts.test']);
    const sorted = await t
      .http()
      .get('/api/admin/clients')
      .query({ role: 'editor', _sort: 'last_sign_in_at', _order: 'desc' })
      .set('Authorization', admin.auth)
      .expect(200);
    expect((sorted.body as Row[]).at(-1)?.email).toBe('none@facts.test');
  });
});
