import request from 'supertest';
import { activityOf, createTestApp, createUser, eventually, insertPost, insertWebsite, TestApp, TestUser, websiteSnapshot } from './sites-test-support';

interface PostBody {
  id: string;
  title: string;
  content: string;
  published: boolean;
  draft_title: string | null;
  draft_content: string | null;
  version: number;
}

describe('drafts of blog posts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let site: string;
  let otherPost: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
    other = await createUser(t);
    site = await insertWebsite(t, { ownerId: owner.id, name: 'Sunny Bakery', domain: 'post-drafts.example', template: 'default' });
    const otherSite = await insertWebsite(t, { ownerId: other.id, name: 'Other Garage' });
    otherPost = await insertPost(t, otherSite, { title: 'Bob only', content: 'Bob text', published: true });
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'post' | 'patch', path: string, body: object) =>
    t.http()[method](`/api/my/website/posts${path}`).set('Authorization', user.auth).send(body);
  const page = async (path: string) => (await request(t.app.getHttpServer()).get(path).set('Host', 'post-drafts.example')).text;
  const publicApi = async () => JSON.stringify((await t.http().get('/api/public/sites/post-drafts.example/posts').expect(200)).body);
  const everythingPublic = async () =>
    [await publicApi(), await page('/blog'), await page('/blog/rye-day'), await page('/feed.xml'), await page('/sitemap.xml')].join('\n');

  let post: PostBody;

  it('keeps a published post live as it was while its edits are saved as a draft', async () => {
    post = (await call(owner, 'post', '', { title: 'Rye day', content: 'Rye every Tuesday.', published: true }).expect(201)).body;
    expect(post).toMatchObject({ draft_title: null, draft_content: null, published: true });
    const res = await call(owner, 'patch', `/${post.id}`, { title: 'Rye and spelt day', content: 'Secret spelt plans.', version: post.version }).expect(200);
    expect(res.body).toMatchObject({ title: 'Rye day', content: 'Rye every Tuesday.', draft_title: 'Rye and spelt day', draft_content: 'Secret spelt plans.' });
    post = res.body;
    const shown = await everythingPublic();
    expect(shown).toContain('Rye every Tuesday.');
    expect(shown).not.toContain('Secret spelt');
    expect(shown).not.toContain('Rye and spelt day');
    // A draft leaves no revision and no log line: only a publish does.
    expect(await t.sql(`select action from revisions where item_id = ?`, [post.id])).toEqual([{ action: 'create' }]);
    expect((await activityOf(t, owner.id)).map((a) => a.action)).toEqual(['Created blog post: Rye day']);
  });

  it('shows the draft back to its editor in the list', async () => {
    const list = (await t.http().get('/api/my/website/posts').set('Authorization', owner.auth).expect(200)).body as PostBody[];
    expect(list.find((p) => p.id === post.id)).toMatchObject({ draft_content: 'Secret spelt plans.', version: post.version });
  });

  it("never publishes or discards another client's post, and refuses a missing or bad version (400)", async () => {
    const before = await t.sql(`select title, content, draft_title, version from blog_posts where id = ?`, [otherPost]);
    await call(owner, 'post', `/${otherPost}/publish`, { version: 1 }).expect(404);
    await call(owner, 'post', `/${otherPost}/discard-draft`, { version: 1 }).expect(404);
    await call(owner, 'patch', `/${otherPost}`, { content: 'Hijacked' }).expect(404);
    const bad = await call(owner, 'post', `/${post.id}/publish`, {}).expect(400);
    expect(bad.body.details.fields.version).toBeDefined();
    await call(owner, 'post', `/${post.id}/publish`, { version: 'two' }).expect(400);
    expect(await t.sql(`select title, content, draft_title, version from blog_posts where id = ?`, [otherPost])).toEqual(before);
  });

  it('refuses to publish a post changed since the version sent (409, nothing written)', async () => {
    const before = await websiteSnapshot(t, site);
    const res = await call(owner, 'post', `/${post.id}/publish`, { version: post.version - 1 }).expect(409);
    expect(res.body).toMatchObject({ code: 'SITES.STALE_POST', details: { current: { content: 'Secret spelt plans.' } } });
    expect(await websiteSnapshot(t, site)).toBe(before);
  });

  it('publishes the draft: the site, feed, sitemap and public API show it, with a revision and a log line', async () => {
    const res = await call(owner, 'post', `/${post.id}/publish`, { version: post.version }).expect(200);
    expect(res.body).toMatchObject({ title: 'Rye and spelt day', content: 'Secret spelt plans.', draft_title: null, draft_content: null });
    post = res.body;
    expect(await publicApi()).toContain('Secret spelt plans.');
    await eventually(async () => expect(await page('/blog')).toContain('Rye and spelt day'));
    expect(await page('/feed.xml')).toContain('Rye and spelt day');
    const revisions = await t.sql<{ action: string; next: { title: string } }>(`select action, next from revisions where item_id = ? order by changed_at`, [
      post.id,
    ]);
    expect(revisions.map((r) => [r.action, r.next.title])).toEqual([
      ['create', 'Rye day'],
      ['update', 'Rye and spelt day'],
    ]);
    expect((await activityOf(t, owner.id)).map((a) => a.action)).toContain('Published blog post: Rye and spelt day');
    await call(owner, 'post', `/${post.id}/publish`, { version: post.version }).expect(400);
  });

  it('discards a draft back to the live text without touching what visitors see', async () => {
    const draft = (await call(owner, 'patch', `/${post.id}`, { content: 'Typo draft', version: post.version }).expect(200)).body as PostBody;
    const res = await call(owner, 'post', `/${post.id}/discard-draft`, { version: draft.version }).expect(200);
    expect(res.body).toMatchObject({ content: 'Secret spelt plans.', draft_content: null });
    post = res.body;
    expect(await everythingPublic()).not.toContain('Typo draft');
    // Nothing visitors saw changed, so no revision either.
    expect((await t.sql(`select count(*)::int as n from revisions where item_id = ?`, [post.id]))[0]).toEqual({ n: 2 });
  });

  it('makes a restore of a published post a draft to publish', async () => {
    const [first] = await t.sql<{ id: string }>(`select id from revisions where item_id = ? and action = 'create'`, [post.id]);
    const res = await t
      .http()
      .post(`/api/my/website/posts/${post.id}/revisions/${first.id}/restore`)
      .set('Authorization', owner.auth)
      .send({ version: post.version })
      .expect(200);
    expect(res.body).toMatchObject({ title: 'Rye and spelt day', content: 'Secret spelt plans.', draft_title: 'Rye day', draft_content: 'Rye every Tuesday.' });
    post = res.body;
    expect(await publicApi()).not.toContain('Rye every Tuesday.');
  });

  it('on a website that requires review: drafts are saved, but no route makes them live', async () => {
    await t.sql(`update websites set requires_review = true where id = ?`, [site]);
    try {
      const draft = (await call(owner, 'patch', `/${post.id}`, { content: 'Needs a look', version: post.version }).expect(200)).body as PostBody;
      const row = async () => (await t.sql(`select title, content, published, publish_at from blog_posts where id = ?`, [post.id]))[0];
      const live = await row();
      const refused = await call(owner, 'post', `/${post.id}/publish`, { version: draft.version }).expect(403);
      expect(refused.body).toMatchObject({ code: 'SITES.REVIEW_REQUIRED', message: expect.stringContaining('Your post is saved as a draft') });
      await call(owner, 'patch', `/${post.id}`, { published: false }).expect(403);
      await call(owner, 'patch', `/${post.id}`, { publish_at: '2026-01-01T00:00:00Z' }).expect(403);
      await call(owner, 'post', '', { title: 'Sneaky', content: 'Straight out', published: true }).expect(403);
      await call(owner, 'post', '', { title: 'Sneaky', content: 'Scheduled', publish_at: '2026-01-01T00:00:00Z' }).expect(403);
      expect(await row()).toEqual(live);
      expect(await everythingPublic()).not.toContain('Needs a look');
      expect(await publicApi()).not.toContain('Sneaky');
    } finally {
      await t.sql(`update websites set requires_review = false where id = ?`, [site]);
    }
  });
});
