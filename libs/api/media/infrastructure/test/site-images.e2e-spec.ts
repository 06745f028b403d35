import request from 'supertest';
import sharp from 'sharp';
import {
  createTestApp,
  createUser,
  GPS_LONGITUDE_DEGREES,
  insertWebsite,
  phonePhoto,
  pngOf,
  startWorker,
  tempStorageDir,
  upload,
  waitUntilReady,
  type TestApp,
  type TestUser,
} from './media-test-support';

const bytesOf = (r: request.Test) =>
  r.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

/**
 * The site's answer once the change notice reached the page cache: PostgreSQL sends it at commit,
 * and it arrives on its own connection a moment after the write's response.
 */
async function eventually(ask: () => Promise<request.Response>, ready: (res: request.Response) => boolean): Promise<request.Response> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await ask();
    if (ready(res) || Date.now() > until) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('library images on the live site', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let site: string;
  let otherSite: string;
  const bakery = (path: string) => request(t.app.getHttpServer()).get(path).set('Host', 'images-bakery.example');

  beforeAll(async () => {
    t = await createTestApp({ env: { OBJECT_STORAGE_DIR: tempStorageDir() } });
    owner = await createUser(t);
    other = await createUser(t);
    site = await insertWebsite(t, owner.id, 'images-bakery.example');
    otherSite = await insertWebsite(t, other.id);
    await startWorker(t);
  });
  afterAll(() => t.close());

  const setSection = (key: string, value: string) =>
    t.sql(
      `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked, version) values (gen_random_uuid(), ?, ?, 'image', ?, false, 1)
       on conflict (website_id, section_key) do update set content_value = excluded.content_value`,
      [site, key, value],
    );
  const setHero = (value: string) => setSection('hero_image', value);

  it('shows the hero as <picture> (AVIF first) once it has alt text, and serves the AVIF on the site’s host with no GPS', async () => {
    const res = await upload(t, owner, site, await phonePhoto(1600, 1200), 'storefront.jpg').expect(201);
    const id = res.body.id as string;
    await waitUntilReady(t, owner, site, id);
    await setHero(`image:${id}`);

    // Without alt text the image is not used.
    expect((await bakery('/').expect(200)).text).not.toContain('<picture>');

    await t
      .http()
      .patch(`/api/websites/${site}/images/${id}`)
      .set('Authorization', owner.auth)
      .send({ alt_text: 'Our storefront', focal_x: 0.3, focal_y: 0.6 })
      .expect(200);
    const page = (
      await eventually(
        () => bakery('/'),
        (res) => res.text.includes('<picture>'),
      )
    ).text;
    expect(page).toMatch(/<picture><source type="image\/avif" srcset="[^"]+"/);
    expect(page).toContain('object-position:30% 60%');
    expect(page).toMatch(/<img class="hero-image"[^>]* width="1200" height="1600"/);

    const avif = /<source type="image\/avif" srcset="([^" ]+) /.exec(page)![1];
    const served = await bytesOf(bakery(avif)).expect(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = served.body as Buffer;
    expect((await sharp(body).metadata()).exif).toBeUndefined();
    expect(body.includes(GPS_LONGITUDE_DEGREES)).toBe(false);
  });

  it('never shows another website’s image, whatever id a section names', async () => {
    const foreign = await upload(t, other, otherSite, await phonePhoto(400, 300), 'theirs.jpg').expect(201);
    await waitUntilReady(t, other, otherSite, foreign.body.id);
    await t.http().patch(`/api/websites/${otherSite}/images/${foreign.body.id}`).set('Authorization', other.auth).send({ alt_text: 'Theirs' }).expect(200);
    await setHero(`image:${foreign.body.id}`);
    // Until the change notice arrives, the page cached by the test before may still show that test's own image.
    const page = (
      await eventually(
        () => bakery('/'),
        (res) => !res.text.includes('<picture>'),
      )
    ).text;
    expect(page).not.toContain('<picture>');
    expect(page).not.toContain(foreign.body.id);
  });

  it('answers /favicon.ico with the icon the client chose, and the default icon while none is chosen', async () => {
    const none = await bakery('/favicon.ico').expect(200);
    expect(none.headers['content-type']).toContain('image/svg+xml');

    const res = await upload(t, owner, site, await pngOf(256, 256, '#c0392b'), 'icon.png').expect(201);
    const id = res.body.id as string;
    await waitUntilReady(t, owner, site, id);
    await t.http().patch(`/api/websites/${site}/images/${id}`).set('Authorization', owner.auth).send({ alt_text: 'Bakery icon' }).expect(200);
    await setSection('site_favicon', `image:${id}`);

    const chosen = await eventually(
      () => bakery('/favicon.ico'),
      (res) => res.status !== 200,
    );
    expect(chosen.status).toBe(302);
    const location = chosen.headers.location as string;
    expect(location).toMatch(new RegExp(`^/media/${site}/${id}/[0-9a-f]{20}/w\\d+\\.jpg$`));
    // The same file the pages name in their <link rel="icon">.
    expect((await bakery('/').expect(200)).text).toContain(`<link rel="icon" href="${location}" type="image/jpeg"/>`);
    const icon = await bytesOf(bakery(location)).expect(200);
    expect(icon.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(icon.body as Buffer).metadata()).width).toBe(256);
    // The SVG address stays the default icon's.
    expect((await bakery('/favicon.svg').expect(200)).headers['content-type']).toContain('image/svg+xml');

    await setSection('site_favicon', '');
    const back = await eventually(
      () => bakery('/favicon.ico'),
      (res) => res.status === 200,
    );
    expect(back.headers['content-type']).toContain('image/svg+xml');
  });
});
