import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import {
  abandonedUpload,
  chunkedUpload,
  createTestApp,
  createUser,
  GPS_LONGITUDE_DEGREES,
  insertWebsite,
  noisyPng,
  phonePhoto,
  pngOf,
  startWorker,
  storedFiles,
  tempStorageDir,
  upload,
  waitUntilReady,
  type TestApp,
  type TestUser,
} from './media-test-support';

interface Variant {
  format: string;
  width: number;
  height: number;
  url: string;
}

describe('image library', () => {
  let t: TestApp;
  let storageDir: string;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let site: string;
  let otherSite: string;

  beforeAll(async () => {
    storageDir = tempStorageDir();
    t = await createTestApp({ env: { OBJECT_STORAGE_DIR: storageDir, MEDIA_QUOTA_MB: '2', MEDIA_WORKER_CONCURRENCY: '2' } });
    owner = await createUser(t);
    other = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    site = await insertWebsite(t, owner.id);
    otherSite = await insertWebsite(t, other.id);
    await startWorker(t);
  });
  afterAll(() => t.close());

  const lib = (user: TestUser, websiteId: string) => t.http().get(`/api/websites/${websiteId}/images`).set('Authorization', user.auth);

  it('turns a phone photo into AVIF, WebP and JPEG at each width, upright and with no metadata (no GPS)', async () => {
    const photo = await phonePhoto(1200, 900);
    expect(photo.includes(GPS_LONGITUDE_DEGREES)).toBe(true);
    const res = await upload(t, owner, site, photo, 'IMG_0001.JPG').expect(201);
    expect(res.body).toMatchObject({
      website_id: site,
      filename: 'IMG_0001.JPG',
      mime_type: 'image/jpeg',
      width: 900,
      height: 1200,
      status: 'processing',
      alt_text: null,
    });

    const image = (await waitUntilReady(t, owner, site, res.body.id)) as { status: string; variants: Variant[]; placeholder: string };
    expect(image.status).toBe('ready');
    expect(image.placeholder).toMatch(/^[A-Za-z0-9+/=]{10,}$/);
    const widths = [...new Set(image.variants.map((v) => v.width))].sort((a, b) => a - b);
    expect(widths).toEqual([320, 640, 900]);
    expect(new Set(image.variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));

    for (const v of image.variants) {
      const served = await t
        .http()
        .get(v.url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[v.format]);
      const bytes = served.body as Buffer;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(bytes.includes(GPS_LONGITUDE_DEGREES)).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
      // Portrait, as the phone showed it: orientation applied, never upscaled.
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(v.height).toBeGreaterThan(v.width);
    }
  });

  it('keeps each website’s library to its owner (and admins); another client sees 404 everywhere', async () => {
    const mine = await upload(t, owner, site, await pngOf(50, 40), 'mine.png').expect(201);
    const id = mine.body.id as string;
    for (const res of [
      await lib(other, site),
      await upload(t, other, site, await pngOf(10, 10)),
      await t.http().get(`/api/websites/${site}/images/${id}`).set('Authorization', other.auth),
      await t.http().patch(`/api/websites/${site}/images/${id}`).set('Authorization', other.auth).send({ alt_text: 'mine now' }),
      await t.http().delete(`/api/websites/${site}/images/${id}`).set('Authorization', other.auth),
      // The other client's own website does not reach this image either.
      await t.http().get(`/api/websites/${otherSite}/images/${id}`).set('Authorization', other.auth),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await lib(other, otherSite).expect(200)).body.images).toEqual([]);
    const asAdmin = await lib(admin, site).expect(200);
    expect(asAdmin.body.images.map((i: { id: string }) => i.id)).toContain(id);
    await t.http().get(`/api/websites/${site}/images`).expect(401);
    const [row] = await t.sql<{ alt_text: string | null }>(`select alt_text from media_images where id = ?`, [id]);
    expect(row.alt_text).toBeNull();
  });

  describe('refuses files that pretend to be images, and writes nothing for them', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

    it.each([
      ['an SVG renamed .png', svg, 'logo.png'],
      ['HTML renamed .jpg', html, 'photo.jpg'],
      ['a text file', Buffer.from('just some words, not a picture'), 'notes.gif'],
      ['a truncated JPEG header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'broken.jpg'],
    ])('%s: 400 MEDIA.UNSUPPORTED_IMAGE', async (_name, bytes, filename) => {
      // Uploads write their source synchronously (variants come later, from jobs, under images/).
      const sources = () => storedFiles(path.join(storageDir, 'sources')).length;
      const rows = async () => (await t.sql(`select id from media_images where website_id = ?`, [site])).length;
      const [sourcesBefore, rowsBefore] = [sources(), await rows()];
      const res = await upload(t, owner, site, bytes, filename).expect(400);
      expect(res.body.code).toBe('MEDIA.UNSUPPORTED_IMAGE');
      expect(res.body.details.fields.file).toEqual([expect.any(String)]);
      expect(sources()).toBe(sourcesBefore);
      expect(await rows()).toBe(rowsBefore);
    });

    it('a decompression bomb (50 megapixels of one colour, a few kB): 413 before any pixel is decoded', async () => {
      const bomb = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#000' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(200_000);
      const res = await upload(t, owner, site, bomb, 'bomb.png').expect(413);
      expect(res.body.code).toBe('MEDIA.IMAGE_TOO_LARGE');
    });

    it('more than 10 MB: 413', async () => {
      const res = await upload(t, owner, site, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'huge.jpg').expect(413);
      expect(res.body.statusCode).toBe(413);
    });

    it('more than 10 MB streamed with no length announced: 413 as the bytes pass the limit, with no file left and the quota unchanged', async () => {
      const streamSite = await insertWebsite(t, owner.id);
      const photo = await phonePhoto();
      // A real photo's first bytes, so that its checks pass and storing begins, then padding past the limit.
      const body = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024 + 1 - photo.length)]);
      const res = await chunkedUpload(t, owner, streamSite, body);
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('MEDIA.IMAGE_TOO_LARGE');
      expect(storedFiles(path.join(storageDir, 'sources')).filter((f) => f.includes(streamSite))).toEqual([]);
      expect(storedFiles(storageDir).filter((f) => path.basename(f).startsWith('.tmp-'))).toEqual([]);
      const library = await lib(owner, streamSite).expect(200);
      expect(library.body).toMatchObject({ images: [], used_bytes: 0 });
    });

    it('a large file that is no image (1 MB of HTML, more than the first bytes read): 400, nothing written', async () => {
      const sources = () => storedFiles(path.join(storageDir, 'sources')).length;
      const before = sources();
      const page = Buffer.from(`<!doctype html><html><body>${'<p>hello</p>'.repeat(90_000)}<script>alert(1)</script></body></html>`);
      expect(page.length).toBeGreaterThan(1024 * 1024);
      const res = await upload(t, owner, site, page, 'big.jpg').expect(400);
      expect(res.body.code).toBe('MEDIA.UNSUPPORTED_IMAGE');
      expect(sources()).toBe(before);
    });

    it('a JPEG that also carries HTML (a polyglot) is served only as re-encoded pixels, never with the HTML', async () => {
      const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer();
      // An APP comment segment holding markup, then more markup after the end of the image.
      const payload = Buffer.from('<html><script>alert(1)</script></html>');
      const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, payload.length + 2]), payload]);
      const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), payload]);
      const res = await upload(t, owner, site, polyglot, 'polyglot.jpg').expect(201);
      const image = (await waitUntilReady(t, owner, site, res.body.id)) as { variants: Variant[] };
      expect(image.variants.length).toBeGreaterThan(0);
      for (const v of image.variants) {
        const served = await t
          .http()
          .get(v.url)
          .buffer(true)
          .parse((r, cb) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect((served.body as Buffer).includes(Buffer.from('<script'))).toBe(false);
      }
    });
  });

  it('stores a chunked upload (no Content-Length) whole, and counts its bytes exactly', async () => {
    const chunkedSite = await insertWebsite(t, owner.id);
    const photo = await phonePhoto();
    const res = await chunkedUpload(t, owner, chunkedSite, photo);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mime_type: 'image/jpeg', width: 900, height: 1200, bytes: photo.length });
    expect((await lib(owner, chunkedSite).expect(200)).body.used_bytes).toBe(photo.length);
  });

  it('a client that hangs up mid-upload leaves no file behind, and the next upload is counted alone', async () => {
    const dropSite = await insertWebsite(t, owner.id);
    const photo = await phonePhoto();
    const sent = Buffer.concat([photo, Buffer.alloc(1024 * 1024)]);
    // The client's doing, not the server's failure: no "request failed" (5xx) is logged for it.
    const failures = jest.spyOn(Logger.prototype, 'error');
    try {
      await abandonedUpload(t, owner, dropSite, sent, 4 * 1024 * 1024);
      expect(failures).not.toHaveBeenCalled();
    } finally {
      failures.mockRestore();
    }
    const leftovers = () => storedFiles(storageDir).filter((f) => f.includes(dropSite) || path.basename(f).startsWith('.tmp-'));
    for (let i = 0; i < 50 && leftovers().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(leftovers()).toEqual([]);
    const res = await upload(t, owner, dropSite, photo, 'again.jpg').expect(201);
    const library = await lib(owner, dropSite).expect(200);
    expect(library.body.images.map((i: { id: string }) => i.id)).toEqual([res.body.id]);
    expect(library.body.used_bytes).toBe(photo.length);
  });

  it.each([
    ['WebP', (image: Sharp) => image.webp({ lossless: true }), 'image/webp'],
    ['GIF', (image: Sharp) => image.gif(), 'image/gif'],
  ])('reads a %s whose header its first bytes do not hold from the stored file', async (_name, encode, mimeType) => {
    const fileSite = await insertWebsite(t, owner.id);
    const [width, height] = [640, 480];
    const pixels = randomBytes(width * height * 3);
    const file = await encode(sharp(pixels, { raw: { width, height, channels: 3 } })).toBuffer();
    expect(file.length).toBeGreaterThan(256 * 1024);
    const res = await upload(t, owner, fileSite, file, 'noise.img').expect(201);
    expect(res.body).toMatchObject({ mime_type: mimeType, width, height, bytes: file.length });
  });

  it('parallel uploads never pass the quota together (the database decides, not a read-then-write)', async () => {
    const quotaSite = await insertWebsite(t, owner.id);
    const file = await noisyPng(450 * 1024);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(t, owner, quotaSite, file, `p${i}.png`)));
    const statuses = results.map((r) => r.status).sort();
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted).toBe(Math.floor((2 * 1024 * 1024) / file.length));
    expect(statuses.filter((s) => s === 413).length).toBe(8 - accepted);
    for (const r of results.filter((r) => r.status === 413)) expect(r.body.code).toBe('MEDIA.QUOTA_EXCEEDED');
    const library = await lib(owner, quotaSite).expect(200);
    expect(library.body.images).toHaveLength(accepted);
    expect(library.body.used_bytes).toBe(accepted * file.length);
    expect(library.body.used_bytes).toBeLessThanOrEqual(library.body.quota_bytes);
    expect(library.body.quota_bytes).toBe(2 * 1024 * 1024);
  });

  it('takes alt text and a focal point, refusing blank alt text and points outside the image', async () => {
    const res = await upload(t, owner, site, await pngOf(80, 60), 'shop.png').expect(201);
    const url = `/api/websites/${site}/images/${res.body.id}`;
    const bad = await t.http().patch(url).set('Authorization', owner.auth).send({ focal_x: 1.5, focal_y: 0.2 }).expect(400);
    expect(bad.body.details.fields.focal_x).toBeDefined();
    const blank = await t.http().patch(url).set('Authorization', owner.auth).send({ alt_text: '   ' }).expect(400);
    expect(blank.body.code).toBe('MEDIA.INVALID_FIELD');
    const ok = await t.http().patch(url).set('Authorization', owner.auth).send({ alt_text: ' Our shop front ', focal_x: 0.25, focal_y: 0.75 }).expect(200);
    expect(ok.body).toMatchObject({ alt_text: 'Our shop front', focal_x: 0.25, focal_y: 0.75 });
  });

  it('names the field it refuses as the request does (null alt text, a blank one), changes nothing, and moves one coordinate of the focal point alone', async () => {
    const res = await upload(t, owner, site, await pngOf(80, 60), 'porch.png').expect(201);
    const url = `/api/websites/${site}/images/${res.body.id}`;
    await t.http().patch(url).set('Authorization', owner.auth).send({ alt_text: 'The porch', focal_x: 0.2, focal_y: 0.8 }).expect(200);

    for (const body of [{ alt_text: null }, { alt_text: '   ' }, { focal_x: null }, { focal_y: null }]) {
      const refused = await t.http().patch(url).set('Authorization', owner.auth).send(body).expect(400);
      expect(Object.keys(refused.body.details.fields)).toEqual(Object.keys(body));
    }
    const unchanged = await t.http().get(url).set('Authorization', owner.auth).expect(200);
    expect(unchanged.body).toMatchObject({ alt_text: 'The porch', focal_x: 0.2, focal_y: 0.8 });

    const moved = await t.http().patch(url).set('Authorization', owner.auth).send({ focal_x: 0.6 }).expect(200);
    expect(moved.body).toMatchObject({ alt_text: 'The porch', focal_x: 0.6, focal_y: 0.8 });
  });

  it('says that an empty file is empty, with or without a length', async () => {
    const empty = await t
      .http()
      .post(`/api/websites/${site}/images`)
      .set('Authorization', owner.auth)
      .set('Content-Type', 'image/png')
      .send(Buffer.alloc(0))
      .expect(400);
    expect(empty.body.details.fields.file).toEqual(['This file is empty. Choose a JPEG, PNG, WebP, AVIF or GIF image.']);
    const chunked = await chunkedUpload(t, owner, site, Buffer.alloc(0));
    expect(chunked.status).toBe(400);
    expect((chunked.body as { details: { fields: Record<string, string[]> } }).details.fields.file).toEqual([
      'This file is empty. Choose a JPEG, PNG, WebP, AVIF or GIF image.',
    ]);
  });

  it('Replace keeps the image’s id and makes new variants under new addresses', async () => {
    const first = await upload(t, owner, site, await pngOf(400, 300, '#ff0000'), 'a.png').expect(201);
    const before = (await waitUntilReady(t, owner, site, first.body.id)) as { variants: Variant[] };
    const replaced = await t
      .http()
      .put(`/api/websites/${site}/images/${first.body.id}/file`)
      .set('Authorization', owner.auth)
      .set('Content-Type', 'application/octet-stream')
      .send(await pngOf(500, 250, '#0000ff'))
      .expect(200);
    expect(replaced.body).toMatchObject({ id: first.body.id, revision: 2, width: 500, height: 250 });
    const after = (await waitUntilReady(t, owner, site, first.body.id)) as { variants: Variant[]; status: string };
    expect(after.status).toBe('ready');
    expect(Math.max(...after.variants.map((v) => v.width))).toBe(500);
    expect(after.variants[0].url).not.toBe(before.variants[0].url);
    // The old files go once the new ones are recorded (just after the image turns ready).
    let oldStatus = 0;
    for (let i = 0; i < 50 && oldStatus !== 404; i++) {
      oldStatus = (await t.http().get(before.variants[0].url)).status;
      if (oldStatus !== 404) await new Promise((r) => setTimeout(r, 200));
    }
    expect(oldStatus).toBe(404);
  });

  it('deleting a website removes its image files: none stays on disk or served', async () => {
    const doomed = await insertWebsite(t, owner.id);
    const kept = await upload(t, owner, site, await pngOf(60, 40), 'kept.png').expect(201);
    const res = await upload(t, owner, doomed, await pngOf(120, 90), 'storefront.png').expect(201);
    const ready = (await waitUntilReady(t, owner, doomed, res.body.id)) as { variants: Variant[] };
    await t.http().get(ready.variants[0].url).expect(200);
    expect(storedFiles(storageDir).some((f) => f.includes(doomed))).toBe(true);

    await t.http().delete(`/api/admin/websites/${doomed}`).set('Authorization', admin.auth).expect(204);

    expect(storedFiles(storageDir).filter((f) => f.includes(doomed))).toEqual([]);
    await t.http().get(ready.variants[0].url).expect(404);
    expect(storedFiles(storageDir).some((f) => f.includes(kept.body.id))).toBe(true);
  });

  it('deleting an image that a page shows names the page and asks; confirmed, it removes the files', async () => {
    const res = await upload(t, owner, site, await pngOf(120, 90), 'hero.png').expect(201);
    const id = res.body.id as string;
    await waitUntilReady(t, owner, site, id);
    await t.sql(
      `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked, version) values (gen_random_uuid(), ?, 'hero_image', 'image', ?, false, 1)`,
      [site, `image:${id}`],
    );
    const refused = await t.http().delete(`/api/websites/${site}/images/${id}`).set('Authorization', owner.auth).expect(409);
    expect(refused.body.code).toBe('MEDIA.IMAGE_IN_USE');
    expect(refused.body.details.usedIn).toEqual(['Main photo']);
    await t.http().delete(`/api/websites/${site}/images/${id}?confirm=true`).set('Authorization', owner.auth).expect(204);
    expect(storedFiles(storageDir).filter((f) => f.includes(id))).toEqual([]);
    await t.http().get(`/api/websites/${site}/images/${id}`).set('Authorization', owner.auth).expect(404);
  });
});
