import { createTestApp, createUser, insertPost, insertSection, insertWebsite, TestApp, TestUser } from './sites-test-support';

describe('public content delivery by domain', () => {
  let t: TestApp;
  let owner: TestUser;
  let site: string;
  let hero: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
    site = await insertWebsite(t, { ownerId: owner.id, name: 'Sunny Cafe', domain: 'sunny.example', template: 'Restaurant' });
    hero = await insertSection(t, site, 'hero_title', 'Coffee & cake');
    await insertSection(t, site, 'about_text', 'Family owned', { type: 'textarea' });
    await insertSection(t, site, 'legal', '© Sunny', { locked: true });
    await insertPost(t, site, { title: 'Old news', content: 'old', published: true, createdAt: '2026-01-01T00:00:00Z' });
    await insertPost(t, site, { title: 'Secret draft', content: 'not yet', published: false, createdAt: '2026-01-03T00:00:00Z' });
    await insertPost(t, site, { title: 'Fresh news', content: 'new', published: true, createdAt: '2026-01-02T00:00:00Z' });
    const other = await insertWebsite(t, { name: 'Other', domain: 'other.example' });
    await insertPost(t, other, { title: 'Other post', published: true });
  });
  afterAll(() => t.close());

  describe('GET /api/public/sites/:domain/content', () => {
    it('answers the website and its sections as key → value, with ETag and Cache-Control, without signing in', async () => {
      const res = await t.http().get('/api/public/sites/sunny.example/content').expect(200);
      expect(res.body).toEqual({
        website: { name: 'Sunny Cafe', domain: 'sunny.example', template: 'Restaurant' },
        sections: { about_text: 'Family owned', hero_title: 'Coffee & cake', legal: '© Sunny' },
      });
      expect(Object.keys(res.body.sections)).toEqual(['about_text', 'hero_title', 'legal']);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
      // HEAD: the same headers, no body.
      const head = await t.http().head('/api/public/sites/sunny.example/content').expect(200);
      expect(head.headers.etag).toBe(res.headers.etag);
      expect(head.text ?? '').toBe('');
    });

    it('answers a website without sections with an empty map', async () => {
      const res = await t.http().get('/api/public/sites/other.example/content').expect(200);
      expect(res.body).toEqual({ website: { name: 'Other', domain: 'other.example', template: null }, sections: {} });
    });

    it('is case-insensitive in the domain', async () => {
      const res = await t.http().get('/api/public/sites/SUNNY.Example/content').expect(200);
      expect(res.body.website.name).toBe('Sunny Cafe');
    });

    it('answers 304 with no body to a matching If-None-Match, and 200 with a new ETag after a change', async () => {
      const first = await t.http().get('/api/public/sites/sunny.example/content').expect(200);
      const etag = first.headers.etag;
      const again = await t.http().get('/api/public/sites/sunny.example/content').set('If-None-Match', etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
      await t.http().get('/api/public/sites/sunny.example/content').set('If-None-Match', `"other", W/${etag}`).expect(304);
      const mismatch = await t.http().get('/api/public/sites/sunny.example/content').set('If-None-Match', '"stale"').expect(200);
      expect(mismatch.headers.etag).toBe(etag);

      await t.sql(`update website_content set content_value = 'Tea & scones', version = version + 1 where id = ?`, [hero]);
      const changed = await t.http().get('/api/public/sites/sunny.example/content').set('If-None-Match', etag).expect(200);
      expect(changed.body.sections.hero_title).toBe('Tea & scones');
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('answers 404 for unknown domains and malformed host names', async () => {
      const res = await t.http().get('/api/public/sites/nobody.example/content').expect(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'SITES.WEBSITE_NOT_FOUND' });
      await t.http().get('/api/public/sites/not_a_host/content').expect(404);
      await t
        .http()
        .get(`/api/public/sites/${'a'.repeat(300)}.example/content`)
        .expect(404);
    });
  });

  describe('GET /api/public/sites/:domain/posts', () => {
    it('answers published posts only, newest first, never drafts or other websites’ posts', async () => {
      const res = await t.http().get('/api/public/sites/sunny.example/posts').expect(200);
      expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Fresh news', 'Old news']);
      expect(JSON.stringify(res.body)).not.toContain('Secret draft');
      expect(JSON.stringify(res.body)).not.toContain('not yet');
      expect(res.body[0]).toEqual({
        id: expect.any(String),
        title: 'Fresh news',
        content: 'new',
        created_at: '2026-01-02T00:00:00.000Z',
        updated_at: expect.any(String),
      });
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    });

    it('shows a draft only once its editor publishes it, and changes the ETag then', async () => {
      const first = await t.http().get('/api/public/sites/sunny.example/posts').expect(200);
      await t.http().get('/api/public/sites/sunny.example/posts').set('If-None-Match', first.headers.etag).expect(304);
      const [draft] = await t.sql<{ id: string }>(`select id from blog_posts where title = 'Secret draft'`);
      await t.http().patch(`/api/my/website/posts/${draft.id}`).set('Authorization', owner.auth).send({ published: true }).expect(200);
      const after = await t.http().get('/api/public/sites/sunny.example/posts').set('If-None-Match', first.headers.etag).expect(200);
      expect(after.body.map((p: { title: string }) => p.title)).toEqual(['Secret draft', 'Fresh news', 'Old news']);
      await t.http().patch(`/api/my/website/posts/${draft.id}`).set('Authorization', owner.auth).send({ published: false }).expect(200);
      const hidden = await t.http().get('/api/public/sites/sunny.example/posts').expect(200);
      expect(hidden.body.map((p: { title: string }) => p.title)).toEqual(['Fresh news', 'Old news']);
      expect(hidden.headers.etag).toBe(first.headers.etag);
    });

    it('answers an empty list for a site without posts and 404 for an unknown domain', async () => {
      await insertWebsite(t, { name: 'Empty', domain: 'empty.example' });
      const res = await t.http().get('/api/public/sites/empty.example/posts').expect(200);
      expect(res.body).toEqual([]);
      await t.http().get('/api/public/sites/missing.example/posts').expect(404);
    });
  });
});
