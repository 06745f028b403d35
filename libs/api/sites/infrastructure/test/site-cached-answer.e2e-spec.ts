import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { appUnderTest, createTestDatabase, TestDatabase } from '@fw/api-testing';
import { eventually, insertSection, insertWebsite, TestApp } from './sites-test-support';

/**
 * A cached site page is answered before anything of the platform runs (docs/performance.md,
 * bench:sites): the app is built by hand so that the test can add a middleware and an onSend hook
 * of its own, as any Nest middleware and the cookie/compression plugins are, and count them.
 */
describe('cached site pages skip the platform’s request pipeline', () => {
  let db: TestDatabase;
  let app: INestApplication;
  const seenByMiddleware: string[] = [];
  const seenByOnSend: string[] = [];
  const bakery = (path: string) => request(app.getHttpServer()).get(path).set('Host', 'bakery.example');

  beforeAll(async () => {
    db = await createTestDatabase();
    const { createApp } = await appUnderTest();
    app = await createApp({ databaseUrl: db.url });
    const nest = app as NestFastifyApplication;
    nest.use((req: { headers: Record<string, string> }, _res: unknown, next: () => void) => {
      seenByMiddleware.push(req.headers.host);
      next();
    });
    nest
      .getHttpAdapter()
      .getInstance()
      .addHook('onSend', async (req, _reply, payload) => {
        seenByOnSend.push(req.headers.host ?? '');
        return payload;
      });
    await app.init();
    await nest.getHttpAdapter().getInstance().ready();
    const orm = app.get(MikroORM);
    const t = {
      sql: (query: string, params: unknown[] = []) =>
        orm.em
          .fork()
          .getConnection()
          .execute(query, params as never[]),
    } as unknown as TestApp;
    const siteId = await insertWebsite(t, { name: 'Sunny Bakery', domain: 'bakery.example' });
    await insertSection(t, siteId, 'hero_title', 'Warm bread every morning');
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('answers a cached page without the platform’s middleware or onSend hooks, and still renders the first time through them', async () => {
    // The setup's inserts tell the page cache to drop the site (site_changed, delivered on the
    // listener's own connection). On a busy machine that notice can land after the first render
    // and drop the page again, so the test renders until the page has settled in the cache.
    await eventually(async () => {
      seenByMiddleware.length = 0;
      const first = await bakery('/').expect(200);
      expect(first.text).toContain('Warm bread every morning');
      seenByMiddleware.length = 0;
      seenByOnSend.length = 0;

      const cached = await bakery('/').expect(200);
      expect(cached.text).toBe(first.text);
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(cached.headers['content-security-policy']).toContain("default-src 'none'");
      expect(cached.headers['cache-control']).toMatch(/^public, max-age=0, must-revalidate, s-maxage=\d+$/);
      expect(cached.headers['set-cookie']).toBeUndefined();
      await bakery('/').set('If-None-Match', first.headers.etag).expect(304);
      expect(seenByMiddleware).toEqual([]);
      expect(seenByOnSend).toEqual([]);
    });

    // The platform itself still goes through both.
    await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(seenByMiddleware.length).toBe(1);
    expect(seenByOnSend.length).toBe(1);
  });

  it('serves the cached page gzipped to clients that accept it, with Vary, and as is to the others', async () => {
    const plain = await bakery('/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // supertest unzips the body as a browser would.
    const zipped = await bakery('/').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zipped.text).toBe(plain.text);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    const head = await request(app.getHttpServer()).head('/').set('Host', 'bakery.example').expect(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
  });

  it('gzips the site’s own 404 page as well, rendered or cached', async () => {
    for (const attempt of ['rendered', 'cached']) {
      const zipped = await bakery('/no-such-page').set('Accept-Encoding', 'gzip, deflate, br').expect(404);
      expect([attempt, zipped.headers['content-encoding']]).toEqual([attempt, 'gzip']);
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zipped.text).toContain('Page not found');
    }
    const plain = await bakery('/no-such-page').set('Accept-Encoding', 'identity').expect(404);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('Page not found');
  });
});
