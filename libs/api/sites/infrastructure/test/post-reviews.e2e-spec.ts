import request from 'supertest';
import {
  activityOf,
  createTestApp,
  createUser,
  eventually,
  insertPost,
  insertSection,
  insertWebsite,
  TestApp,
  TestUser,
  UNKNOWN_ID,
  websiteSnapshot,
} from './sites-test-support';

interface PostBody {
  id: string;
  title: string;
  content: string;
  published: boolean;
  publish_at: string | null;
  version: number;
}

const MANAGE_BLOG_AS = 'x-manage-blog-as';

describe('review before publishing, for blog posts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let site: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { email: 'owner@rye.example' });
    other = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    site = await insertWebsite(t, { ownerId: owner.id, name: 'Rye Bakery', domain: 'rye.example', template: 'default' });
    await insertSection(t, site, 'hero_title', 'Rye every day');
    await insertWebsite(t, { ownerId: other.id, name: 'Other Garage' });
    await t.http().patch(`/api/admin/websites/${site}`).set('Authorization', admin.auth).send({ requires_review: true }).expect(200);
  });
  afterAll(() => t.close());

  const posts = (user: TestUser, method: 'get' | 'post' | 'patch' | 'delete', path = '') =>
    t.http()[method](`/api/my/website/posts${path}`).set('Authorization', user.auth);
  const asAdminForClient = (method: 'post' | 'patch' | 'delete', path = '') =>
    t.http()[method](`/api/my/website/posts${path}`).set('Authorization', admin.auth).set(MANAGE_BLOG_AS, owner.id);
  const reviews = async () => (await t.http().get('/api/admin/reviews').set('Authorization', admin.auth).expect(200)).body;
  const bakery = (path: string) => request(t.app.getHttpServer()).get(path).set('Host', 'rye.example');
  const publicApi = async () => JSON.stringify((await t.http().get('/api/public/sites/rye.example/posts').expect(200)).body);
  const postRow = async (id: string) =>
    (await t.sql<PostBody>(`select id, title, content, published, publish_at, version from blog_posts where id = ?`, [id]))[0];

  let draft: PostBody;

  it('lets no post-writing route make a change visitors would see, for the client nor for an admin managing the blog as the client', async () => {
    const live = await insertPost(t, site, { title: 'Old news', content: 'Live text', published: true });
    const [{ version: liveVersion }] = await t.sql<{ version: number }>(`select version from blog_posts where id = ?`, [live]);
    const before = await websiteSnapshot(t, site);
    for (const call of [posts(owner, 'post'), asAdminForClient('post')]) {
      expect((await call.send({ title: 'Straight out', published: true }).expect(403)).body.code).toBe('SITES.REVIEW_REQUIRED');
    }
    await posts(owner, 'post').send({ title: 'Scheduled', publish_at: '2030-01-01T10:00:00Z' }).expect(403);
    await asAdminForClient('post').send({ title: 'Scheduled', publish_at: '2030-01-01T10:00:00Z' }).expect(403);
    for (const call of [() => posts(owner, 'post', `/${live}/publish`), () => asAdminForClient('post', `/${live}/publish`)]) {
      expect((await call().send({ version: liveVersion }).expect(403)).body.code).toBe('SITES.REVIEW_REQUIRED');
    }
    await posts(owner, 'patch', `/${live}`).send({ published: false }).expect(403);
    await asAdminForClient('patch', `/${live}`).send({ publish_at: '2030-01-01T10:00:00Z' }).expect(403);
    await posts(owner, 'delete', `/${live}`).expect(403);
    await asAdminForClient('delete', `/${live}`).expect(403);
    expect(await websiteSnapshot(t, site)).toBe(before);

    // A deleted published post cannot be brought back live around the review either.
    await t.http().patch(`/api/admin/websites/${site}`).set('Authorization', admin.auth).send({ requires_review: false }).expect(200);
    await posts(owner, 'delete', `/${live}`).expect(204);
    await t.http().patch(`/api/admin/websites/${site}`).set('Authorization', admin.auth).send({ requires_review: true }).expect(200);
    const restore = await t.http().post(`/api/my/website/posts/${live}/restore`).set('Authorization', owner.auth).expect(403);
    expect(restore.body.code).toBe('SITES.REVIEW_REQUIRED');
    expect(await publicApi()).not.toContain('Old news');
  });

  it('sends a draft post for review: the business is e-mailed, the client sees it waiting, and a second request is refused', async () => {
    draft = (await posts(owner, 'post').send({ title: 'Spelt season', content: 'Spelt is back.' }).expect(201)).body;
    const stale = await posts(owner, 'post', `/${draft.id}/review`)
      .send({ version: draft.version + 1 })
      .expect(409);
    expect(stale.body.code).toBe('SITES.STALE_POST');
    const past = await posts(owner, 'post', `/${draft.id}/review`).send({ version: draft.version, publish_at: '2020-01-01T10:00:00Z' }).expect(400);
    expect(past.body.details.fields).toHaveProperty('publish_at');
    await posts(other, 'post', `/${draft.id}/review`).send({ version: draft.version }).expect(404);

    const sent = await posts(owner, 'post', `/${draft.id}/review`).send({ version: draft.version }).expect(201);
    expect(sent.body).toMatchObject({ status: 'pending', comment: null, website_id: site });
    expect((await posts(owner, 'post', `/${draft.id}/review`).send({ version: draft.version }).expect(409)).body.code).toBe('SITES.REVIEW_PENDING');
    expect((await posts(owner, 'get', `/${draft.id}/review`).expect(200)).body.review).toMatchObject({ id: sent.body.id, status: 'pending' });
    expect((await posts(owner, 'get', '/reviews').expect(200)).body).toEqual([{ post_id: draft.id, review: expect.objectContaining({ status: 'pending' }) }]);
    expect((await posts(other, 'get', '/reviews').expect(200)).body).toEqual([]);
    await posts(other, 'get', `/${draft.id}/review`).expect(404);
    expect(await t.sql(`select recipient_email from email_logs where template = 'review-requested'`)).toEqual([{ recipient_email: expect.any(String) }]);
    expect(await activityOf(t, owner.id)).toContainEqual(expect.objectContaining({ action: 'Sent blog post for review: Spelt season' }));
    expect(await publicApi()).not.toContain('Spelt season');
  });

  it('keeps a post waiting for review as it was sent: edits, discard, delete and restore are refused with 409', async () => {
    const before = await postRow(draft.id);
    const edit = await posts(owner, 'patch', `/${draft.id}`).send({ content: 'Sneaky change' }).expect(409);
    expect(edit.body).toMatchObject({ code: 'SITES.POST_IN_REVIEW', message: expect.stringContaining('waiting for review') });
    await asAdminForClient('patch', `/${draft.id}`).send({ content: 'Sneaky change' }).expect(409);
    await posts(owner, 'post', `/${draft.id}/discard-draft`).send({ version: draft.version }).expect(409);
    await posts(owner, 'delete', `/${draft.id}`).expect(409);
    const [created] = await t.sql<{ id: string }>(`select id from revisions where item_id = ? and action = 'create'`, [draft.id]);
    await posts(owner, 'post', `/${draft.id}/revisions/${created.id}/restore`).send({ version: draft.version }).expect(409);
    expect(await postRow(draft.id)).toEqual(before);
  });

  it("lists the post for admins beside the sections' changes, oldest first, with what goes live", async () => {
    const about = await insertSection(t, site, 'about_text', 'Since 1990', { type: 'textarea' });
    await t.sql(`update website_content set draft_value = 'Since 1989' where id = ?`, [about]);
    await t
      .http()
      .post('/api/my/website/review')
      .set('Authorization', owner.auth)
      .send({ sections: [{ id: about, version: 1 }] })
      .expect(201);
    await t.http().get('/api/admin/reviews').set('Authorization', owner.auth).expect(403);
    const list = await reviews();
    expect(list.map((r: { post: unknown; sections: unknown[] }) => (r.post ? 'post' : 'sections'))).toEqual(['post', 'sections']);
    expect(list[0]).toMatchObject({
      website_name: 'Rye Bakery',
      status: 'pending',
      sections: [],
      post: {
        id: draft.id,
        live: null,
        draft: { title: 'Spelt season', content: 'Spelt is back.', cover_image: '', slug: 'spelt-season' },
        publish_at: null,
        unchanged_since_request: true,
      },
    });
    const overview = await t.http().get('/api/admin/overview').set('Authorization', admin.auth).expect(200);
    expect(overview.body.cards).toContainEqual({ key: 'reviews_waiting', count: 2, filters: { status: 'pending' } });
    await t.http().post(`/api/admin/reviews/${list[0].id}/approve`).set('Authorization', owner.auth).expect(403);
  });

  it('sends back with a comment: nothing goes live, the client is e-mailed and sees the comment, and may edit again', async () => {
    const [waiting] = await reviews();
    await t.http().post(`/api/admin/reviews/${waiting.id}/send-back`).set('Authorization', admin.auth).send({ comment: 'Say when spelt arrives' }).expect(200);
    expect((await posts(owner, 'get', `/${draft.id}/review`).expect(200)).body.review).toMatchObject({
      status: 'sent_back',
      comment: 'Say when spelt arrives',
    });
    expect((await posts(owner, 'get', '/reviews').expect(200)).body).toEqual([
      { post_id: draft.id, review: expect.objectContaining({ status: 'sent_back', comment: 'Say when spelt arrives' }) },
    ]);
    expect(await t.sql(`select recipient_email from email_logs where template = 'review-sent-back'`)).toEqual([{ recipient_email: owner.email }]);
    expect(await activityOf(t, owner.id)).toContainEqual(
      expect.objectContaining({
        action: 'Blog post sent back for another look: Spelt season',
        details: expect.objectContaining({ comment: 'Say when spelt arrives' }),
      }),
    );
    expect((await postRow(draft.id)).published).toBe(false);
    draft = (await posts(owner, 'patch', `/${draft.id}`).send({ content: 'Spelt is back on Monday.', version: draft.version }).expect(200)).body;
  });

  it('approves exactly the version sent: the post goes live, its history names the admin, and the client is e-mailed', async () => {
    const sent = await posts(owner, 'post', `/${draft.id}/review`).send({ version: draft.version }).expect(201);
    const approved = await t.http().post(`/api/admin/reviews/${sent.body.id}/approve`).set('Authorization', admin.auth).expect(200);
    expect(approved.body.post).toMatchObject({ id: draft.id, published: true, content: 'Spelt is back on Monday.' });
    expect(await publicApi()).toContain('Spelt is back on Monday.');
    await eventually(async () => expect((await bakery('/blog/spelt-season').expect(200)).text).toContain('Spelt is back on Monday.'));
    const [revision] = await t.sql(`select changed_by, action from revisions where item_id = ? order by changed_at desc limit 1`, [draft.id]);
    expect(revision).toEqual({ changed_by: admin.id, action: 'update' });
    expect(await t.sql(`select recipient_email from email_logs where template = 'review-approved'`)).toEqual([{ recipient_email: owner.email }]);
    expect(await activityOf(t, owner.id)).toContainEqual(expect.objectContaining({ action: 'Blog post approved and published: Spelt season' }));
    expect((await posts(owner, 'get', `/${draft.id}/review`).expect(200)).body.review.status).toBe('approved');
    expect((await t.http().post(`/api/admin/reviews/${sent.body.id}/approve`).set('Authorization', admin.auth).expect(409)).body.code).toBe(
      'SITES.REVIEW_DECIDED',
    );
  });

  it('approves a new title of a live post under a new address; the old one redirects', async () => {
    const [{ version }] = await t.sql<{ version: number }>(`select version from blog_posts where id = ?`, [draft.id]);
    const edited = (await posts(owner, 'patch', `/${draft.id}`).send({ title: 'Spelt and rye season', version }).expect(200)).body as PostBody;
    const sent = await posts(owner, 'post', `/${draft.id}/review`).send({ version: edited.version }).expect(201);
    const waiting = (await reviews()).find((r: { id: string }) => r.id === sent.body.id);
    expect(waiting.post).toMatchObject({
      live: { title: 'Spelt season', slug: 'spelt-season' },
      draft: { title: 'Spelt and rye season', slug: 'spelt-and-rye-season' },
    });
    await t.http().post(`/api/admin/reviews/${sent.body.id}/approve`).set('Authorization', admin.auth).expect(200);
    await eventually(async () => {
      const moved = await bakery('/blog/spelt-season').expect(301);
      expect(moved.headers.location).toBe('/blog/spelt-and-rye-season');
    });
  });

  it('approves a schedule: the post goes live at the time the client asked for, not before', async () => {
    const later = (await posts(owner, 'post').send({ title: 'Winter loaves', content: 'Coming soon.' }).expect(201)).body as PostBody;
    const when = '2031-01-05T14:00:00.000Z';
    const sent = await posts(owner, 'post', `/${later.id}/review`).send({ version: later.version, publish_at: when }).expect(201);
    expect((await reviews()).find((r: { id: string }) => r.id === sent.body.id).post.publish_at).toBe(when);
    await t.http().post(`/api/admin/reviews/${sent.body.id}/approve`).set('Authorization', admin.auth).expect(200);
    const row = await postRow(later.id);
    expect(row).toMatchObject({ published: false });
    expect(new Date(row.publish_at as string).toISOString()).toBe(when);
    expect(await publicApi()).not.toContain('Winter loaves');
  });

  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    await posts(owner, 'post', `/${UNKNOWN_ID}/review`).send({ version: 1 }).expect(404);
    await posts(owner, 'post', `/nope/review`).send({ version: 1 }).expect(400);
    await posts(owner, 'get', `/${UNKNOWN_ID}/review`).expect(404);
  });

  describe("a public post's cover", () => {
    let writer: TestUser;
    let ownSite: string;
    const image = async (websiteId: string) =>
      (
        await t.sql<{ id: string }>(
          `insert into media_images (id, website_id, filename, mime_type, source_key, source_bytes, width, height, status)
           values (gen_random_uuid(), ?, 'p.jpg', 'image/jpeg', 'k', 1, 10, 10, 'ready') returning id`,
          [websiteId],
        )
      )[0].id;

    beforeAll(async () => {
      writer = await createUser(t);
      ownSite = await insertWebsite(t, { ownerId: writer.id, name: 'Cover Bakery' });
    });

    it('is drafted with the text, recorded in each revision, and a restore brings an older cover back as a draft', async () => {
      const [first, second] = [`image:${await image(ownSite)}`, `image:${await image(ownSite)}`];
      const created = (await posts(writer, 'post').send({ title: 'Covers', published: true, cover_image: first }).expect(201)).body as PostBody;
      const drafted = await posts(writer, 'patch', `/${created.id}`).send({ cover_image: second, version: created.version }).expect(200);
      expect(drafted.body).toMatchObject({ cover_image: first, draft_cover_image: second, draft_title: 'Covers' });
      const published = await posts(writer, 'post', `/${created.id}/publish`).send({ version: drafted.body.version }).expect(200);
      expect(published.body).toMatchObject({ cover_image: second, draft_cover_image: null });
      const [latest] = await t.sql<{ next: { cover_image?: string } }>(`select next from revisions where item_id = ? order by changed_at desc limit 1`, [
        created.id,
      ]);
      expect(latest.next.cover_image).toBe(second);

      const [original] = await t.sql<{ id: string }>(`select id from revisions where item_id = ? and action = 'create'`, [created.id]);
      const restored = await posts(writer, 'post', `/${created.id}/revisions/${original.id}/restore`).send({ version: published.body.version }).expect(200);
      expect(restored.body).toMatchObject({ cover_image: second, draft_cover_image: first });
      const live = await posts(writer, 'post', `/${created.id}/publish`).send({ version: restored.body.version }).expect(200);
      expect(live.body).toMatchObject({ cover_image: first, draft_cover_image: null });
    });

    it("refuses another website's image as a drafted cover", async () => {
      const created = (await posts(writer, 'post').send({ title: 'Foreign', published: true }).expect(201)).body as PostBody;
      const foreign = `image:${await image(site)}`;
      const refused = await posts(writer, 'patch', `/${created.id}`).send({ cover_image: foreign, version: created.version }).expect(400);
      expect(refused.body.details.fields).toHaveProperty('cover_image');
    });
  });
});
