import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  createTestApp,
  createUser,
  insertWebsite,
  pngOf,
  startWorker,
  tempStorageDir,
  upload,
  waitUntilReady,
  type TestApp,
  type TestUser,
} from './media-test-support';

interface Variant {
  format: string;
  width: number;
  url: string;
}

const bytesOf = (r: request.Test) =>
  r.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

describe('serving image variants under /media/', () => {
  let t: TestApp;
  let storageDir: string;
  let owner: TestUser;
  let site: string;
  let variant: Variant;
  let file: string;

  beforeAll(async () => {
    storageDir = tempStorageDir();
    t = await createTestApp({ env: { OBJECT_STORAGE_DIR: storageDir } });
    owner = await createUser(t);
    site = await insertWebsite(t, owner.id, 'media-serving.example');
    await startWorker(t);
    const uploaded = await upload(t, owner, site, await pngOf(700, 500), 'shop.png').expect(201);
    const image = (await waitUntilReady(t, owner, site, uploaded.body.id)) as { variants: Variant[] };
    variant = image.variants.find((v) => v.format === 'webp' && v.width === 640)!;
    file = path.join(storageDir, variant.url.replace(/^\/media\//, 'images/'));
  });
  afterAll(() => t.close());

  const get = (url: string) => bytesOf(t.http().get(url));

  it('answers with the stored bytes, immutable for a year, before any of the platform’s hooks run', async () => {
    const res = await get(variant.url).set('Accept-Encoding', 'gzip, br').set('Cookie', 'refresh_token=abc').expect(200);
    expect(res.body).toEqual(fs.readFileSync(file));
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(fs.statSync(file).size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{20}-w640\.webp"$/);
    // None of what the hooks after the first one add: the request id, the page security policy,
    // cookies, a compressed encoding.
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a revalidation with its ETag by 304 without a body', async () => {
    const { etag } = (await get(variant.url).expect(200)).headers;
    const res = await t.http().get(variant.url).set('If-None-Match', etag).expect(304);
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text ?? '').toBe('');
    await get(variant.url).set('If-None-Match', '"something-else"').expect(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.http().head(variant.url).expect(200);
    expect(res.headers['content-length']).toBe(String(fs.statSync(file).size));
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toEqual({});
  });

  it('is served on a client site’s own host too', async () => {
    const res = await bytesOf(request(t.app.getHttpServer()).get(variant.url).set('Host', 'media-serving.example')).expect(200);
    expect(res.body).toEqual(fs.readFileSync(file));
  });

  it('answers 404 (not cached) for unknown keys, malformed paths and anything that is not a variant', async () => {
    const [, , websiteId, imageId, hash] = variant.url.split('/');
    // A non-variant file beside the variants (as a stray upload would be): never reachable here.
    fs.writeFileSync(path.join(path.dirname(file), 'w640.pdf'), '%PDF-1.4 not an image');
    for (const url of [
      `/media/${websiteId}/${imageId}/${'0'.repeat(20)}/w640.webp`,
      `/media/${websiteId}/${imageId}/${hash}/w641.webp`,
      `/media/${websiteId}/${imageId}/${hash}/w640.pdf`,
      `/media/${websiteId}/${imageId}/${hash}/w640.webp/extra`,
      `/media/${websiteId}/${imageId}/${hash}`,
      `/media/${websiteId}/${imageId}/..%2F..%2F..%2Fsources/w640.webp`,
      '/media/not-a-website/x/y/w640.webp',
      '/media/',
    ]) {
      const res = await t.http().get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves other methods to the platform', async () => {
    const res = await t.http().post(variant.url).set('Content-Type', 'application/json').send('{}');
    expect(res.status).toBe(404);
    expect(res.headers['x-request-id']).toBeDefined();
  });
});
