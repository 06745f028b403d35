import {
  activityOf,
  createTestApp,
  createUser,
  insertPost,
  insertWebsite,
  TestApp,
  TestUser,
  UNKNOWN_ID,
  websiteSnapshot,
  whileRowLocked,
} from './sites-test-support';

describe('client editor: blog posts', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  let siteA: string;
  let siteB: string;
  let bPost: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createUser(t);
    b = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    siteA = await insertWebsite(t, { ownerId: a.id, domain: 'posts-a.example' });
    siteB = await insertWebsite(t, { ownerId: b.id });
    bPost = await insertPost(t, siteB, { title: 'B only', published: true });
  });
  afterAll(() => t.close());

  const posts = (user: TestUser) => t.http().get('/api/my/website/posts').set('Authorization', user.auth);
  const create = (user: TestUser, body: unknown) =>
    t
      .http()
      .post('/api/my/website/posts')
      .set('Authorization', user.auth)
      .send(body as object);
  const patch = (user: TestUser, id: string, body: unknown) =>
    t
      .http()
      .patch(`/api/my/website/posts/${id}`)
      .set('Authorization', user.auth)
      .send(body as object);
  const remove = (user: TestUser, id: string) => t.http().delete(`/api/my/website/posts/${id}`).set('Authorization', user.auth);

  it('creates a draft by default, moves the website updated_at and logs the creation once', async () => {
    await t.sql(`update websites set updated_at = '2026-01-01T00:00:00Z' where id = ?`, [siteA]);
    const res = await create(a, { title: '  Opening day  ', content: 'We open on Monday.' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      website_id: siteA,
      title: 'Opening day',
      content: 'We open on Monday.',
      published: false,
      publish_at: null,
      cover_image: '',
      draft_title: null,
      draft_content: null,
      draft_cover_image: null,
      version: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const [row] = await t.sql<{ published: boolean; title: string }>(`select published, title from blog_posts where id = ?`, [res.body.id]);
    expect(row).toEqual({ published: false, title: 'Opening day' });
    const [site] = await t.sql<{ updated_at: Date }>(`select updated_at from websites where id = ?`, [siteA]);
    expect(new Date(site.updated_at).getTime()).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
    expect(await activityOf(t, a.id)).toEqual([{ action: 'Created blog post: Opening day', details: {}, website_id: siteA }]);
  });

  it('lists my posts newest first, never another website’s', async () => {
    await create(a, { title: 'Second', published: true }).expect(201);
    await create(a, { title: 'Third' }).expect(201);
    const res = await posts(a).expect(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Third', 'Second', 'Opening day']);
    expect(res.body.map((p: { id: string }) => p.id)).not.toContain(bPost);
    const resB = await posts(b).expect(200);
    expect(resB.body.map((p: { id: string }) => p.id)).toEqual([bPost]);
    // Without a website of one's own (this admin) the list is not found, as creating is.
    const resAdmin = await posts(admin).expect(404);
    expect(resAdmin.body.code).toBe('SITES.NO_WEBSITE');
  });

  it('updates title, content and published, and logs the new title once', async () => {
    const created = (await create(a, { title: 'Draft title' }).expect(201)).body;
    const before = (await activityOf(t, a.id)).length;
    const res = await patch(a, created.id, { title: 'Final title', content: 'Body', published: true }).expect(200);
    expect(res.body).toMatchObject({ id: created.id, title: 'Final title', content: 'Body', published: true, created_at: created.created_at });
    const activity = await activityOf(t, a.id);
    expect(activity).toHaveLength(before + 1);
    expect(activity[activity.length - 1]).toEqual({ action: 'Updated blog post: Final title', details: {}, website_id: siteA });
    const unpublish = await patch(a, created.id, { published: false }).expect(200);
    expect(unpublish.body).toMatchObject({ title: 'Final title', content: 'Body', published: false });
  });

  it('refuses an edit sent with an older version (409 SITES.STALE_POST): the newer text stays, nothing is logged', async () => {
    const created = (await create(a, { title: 'Shared', content: 'v1' }).expect(201)).body;
    const laptop = await patch(a, created.id, { content: 'From the laptop', version: 1 }).expect(200);
    expect(laptop.body.version).toBe(2);
    const before = (await activityOf(t, a.id)).length;
    const phone = await patch(a, created.id, { content: 'From the phone', version: 1 }).expect(409);
    // What is saved now comes with the refusal, so the editor can show it beside the typed text.
    expect(phone.body).toMatchObject({
      statusCode: 409,
      code: 'SITES.STALE_POST',
      details: { version: 2, current: { title: 'Shared', content: 'From the laptop', published: false, publish_at: null, version: 2 } },
    });
    expect(phone.body.message).toMatch(/changed somewhere else/);
    const [row] = await t.sql<{ content: string; version: number }>(`select content, version from blog_posts where id = ?`, [created.id]);
    expect(row).toEqual({ content: 'From the laptop', version: 2 });
    expect(await activityOf(t, a.id)).toHaveLength(before);
    await patch(a, created.id, { version: 0 }).expect(400);
    await patch(a, created.id, { version: '2' }).expect(400);
  });

  it('refuses an edit as stale when another one committed between its read and its write', async () => {
    const created = (await create(a, { title: 'Race', content: 'v1' }).expect(201)).body;
    const before = (await activityOf(t, a.id)).length;
    const res = await whileRowLocked(t, `update blog_posts set content = 'committed elsewhere', version = version + 1 where id = $1`, [created.id], () =>
      patch(a, created.id, { content: 'mine', version: 1 }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SITES.STALE_POST');
    const [row] = await t.sql<{ content: string; version: number }>(`select content, version from blog_posts where id = ?`, [created.id]);
    expect(row).toEqual({ content: 'committed elsewhere', version: 2 });
    expect(await activityOf(t, a.id)).toHaveLength(before);
  });

  it('deletes a post and logs its title once', async () => {
    const created = (await create(a, { title: 'To remove' }).expect(201)).body;
    const before = (await activityOf(t, a.id)).length;
    await remove(a, created.id).expect(204);
    expect(await t.sql(`select id from blog_posts where id = ?`, [created.id])).toEqual([]);
    const activity = await activityOf(t, a.id);
    expect(activity).toHaveLength(before + 1);
    expect(activity[activity.length - 1].action).toBe('Deleted blog post: To remove');
    await remove(a, created.id).expect(404);
    expect(await activityOf(t, a.id)).toHaveLength(before + 1);
  });

  it("answers 404 when B reads, updates or deletes A's post; the post is unchanged and nothing is logged", async () => {
    const aPost = (await create(a, { title: 'A private' }).expect(201)).body;
    const before = await websiteSnapshot(t, siteA);
    const p = await patch(b, aPost.id, { title: 'Owned by B' }).expect(404);
    expect(p.body.code).toBe('SITES.POST_NOT_FOUND');
    await remove(b, aPost.id).expect(404);
    await patch(b, UNKNOWN_ID, { title: 'guess' }).expect(404);
    await remove(b, UNKNOWN_ID).expect(404);
    expect(await websiteSnapshot(t, siteA)).toBe(before);
    expect(await activityOf(t, b.id)).toEqual([]);
    // The admin has no website of their own: editor endpoints are about the caller's website.
    await patch(admin, aPost.id, { title: 'x' }).expect(404);
    expect(await websiteSnapshot(t, siteA)).toBe(before);
  });

  it('answers 404 SITES.NO_WEBSITE when creating without a website', async () => {
    const res = await create(admin, { title: 'Nowhere' }).expect(404);
    expect(res.body.code).toBe('SITES.NO_WEBSITE');
  });

  it('enforces bounds: title 1..200, content up to 50,000, booleans only', async () => {
    const count = (await t.sql<{ n: number }>(`select count(*)::int as n from blog_posts where website_id = ?`, [siteA]))[0].n;
    for (const body of [
      {},
      { title: '' },
      { title: 'x'.repeat(201) },
      { title: 'ok', content: 'x'.repeat(50_001) },
      { title: 'ok', published: 'yes' },
      { title: 42 },
      { title: 'ok', content: null },
      { title: '   ' },
    ]) {
      const res = await create(a, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    await create(a, { title: 'x'.repeat(200), content: 'y'.repeat(50_000) }).expect(201);
    const after = (await t.sql<{ n: number }>(`select count(*)::int as n from blog_posts where website_id = ?`, [siteA]))[0].n;
    expect(after).toBe(count + 1);
  });

  it('refuses unknown fields such as website_id with 400 and changes nothing', async () => {
    const before = await websiteSnapshot(t, siteB);
    const res = await create(a, { title: 'Sneaky', website_id: siteB }).expect(400);
    expect(res.body.details.fields).toHaveProperty('website_id');
    const aPost = (await posts(a).expect(200)).body[0];
    await patch(a, aPost.id, { website_id: siteB }).expect(400);
    await patch(a, aPost.id, { created_at: '2020-01-01T00:00:00Z' }).expect(400);
    await patch(a, aPost.id, { title: null }).expect(400);
    expect(await websiteSnapshot(t, siteB)).toBe(before);
    const [row] = await t.sql<{ website_id: string }>(`select website_id from blog_posts where id = ?`, [aPost.id]);
    expect(row.website_id).toBe(siteA);
  });

  it('answers 400 for non-UUID ids and 401 for anonymous callers', async () => {
    const bad = await patch(a, 'not-a-uuid', { title: 'x' }).expect(400);
    expect(bad.body.code).toBe('REQUEST.INVALID_ID');
    await remove(a, '123').expect(400);
    await t.http().get('/api/my/website/posts').expect(401);
    await t.http().post('/api/my/website/posts').send({ title: 'x' }).expect(401);
    await t.http().patch(`/api/my/website/posts/${bPost}`).send({ title: 'x' }).expect(401);
    await t.http().delete(`/api/my/website/posts/${bPost}`).expect(401);
  });
});
