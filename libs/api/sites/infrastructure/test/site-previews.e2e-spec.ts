import request from 'supertest';
import { createTestApp, createUser, insertSection, insertWebsite, TestApp, TestUser } from './sites-test-support';

describe('share-preview links to drafts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let site: string;
  let hero: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t);
    other = await createUser(t);
    site = await insertWebsite(t, { ownerId: owner.id, name: 'Sunny Bakery', domain: 'sunny.example', template: 'default' });
    hero = await insertSection(t, site, 'hero_title', 'Warm bread every morning');
    await insertWebsite(t, { ownerId: other.id, name: 'Other Garage' });
    await t
      .http()
      .put('/api/my/website/content')
      .set('Authorization', owner.auth)
      .send({ sections: [{ id: hero, content_value: 'Sourdough draft', version: 1 }] })
      .expect(200);
  });
  afterAll(() => t.close());

  const create = (user: TestUser) => t.http().post('/api/my/website/preview-links').set('Authorization', user.auth);
  const pathOf = (url: string) => new URL(url).pathname;

  it('shows the drafts to anyone with the link, never indexed nor cached, and stores only a hash of the token', async () => {
    const res = await create(owner).expect(201);
    expect(res.body).toMatchObject({ state: 'active', revoked_at: null });
    const days = (Date.parse(res.body.expires_at) - Date.parse(res.body.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const token = res.body.url.split('/').pop();
    const page = await t.http().get(pathOf(res.body.url)).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    // A share-preview page is the site as visitors will see it: none of the live preview's click-to-focus marks.
    expect(page.text).not.toContain('data-section-key');
    // The site's own strict policy: inline styles only, nothing to run.
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.text).toContain('Sourdough draft');
    expect(page.text).not.toContain('Warm bread every morning');
    const stored = await t.sql<{ token_hash: string }>(`select token_hash from site_preview_links where id = ?`, [res.body.id]);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.sql(`select * from site_preview_links`))).not.toContain(token);
    // The public content API still shows the published text only.
    expect(JSON.stringify((await t.http().get('/api/public/sites/sunny.example/content').expect(200)).body)).not.toContain('Sourdough draft');
  });

  it('says plainly when a link was revoked or has expired (410), and when it never existed (404)', async () => {
    const revoked = await create(owner).expect(201);
    await t.http().delete(`/api/my/website/preview-links/${revoked.body.id}`).set('Authorization', other.auth).expect(404);
    const res = await t.http().delete(`/api/my/website/preview-links/${revoked.body.id}`).set('Authorization', owner.auth).expect(200);
    expect(res.body.state).toBe('revoked');
    const gone = await t.http().get(pathOf(revoked.body.url)).expect(410);
    expect(gone.text).toContain('This preview link was turned off');
    expect(gone.text).not.toContain('Sourdough draft');

    const expired = await create(owner).expect(201);
    await t.sql(`update site_preview_links set expires_at = now() - interval '1 second' where id = ?`, [expired.body.id]);
    const old = await t.http().get(pathOf(expired.body.url)).expect(410);
    expect(old.text).toContain('This preview link has expired');

    const unknown = await t.http().get('/api/site-previews/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
    expect(unknown.text).toContain('Preview not found');
    await t.http().get('/api/site-previews/short').expect(404);
  });

  it("lists a client's own links only, and needs a sign-in to make one", async () => {
    const mine = await t.http().get('/api/my/website/preview-links').set('Authorization', owner.auth).expect(200);
    expect(mine.body.map((l: { state: string }) => l.state).sort()).toEqual(['active', 'expired', 'revoked']);
    expect(mine.body[0]).not.toHaveProperty('url');
    expect((await t.http().get('/api/my/website/preview-links').set('Authorization', other.auth).expect(200)).body).toEqual([]);
    await t.http().post('/api/my/website/preview-links').expect(401);
  });

  describe('the whole draft site', () => {
    let base: string;
    let livePost: { id: string; version: number };

    beforeAll(async () => {
      const posts = '/api/my/website/posts';
      const send = (method: 'post' | 'patch', path: string, body: object) => t.http()[method](path).set('Authorization', owner.auth).send(body);
      livePost = (await send('post', posts, { title: 'Spring menu', content: 'Live tarts.', published: true }).expect(201)).body;
      await send('patch', `${posts}/${livePost.id}`, { title: 'Summer menu', content: 'Draft berries.', version: livePost.version }).expect(200);
      await send('post', posts, { title: 'Secret plans', content: 'Never published yet.' }).expect(201);
      const res = await create(owner).expect(201);
      base = pathOf(res.body.url);
    });

    const preview = (path: string) => t.http().get(`${base}${path}`);
    const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

    it('lists every post with its draft title on the blog page, all noindex and uncached, links inside the preview', async () => {
      const blog = await preview('/blog').expect(200);
      expect(blog.headers['x-robots-tag']).toBe('noindex');
      expect(blog.headers['cache-control']).toBe('no-store');
      expect(blog.text).toContain('<meta name="robots" content="noindex"/>');
      expect(blog.text).toContain('Summer menu');
      expect(blog.text).toContain('Secret plans');
      expect(blog.text).not.toContain('Spring menu');
      const links = linksOf(blog.text).filter((href) => href.startsWith('/'));
      expect(links.length).toBeGreaterThan(3);
      for (const href of links) expect(href.startsWith(`${base}/`)).toBe(true);
      expect(links).toEqual(expect.arrayContaining([`${base}/blog/summer-menu`, `${base}/blog/secret-plans`, `${base}/contact`, `${base}/`]));
      // The home page links into the preview too.
      for (const href of linksOf((await preview('').expect(200)).text).filter((h) => h.startsWith('/'))) expect(href.startsWith(`${base}/`)).toBe(true);
    });

    it('shows each post as it would be published, drafts included', async () => {
      const post = await preview('/blog/summer-menu').expect(200);
      expect(post.headers['x-robots-tag']).toBe('noindex');
      expect(post.text).toContain('Draft berries.');
      expect(post.text).not.toContain('Live tarts.');
      expect((await preview('/blog/secret-plans').expect(200)).text).toContain('Never published yet.');
      // The contact form does not pretend to send: disabled, posting nowhere, and saying why.
      const contact = (await preview('/contact').expect(200)).text;
      expect(contact).not.toContain('action=');
      expect(contact).toMatch(/<fieldset disabled/);
      expect(contact).toContain('This is a preview: forms do not send here.');
      await request(t.app.getHttpServer())
        .post(`${base}/contact`)
        .type('form')
        .send({ name: 'Dana', email: 'dana@example.com', message: 'Hello' })
        .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
      expect(await t.sql(`select id from site_leads`)).toEqual([]);
      await preview('/blog/no-such-post').expect(404);
      await preview('/blog/page/2').expect(404);
    });

    it('leaves the live site and public API as they were', async () => {
      const live = (path: string) => request(t.app.getHttpServer()).get(path).set('Host', 'sunny.example');
      const blog = (await live('/blog').expect(200)).text;
      expect(blog).toContain('Spring menu');
      expect(blog).not.toContain('Summer menu');
      expect(blog).not.toContain('Secret plans');
      await live('/blog/secret-plans').expect(404);
      const api = JSON.stringify((await t.http().get('/api/public/sites/sunny.example/posts').expect(200)).body);
      expect(api).toContain('Live tarts.');
      expect(api).not.toContain('Draft berries.');
    });

    it('answers 410 on every page of a revoked link, with no draft on it', async () => {
      const link = await create(owner).expect(201);
      await t.http().delete(`/api/my/website/preview-links/${link.body.id}`).set('Authorization', owner.auth).expect(200);
      for (const path of ['/blog', '/blog/summer-menu', '/contact']) {
        const gone = await t
          .http()
          .get(`${pathOf(link.body.url)}${path}`)
          .expect(410);
        expect(gone.text).not.toContain('Draft berries.');
      }
      await t.http().get('/api/site-previews/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/blog/summer-menu').expect(404);
    });
  });
});
