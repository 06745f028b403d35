// An admin exports a client's data (one JSON download) and may then delete the client. Deleting is
// refused until an export was taken within the hour; the client's website, questionnaires and
// e-mails go, while the orders stay as the business's records with the person detached.
import { randomUUID } from 'node:crypto';
import { ObjectStoragePort } from '@fw/api-shared-application';
import { createTestApp, issueSessionToken, TestApp } from '@fw/api-testing';

describe('admin exports and deletes a client', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fw.test' } });
    const a = await seedAccount('admin');
    adminId = a.id;
    admin = `Bearer ${await issueSessionToken(t.app, a)}`;
    editor = `Bearer ${await issueSessionToken(t.app, await seedAccount('editor'))}`;
  });
  afterAll(() => t.close());

  async function seedAccount(role: 'admin' | 'editor', email = `${role}-${randomUUID().slice(0, 8)}@data.test`) {
    const id = randomUUID();
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', now())`, [id, email]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, `Data ${role}`, email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, role]);
    return { id, email };
  }

  /** A client with a paid order, a website with a section and a post, a questionnaire and an e-mail. */
  async function seedClient() {
    const client = await seedAccount('editor');
    const orderId = randomUUID();
    await t.sql(
      `insert into orders (id, kind, provider, checkout_session_id, status, items, amount_total, buyer_email, user_id, package_id, term_years, paid_at)
       values (?, 'package', 'sandbox', ?, 'paid', '[]'::jsonb, 99900, ?, ?, 'basic', 1, now())`,
      [orderId, `cs_${randomUUID()}`, client.email, client.id],
    );
    const websiteId = randomUUID();
    await t.sql(`insert into websites (id, name, owner_id) values (?, 'Sunny Cafe', ?)`, [websiteId, client.id]);
    await t.sql(`insert into website_content (id, website_id, section_key, content_type, content_value) values (?, ?, 'hero_title', 'text', 'Best coffee')`, [
      randomUUID(),
      websiteId,
    ]);
    await t.sql(`insert into blog_posts (id, website_id, title, content, published) values (?, ?, 'Opening day', 'Hello', true)`, [randomUUID(), websiteId]);
    const submissionId = randomUUID();
    await t.sql(`insert into questionnaire_submissions (id, client_id, resume_token_hash, status, business_name) values (?, ?, ?, 'completed', 'Sunny Cafe')`, [
      submissionId,
      client.id,
      'a'.repeat(64),
    ]);
    await t.sql(`insert into activity_logs (id, user_id, website_id, action) values (?, ?, ?, 'Updated website content')`, [
      randomUUID(),
      client.id,
      websiteId,
    ]);
    return { ...client, orderId, websiteId, submissionId };
  }

  const exportOf = (id: string, auth = admin) => t.http().get(`/api/admin/clients/${id}/export`).set('Authorization', auth);
  const remove = (id: string, auth = admin) => t.http().delete(`/api/admin/clients/${id}`).set('Authorization', auth);

  it('exports profile, orders, website with sections and posts, questionnaires and history as a JSON download, without secrets', async () => {
    const c = await seedClient();
    const res = await exportOf(c.id).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="client-.+\.json"/);
    expect(res.body.profile).toMatchObject({ id: c.id, email: c.email, full_name: 'Data editor', role: 'editor' });
    expect(res.body.orders).toEqual([expect.objectContaining({ id: c.orderId, amount_total: 99900, status: 'paid' })]);
    expect(res.body.websites).toEqual([
      expect.objectContaining({
        id: c.websiteId,
        name: 'Sunny Cafe',
        sections: [expect.objectContaining({ section_key: 'hero_title', content_value: 'Best coffee' })],
        posts: [expect.objectContaining({ title: 'Opening day' })],
      }),
    ]);
    expect(res.body.questionnaires).toEqual([expect.objectContaining({ id: c.submissionId, business_name: 'Sunny Cafe' })]);
    expect(res.body.activity).toEqual([expect.objectContaining({ action: 'Updated website content' })]);
    const text = JSON.stringify(res.body);
    for (const secret of ['password_hash', 'resume_token_hash', 'buyer_key_hash', 'token_hash', 'unused']) expect(text).not.toContain(secret);
  });

  it('writes every time in the export as ISO 8601 (the file is read by other programs, not by PostgreSQL)', async () => {
    const c = await seedClient();
    await t.sql(
      `insert into email_changes (id, user_id, old_email, new_email, token_hash, requested_by, expires_at) values (?, ?, ?, ?, ?, ?, now() + interval '1 day')`,
      [randomUUID(), c.id, c.email, `new-${c.email}`, 'b'.repeat(64), c.id],
    );
    const res = await exportOf(c.id).expect(200);
    const times: Array<[string, unknown]> = [];
    const visit = (value: unknown, path: string): void => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${path}[${i}]`));
      else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(inner, `${path}.${key}`);
      else if (/_at$/.test(path) && value !== null) times.push([path, value]);
    };
    visit(res.body, 'export');
    // Each kind of record holds some.
    for (const part of [
      'profile.',
      'orders[0].',
      'websites[0].created_at',
      'sections[0].',
      'posts[0].',
      'questionnaires[0].',
      'activity[0].',
      'email_changes[0].',
    ])
      expect([part, times.some(([path]) => path.includes(part))]).toEqual([part, true]);
    const notIso = times.filter(([, value]) => typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value));
    expect(notIso.map(([path]) => path.replace(/\[\d+\]/g, '[]'))).toEqual([]);
  });

  it('refuses to delete (409) until an export was taken within the hour; then the person goes and the orders stay', async () => {
    const c = await seedClient();
    const refused = await remove(c.id).expect(409);
    expect(refused.body.code).toBe('ACCOUNTS.EXPORT_REQUIRED');
    expect(await t.sql(`select 1 from users where id = ?`, [c.id])).toHaveLength(1);

    await exportOf(c.id).expect(200);
    await t.sql(`update client_exports set exported_at = now() - interval '61 minutes' where user_id = ?`, [c.id]);
    await remove(c.id).expect(409);

    await exportOf(c.id).expect(200);
    await remove(c.id).expect(204);
    expect(await t.sql(`select 1 from users where id = ?`, [c.id])).toHaveLength(0);
    expect(await t.sql(`select 1 from profiles where id = ?`, [c.id])).toHaveLength(0);
    expect(await t.sql(`select 1 from websites where id = ?`, [c.websiteId])).toHaveLength(0);
    expect(await t.sql(`select 1 from website_content where website_id = ?`, [c.websiteId])).toHaveLength(0);
    expect(await t.sql(`select 1 from questionnaire_submissions where id = ?`, [c.submissionId])).toHaveLength(0);
    // The order stays for the books, with nothing that names the person.
    const [order] = await t.sql<{ user_id: string | null; buyer_email: string | null; amount_total: number; status: string }>(
      `select user_id, buyer_email, amount_total, status from orders where id = ?`,
      [c.orderId],
    );
    expect(order).toEqual({ user_id: null, buyer_email: null, amount_total: 99900, status: 'paid' });
    // The deletion is recorded with who did it, without personal data.
    expect(await t.sql(`select exported_by from client_exports where user_id = ? order by exported_at`, [c.id])).toHaveLength(2);
    expect(await t.sql(`select deleted_by from client_deletions where user_id = ?`, [c.id])).toEqual([{ deleted_by: adminId }]);
    await remove(c.id).expect(404);
  });

  it("deleting a client removes their website's image files too, and no one else's", async () => {
    const storage = t.app.get(ObjectStoragePort);
    const keysOf = async (prefix: string) => {
      const keys: string[] = [];
      for await (const key of storage.list(prefix)) keys.push(key);
      return keys;
    };
    const gone = await seedClient();
    const staying = await seedClient();
    for (const websiteId of [gone.websiteId, staying.websiteId]) {
      await storage.put(`sources/${websiteId}/img/1`, Buffer.from('jpeg'), 'image/jpeg');
      await storage.put(`images/${websiteId}/img/hash/w320.avif`, Buffer.from('avif'), 'image/avif');
    }

    await exportOf(gone.id).expect(200);
    await remove(gone.id).expect(204);

    expect([...(await keysOf(`images/${gone.websiteId}`)), ...(await keysOf(`sources/${gone.websiteId}`))]).toEqual([]);
    expect(await keysOf(`images/${staying.websiteId}`)).toHaveLength(1);
    expect(await keysOf(`sources/${staying.websiteId}`)).toHaveLength(1);
  });

  it('never deletes an admin account (demote first) and is for admins only', async () => {
    const other = await seedAccount('admin');
    await exportOf(other.id).expect(200);
    const res = await remove(other.id).expect(409);
    expect(res.body.code).toBe('ACCOUNTS.ADMIN_NOT_DELETABLE');
    const c = await seedClient();
    await t.http().get(`/api/admin/clients/${c.id}/export`).expect(401);
    await exportOf(c.id, editor).expect(403);
    await remove(c.id, editor).expect(403);
    await exportOf(randomUUID()).expect(404);
    await remove(randomUUID()).expect(404);
  });
});
