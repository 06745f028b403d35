import request from 'supertest';
import { ClockPort } from '@fw/api-shared-application';
import { DomainDnsPort } from '@fw/api-sites-application';
import { DomainCheckSweeper } from '../src/hosting/domain-check.sweeper';
import { createTestApp, createUser, eventually, insertSection, insertWebsite, TestApp, TestUser } from './sites-test-support';

describe('clients’ websites served by Host header', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let siteId: string;
  const site = (host: string) => ({
    get: (path: string) => request(t.app.getHttpServer()).get(path).set('Host', host),
    post: (path: string) => request(t.app.getHttpServer()).post(path).set('Host', host),
  });
  const bakery = site('bakery.example');

  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_CONTACT_RATE_LIMIT: '4', SITES_DNS_A: '203.0.113.10' } });
    owner = await createUser(t, { email: 'owner@bakery.example' });
    admin = await createUser(t, { role: 'admin' });
    siteId = await insertWebsite(t, { ownerId: owner.id, name: 'Sunny Bakery', domain: 'bakery.example' });
    await t.sql(`update websites set slug = 'sunny-bakery' where id = ?`, [siteId]);
    await insertSection(t, siteId, 'hero_title', 'Warm bread every morning');
    const other = await insertWebsite(t, { name: 'Other Florist', domain: 'florist.example' });
    await insertSection(t, other, 'hero_title', 'Roses for every occasion');
  });
  afterAll(() => t.close());

  it('serves a website on its domain with its own security headers and no cookie', async () => {
    const res = await bakery.get('/').expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('Warm bread every morning');
    expect(res.text).not.toContain('Roses for every occasion');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src/);
    // Crawlers' audits read robots.txt from within the page.
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
  });

  it('redirects the www form to the canonical domain, and serves the platform address', async () => {
    const res = await site('www.bakery.example').get('/blog?x=1').expect(301);
    expect(res.headers.location).toBe('http://bakery.example/blog?x=1');
    const platform = await site('sunny-bakery.localhost:3000').get('/').expect(200);
    expect(platform.text).toContain('Warm bread every morning');
  });

  it('answers an unknown host with a neutral 404, never a site or the dashboard', async () => {
    for (const path of ['/', '/dashboard', '/api/my/website', '/auth']) {
      const res = await site('nobody.example').get(path).expect(404);
      expect(res.text).toContain('Site not found');
      expect(res.text).not.toMatch(/Sunny Bakery|Other Florist|dashboard/i);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('keeps the platform on its own host: a forged site Host never reaches the API or the dashboard', async () => {
    await t.http().get('/api/health').expect(200);
    const api = await bakery.get('/api/my/website').set('Authorization', owner.auth).expect(404);
    expect(api.text).not.toContain('"sections"');
    const dashboard = await bakery.get('/dashboard').expect(404);
    expect(dashboard.text).not.toContain('id="root"');
    await bakery.post('/api/auth/sign-in').send({ email: 'owner@bakery.example', password: 'x' }).expect(405);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await bakery.get('/').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await bakery.get('/').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('shows a published change at once: the database notifies the cache', async () => {
    await bakery.get('/').expect(200);
    await t.sql(`update website_content set content_value = 'Fresh croissants daily' where website_id = ? and section_key = 'hero_title'`, [siteId]);
    await eventually(async () => expect((await bakery.get('/').expect(200)).text).toContain('Fresh croissants daily'), 2000);
  });

  it('gives posts stable slugs: an old slug moves with a 301, a deleted post is 410, a draft 404', async () => {
    const posts = '/api/my/website/posts';
    const created = await t
      .http()
      .post(posts)
      .set('Authorization', owner.auth)
      .send({ title: 'Café Olé: Spring Menu!', content: 'Strawberry tarts.', published: true })
      .expect(201);
    const page = await bakery.get('/blog/cafe-ole-spring-menu').expect(200);
    expect(page.text).toContain('Strawberry tarts.');
    await eventually(async () => expect((await bakery.get('/blog').expect(200)).text).toContain('Café Olé: Spring Menu!'), 2000);

    await t
      .http()
      .patch(`${posts}/${created.body.id}`)
      .set('Authorization', owner.auth)
      .send({ title: 'Summer Menu', version: created.body.version })
      .expect(200);
    // A published post's new title is a draft: its address stays until the draft is published.
    await bakery.get('/blog/cafe-ole-spring-menu').expect(200);
    await bakery.get('/blog/summer-menu').expect(404);
    await t
      .http()
      .post(`${posts}/${created.body.id}/publish`)
      .set('Authorization', owner.auth)
      .send({ version: created.body.version + 1 })
      .expect(200);
    await eventually(async () => {
      const moved = await bakery.get('/blog/cafe-ole-spring-menu').expect(301);
      expect(moved.headers.location).toBe('/blog/summer-menu');
    }, 2000);
    await bakery.get('/blog/summer-menu').expect(200);

    const twin = await t.http().post(posts).set('Authorization', owner.auth).send({ title: 'Summer menu', content: 'Second', published: true }).expect(201);
    await eventually(async () => expect((await bakery.get('/blog/summer-menu-2').expect(200)).text).toContain('Second'), 2000);

    await t.http().delete(`${posts}/${created.body.id}`).set('Authorization', owner.auth).expect(204);
    await eventually(async () => {
      await bakery.get('/blog/summer-menu').expect(410);
      await bakery.get('/blog/cafe-ole-spring-menu').expect(410);
    }, 2000);

    await t.http().post(posts).set('Authorization', owner.auth).send({ title: 'Secret draft', content: 'Not yet' }).expect(201);
    const draft = await bakery.get('/blog/secret-draft').expect(404);
    expect(draft.text).not.toContain('Not yet');
    expect(twin.body.id).toBeDefined();
  });

  it('publishes a scheduled post at its time without a restart', async () => {
    const clock = t.app.get(ClockPort);
    const realNow = clock.now();
    await t
      .http()
      .post('/api/my/website/posts')
      .set('Authorization', owner.auth)
      .send({ title: 'New Year hours', content: 'Open at noon', publish_at: new Date(realNow.getTime() + 60 * 60_000).toISOString() })
      .expect(201);
    await eventually(async () => void (await bakery.get('/blog/new-year-hours').expect(404)), 2000);
    await bakery.get('/blog').expect(200);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(realNow.getTime() + 61 * 60_000));
    try {
      await bakery.get('/blog/new-year-hours').expect(200);
      expect((await bakery.get('/blog').expect(200)).text).toContain('New Year hours');
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a coming-soon page with noindex until the site is built', async () => {
    const waiting = await insertWebsite(t, { name: 'Not Yet Cafe', domain: 'notyet.example' });
    await t.sql(`update websites set status = 'waiting_for_build' where id = ?`, [waiting]);
    const res = await site('notyet.example').get('/').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toMatch(/noindex/);
    const robots = await site('notyet.example').get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /');
  });

  it('serves the sitemap, robots.txt, the feed and a favicon', async () => {
    expect((await bakery.get('/sitemap.xml').expect(200)).headers['content-type']).toContain('xml');
    expect((await bakery.get('/robots.txt').expect(200)).text).toContain('Sitemap: http://bakery.example/sitemap.xml');
    expect((await bakery.get('/feed.xml').expect(200)).text).toContain('<feed');
    expect((await bakery.get('/favicon.svg').expect(200)).headers['content-type']).toContain('image/svg+xml');
  });

  describe('contact form', () => {
    const form = (fields: Record<string, string>, origin = 'http://bakery.example') => bakery.post('/contact').set('Origin', origin).type('form').send(fields);

    it('keeps the message as the owner’s lead and e-mails the owner', async () => {
      const res = await form({ name: 'Ana', email: 'ana@example.com', phone: '', message: 'Do you bake gluten-free?' }).expect(303);
      expect(res.headers.location).toBe('/contact?sent=1');
      const [lead] = await t.sql<{ name: string; message: string }>(`select name, message from site_leads where website_id = ?`, [siteId]);
      expect(lead).toEqual({ name: 'Ana', message: 'Do you bake gluten-free?' });
      const [mail] = await t.sql<{ recipient_email: string }>(`select recipient_email from email_logs where template = 'site-lead-notification'`);
      expect(mail.recipient_email).toBe('owner@bakery.example');
      const leads = await t.http().get('/api/my/leads').set('Authorization', owner.auth).expect(200);
      expect(leads.body).toEqual([expect.objectContaining({ name: 'Ana', email: 'ana@example.com', message: 'Do you bake gluten-free?' })]);
    });

    it('re-renders the form with messages in its own words and keeps nothing for bad input', async () => {
      const res = await form({ name: '', email: 'not-an-email', message: '' }).expect(400);
      expect(res.text).toContain('Please tell us your name.');
      expect(res.text).toContain('Please enter a valid email address');
      expect(res.text).toContain('not-an-email');
      const [count] = await t.sql<{ n: number }>(`select count(*)::int as n from site_leads where email = 'not-an-email'`);
      expect(count.n).toBe(0);
    });

    it('refuses a form posted from another origin', async () => {
      await form({ name: 'Eve', email: 'eve@example.com', message: 'spam' }, 'http://evil.example').expect(403);
      await bakery.post('/contact').type('form').send({ name: 'Eve', email: 'eve@example.com', message: 'spam' }).expect(403);
    });

    it('is rate-limited like the platform’s form', async () => {
      let last = 0;
      for (let i = 0; i < 6; i += 1) last = (await form({ name: 'Bob', email: `bob${i}@example.com`, message: 'Hello' })).status;
      expect(last).toBe(429);
    });
  });

  describe('custom domains', () => {
    it('lets Caddy get a certificate only for live domains', async () => {
      await t.http().get('/api/tls/ask').query({ domain: 'bakery.example' }).expect(404);
      await t.sql(`update websites set domain_status = 'live' where id = ?`, [siteId]);
      await t.http().get('/api/tls/ask').query({ domain: 'bakery.example' }).expect(200);
      await t.http().get('/api/tls/ask').query({ domain: 'www.bakery.example' }).expect(200);
      await t.http().get('/api/tls/ask').query({ domain: 'florist.example' }).expect(404);
      const unknown = await t.http().get('/api/tls/ask').query({ domain: 'unknown.example' }).expect(404);
      expect(unknown.body).toMatchObject({ statusCode: 404, code: 'SITES.UNKNOWN_HOST_NAME' });
      await t.http().get('/api/tls/ask').expect(404);
    });

    it('shows the admin the DNS records and a status with the reason', async () => {
      const view = await t.http().get(`/api/admin/websites/${siteId}/domain`).set('Authorization', admin.auth).expect(200);
      expect(view.body).toMatchObject({ domain: 'bakery.example' });
      await t.http().get(`/api/admin/websites/${siteId}/domain`).set('Authorization', owner.auth).expect(403);
      expect(view.body.records).toEqual([{ type: 'A', name: '@', value: '203.0.113.10' }]);
      const dns = jest.spyOn(t.app.get(DomainDnsPort), 'lookUp').mockResolvedValue({ ipv4: ['198.51.100.7'], ipv6: [] });
      const checked = await t.http().post(`/api/admin/websites/${siteId}/domain/check`).set('Authorization', admin.auth).expect(200);
      expect(checked.body).toMatchObject({ status: 'error', reason: expect.stringContaining('points to 198.51.100.7, not to 203.0.113.10') });
      dns.mockResolvedValue({ ipv4: [], ipv6: [] });
      const waiting = await t.http().post(`/api/admin/websites/${siteId}/domain/check`).set('Authorization', admin.auth).expect(200);
      expect(waiting.body.status).toBe('waiting_for_dns');
      dns.mockRestore();
      // No longer live: Caddy may not get a certificate any more.
      await t.http().get('/api/tls/ask').query({ domain: 'bakery.example' }).expect(404);
    });

    it('gives each website a platform address and its site_url', async () => {
      const created = await t.http().post('/api/admin/websites').set('Authorization', admin.auth).send({ name: 'Sunny Bakery' }).expect(201);
      expect(created.body.slug).toBe('sunny-bakery-2');
      expect(created.body.site_url).toBe('http://sunny-bakery-2.localhost:3000');
    });
  });
});

describe('custom domains checked on their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITES_DNS_A: '203.0.113.10' } });
  });
  afterAll(() => t.close());

  it('turns a domain live once its DNS points here, and leaves the others waiting', async () => {
    const ready = await insertWebsite(t, { name: 'Ready Cafe', domain: 'ready.example' });
    const pending = await insertWebsite(t, { name: 'Pending Cafe', domain: 'pending.example' });
    await t.sql(`update websites set domain_status = 'waiting_for_dns' where id in (?, ?)`, [ready, pending]);
    jest
      .spyOn(t.app.get(DomainDnsPort), 'lookUp')
      .mockImplementation(async (domain) => ({ ipv4: domain === 'ready.example' ? ['203.0.113.10'] : [], ipv6: [] }));
    expect(await t.app.get(DomainCheckSweeper).runOnce()).toBe(1);
    const rows = await t.sql<{ domain: string; domain_status: string }>(`select domain::text, domain_status from websites where id in (?, ?) order by domain`, [
      ready,
      pending,
    ]);
    expect(rows).toEqual([
      { domain: 'pending.example', domain_status: 'waiting_for_dns' },
      { domain: 'ready.example', domain_status: 'live' },
    ]);
    await t.http().get('/api/tls/ask').query({ domain: 'ready.example' }).expect(200);
  });
});
