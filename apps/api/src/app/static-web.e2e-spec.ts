import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, TestApp } from '@fw/api-testing';

// The one-origin routing of the front ends, on a throw-away dist folder.
describe('front ends on one origin', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-dist-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };

  beforeAll(async () => {
    write('marketing/index.html', '<h1>home</h1>');
    write('marketing/pricing/index.html', '<h1>pricing</h1>');
    write('marketing/404.html', '<h1>Oops! Page not found</h1>');
    write('marketing/assets/app-abc123.js', 'console.log(1)');
    write('dashboard/index.html', '<div id="root">dashboard</div>');
    write('dashboard/assets/main-def456.js', 'console.log(2)');
    t = await createTestApp({ serveWeb: true, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves prerendered marketing pages, with 404.html and status 404 for unknown paths', async () => {
    expect((await t.http().get('/').expect(200)).text).toContain('home');
    expect((await t.http().get('/pricing').expect(200)).text).toContain('pricing');
    const missing = await t.http().get('/no-such-page').expect(404);
    expect(missing.text).toContain('Oops! Page not found');
  });

  it('sends other spellings of a page to its canonical URL with 308, keeping the query, never off the origin', async () => {
    const cases: Array<[string, string]> = [
      ['/pricing/', '/pricing'],
      ['/pricing/?checkout=cancelled', '/pricing?checkout=cancelled'],
      ['/index.html', '/'],
      ['/pricing/index.html', '/pricing'],
      ['//pricing', '/pricing'],
      ['//evil.example/', '/evil.example'],
      ['///pricing//', '/pricing'],
    ];
    for (const [from, to] of cases) {
      const res = await t.http().get(from);
      expect({ from, status: res.status, location: res.headers.location }).toEqual({ from, status: 308, location: to });
    }
    // The canonical URLs themselves, the dashboard and the API are served as they are.
    await t.http().get('/').expect(200);
    await t.http().get('/pricing?x=1').expect(200);
    await t.http().get('/dashboard/').expect(200);
    await t.http().get('/api/health').expect(200);
  });

  it('serves the dashboard SPA at /auth and /dashboard/*, never the marketing site', async () => {
    for (const route of ['/auth', '/auth/confirm', '/dashboard', '/dashboard/admin/clients']) {
      expect((await t.http().get(route).expect(200)).text).toContain('dashboard');
    }
  });

  it('caches hashed assets for a year and HTML not at all', async () => {
    const asset = await t.http().get('/_dashboard/assets/main-def456.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.http().get('/pricing').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 (not 500) for a missing dashboard asset and 400 for a bad path', async () => {
    await t.http().get('/_dashboard/assets/nope.js').expect(404);
    await t.http().get('/%E0%A4%A').expect(400);
  });

  it('leaves /api to the API, the API docs included (mounted behind one /api/docs layer)', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok' });
    const res = await t.http().get('/api/unknown').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'HTTP.NOT_FOUND' });
    expect((await t.http().delete('/api/health').expect(405)).body.code).toBe('HTTP.METHOD_NOT_ALLOWED');
    expect((await t.http().get('/api/docs').expect(200)).text).toContain('swagger');
    expect((await t.http().get('/api/docs/openapi.json').expect(200)).body.openapi).toMatch(/^3\./);
    expect((await t.http().get('/api/docs-yaml').expect(200)).text).toMatch(/^openapi: /m);
    expect((await t.http().get('/api/docs/swagger-ui.css').expect(200)).headers['content-type']).toContain('text/css');
  });

  it('compresses the front ends but not API answers', async () => {
    write('marketing/big/index.html', `<h1>${'big page '.repeat(500)}</h1>`);
    const page = await t.http().get('/big').set('Accept-Encoding', 'gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    const api = await t.http().get('/api/docs/openapi.json').set('Accept-Encoding', 'gzip').expect(200);
    expect(api.headers['content-encoding']).toBeUndefined();
  });
});
