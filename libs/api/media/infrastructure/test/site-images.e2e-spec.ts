import request from 'supertest';
import sharp from 'sharp';
import {
  createTestApp,
  createUser,
  GPS_LONGITUDE_DEGREES,
  insertWebsite,
  phonePhoto,
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

  const setHero = (value: string) =>
    t.sql(
      `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked, version) values (gen_random_uuid(), ?, 'hero_image', 'image', ?, false, 1)
       on conflict (website_id, section_key) do update set content_value = excluded.content_value`,
      [site, value],
    );

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
    const page = (await bakery('/').expect(200)).text;
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
    const page = (await bakery('/').expect(200)).text;
    expect(page).not.toContain('<picture>');
    expect(page).not.toContain(foreign.body.id);
  });
});
