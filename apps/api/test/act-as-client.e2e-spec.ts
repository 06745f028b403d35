// "View as client" (read-only, enforced by the server, audited) and an admin managing a client's
// blog through the client's own routes (only the blog's writes allowed, each audited as the admin's).
import { randomUUID } from 'node:crypto';
import { createTestApp, createUser, TestApp, TestUser } from '@fw/api-testing';

describe('admin acting as a client', () => {
  let t: TestApp;
  let admin: TestUser;
  let client: TestUser;
  let other: TestUser;
  let websiteId: string;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin', email: 'boss@act.test' });
    client = await createUser(t, { email: 'baker@act.test', fullName: 'Bea Baker' });
    other = await createUser(t);
    websiteId = randomUUID();
    await t.sql(`insert into websites (id, name, owner_id) values (?, 'Act Bakery', ?)`, [websiteId, client.id]);
    await t.sql(
      `insert into website_content (id, website_id, section_key, content_type, content_value, version) values (?, ?, 'hero_title', 'text', 'Fresh bread', 1)`,
      [randomUUID(), websiteId],
    );
    postId = randomUUID();
    await t.sql(`insert into blog_posts (id, website_id, title, content, published) values (?, ?, 'Opening day', 'We open', false)`, [postId, websiteId]);
  });
  afterAll(() => t.close());

  const asClient = (header = 'X-View-As', auth = admin.auth, id = client.id) => ({ Authorization: auth, [header]: id });

  it('starts a view as the client, recorded in the audit log; refuses admins as targets', async () => {
    const res = await t.http().post(`/api/admin/clients/${client.id}/view-as`).set('Authorization', admin.auth).expect(200);
    expect(res.body).toMatchObject({ id: client.id, email: client.email });
    const [entry] = await t.sql(`select actor_id, action, target_id from audit_log where action = 'client.view_as'`);
    expect(entry).toEqual({ actor_id: admin.id, action: 'client.view_as', target_id: client.id });
    const refused = await t.http().post(`/api/admin/clients/${admin.id}/view-as`).set('Authorization', admin.auth).expect(409);
    expect(refused.body.code).toBe('ACCOUNTS.VIEW_AS_ADMIN');
    await t.http().post(`/api/admin/clients/${client.id}/view-as`).set('Authorization', client.auth).expect(403);
  });

  it("reads the client's own pages as the client", async () => {
    const me = await t.http().get('/api/auth/me').set(asClient()).expect(200);
    expect(me.body).toMatchObject({ id: client.id, email: client.email, role: 'editor' });
    const website = await t.http().get('/api/my/website').set(asClient()).expect(200);
    expect(website.body.website.id).toBe(websiteId);
    const posts = await t.http().get('/api/my/website/posts').set(asClient()).expect(200);
    expect(posts.body.map((p: { id: string }) => p.id)).toEqual([postId]);
  });

  it('refuses every write while viewing, on any route, and changes nothing', async () => {
    const writes: Array<[method: 'post' | 'put' | 'patch' | 'delete', path: string, body: object]> = [
      ['put', '/api/my/website/content', { sections: [{ section_key: 'hero_title', content_value: 'Hacked', version: 1 }] }],
      ['post', '/api/my/website/posts', { title: 'Nope', content: 'x' }],
      ['patch', `/api/my/website/posts/${postId}`, { title: 'Renamed' }],
      ['delete', `/api/my/website/posts/${postId}`, {}],
      ['patch', '/api/auth/me', { full_name: 'Mallory' }],
      ['post', '/api/auth/password/change', { current_password: 'x', new_password: 'Another-pass-1' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await t.http()[method](path).set(asClient()).send(body);
      expect([method, path, res.status, res.body.code]).toEqual([method, path, 403, 'AUTH.VIEW_AS_READ_ONLY']);
    }
    expect(await t.sql(`select content_value from website_content where website_id = ?`, [websiteId])).toEqual([{ content_value: 'Fresh bread' }]);
    expect(await t.sql(`select title from blog_posts where website_id = ?`, [websiteId])).toEqual([{ title: 'Opening day' }]);
    expect(await t.sql(`select full_name from profiles where id = ?`, [client.id])).toEqual([{ full_name: 'Bea Baker' }]);
  });

  it('refuses the headers from anyone but an admin, and for unknown or admin accounts', async () => {
    const editorTry = await t.http().get('/api/my/website').set(asClient('X-View-As', other.auth)).expect(403);
    expect(editorTry.body.code).toBe('AUTH.FORBIDDEN');
    await t.http().get('/api/my/website/posts').set(asClient('X-Manage-Blog-As', other.auth)).expect(403);
    await t
      .http()
      .get('/api/my/website')
      .set(asClient('X-View-As', admin.auth, 'not-a-uuid'))
      .expect(403);
    await t
      .http()
      .get('/api/my/website')
      .set(asClient('X-View-As', admin.auth, randomUUID()))
      .expect(403);
    await t
      .http()
      .get('/api/my/website')
      .set(asClient('X-View-As', admin.auth, admin.id))
      .expect(403);
    await t.http().get('/api/my/website').set({ 'X-View-As': client.id }).expect(401);
  });

  it("lets an admin manage the client's blog (edit, schedule, delete, restore), audited as the admin, and nothing else", async () => {
    const manage = asClient('X-Manage-Blog-As');
    const list = await t.http().get('/api/my/website/posts').set(manage).expect(200);
    const edited = await t
      .http()
      .patch(`/api/my/website/posts/${postId}`)
      .set(manage)
      .send({ title: 'Grand opening', version: list.body[0].version })
      .expect(200);
    expect(edited.body.title).toBe('Grand opening');
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await t.http().patch(`/api/my/website/posts/${postId}`).set(manage).send({ published: true, publish_at: publishAt }).expect(200);
    expect(scheduled.body.publish_at).toBe(publishAt);
    await t.http().delete(`/api/my/website/posts/${postId}`).set(manage).expect(204);
    await t.http().post(`/api/my/website/posts/${postId}/restore`).set(manage).expect(200);

    const res = await t
      .http()
      .put('/api/my/website/content')
      .set(manage)
      .send({ sections: [{ section_key: 'hero_title', content_value: 'Hacked', version: 1 }] })
      .expect(403);
    expect(res.body.code).toBe('AUTH.VIEW_AS_READ_ONLY');
    await t.http().patch('/api/auth/me').set(manage).send({ full_name: 'Mallory' }).expect(403);

    const entries = await t.sql<{ actor_id: string; actor_email: string; action: string; target_id: string }>(
      `select actor_id, actor_email, action, target_id from audit_log where action like 'client_blog.%' order by created_at, id`,
    );
    expect(entries.map((e) => e.action)).toEqual([
      'client_blog.patch /api/my/website/posts/:id',
      'client_blog.patch /api/my/website/posts/:id',
      'client_blog.delete /api/my/website/posts/:id',
      'client_blog.post /api/my/website/posts/:id/restore',
    ]);
    expect(entries.every((e) => e.actor_id === admin.id && e.actor_email === admin.email && e.target_id === client.id)).toBe(true);
  });
});
