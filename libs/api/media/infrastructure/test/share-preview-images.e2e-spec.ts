import request from 'supertest';
import {
  createTestApp,
  createUser,
  insertWebsite,
  phonePhoto,
  startWorker,
  tempStorageDir,
  upload,
  waitUntilReady,
  type TestApp,
  type TestUser,
} from './media-test-support';

describe('library images in a share preview of the drafts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let site: string;
  let otherSite: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { OBJECT_STORAGE_DIR: tempStorageDir() } });
    owner = await createUser(t);
    other = await createUser(t);
    site = await insertWebsite(t, owner.id, 'preview-bakery.example');
    otherSite = await insertWebsite(t, other.id);
    await startWorker(t);
  });
  afterAll(() => t.close());

  /** A ready image with alt text (the sites show no image without one). */
  const readyImage = async (user: TestUser, websiteId: string, alt: string): Promise<string> => {
    const res = await upload(t, user, websiteId, await phonePhoto(800, 600), `${alt}.jpg`).expect(201);
    await waitUntilReady(t, user, websiteId, res.body.id);
    await t.http().patch(`/api/websites/${websiteId}/images/${res.body.id}`).set('Authorization', user.auth).send({ alt_text: alt }).expect(200);
    return res.body.id as string;
  };
  const draftHero = (value: string) =>
    t.sql(
      `insert into website_content (id, website_id, section_key, content_type, content_value, draft_value, is_locked, version)
       values (gen_random_uuid(), ?, 'hero_image', 'image', '', ?, false, 1)
       on conflict (website_id, section_key) do update set draft_value = excluded.draft_value`,
      [site, value],
    );
  const previewPath = async () =>
    new URL((await t.http().post('/api/my/website/preview-links').set('Authorization', owner.auth).expect(201)).body.url).pathname;

  it("shows the drafts' library images and a post's cover to whoever holds the link, served from the website's own media", async () => {
    const hero = await readyImage(owner, site, 'Our oven');
    const cover = await readyImage(owner, site, 'Spelt loaves');
    await draftHero(`image:${hero}`);
    const post = await t
      .http()
      .post('/api/my/website/posts')
      .set('Authorization', owner.auth)
      .send({ title: 'Spelt season', cover_image: `image:${cover}` })
      .expect(201);
    expect(post.body.published).toBe(false);
    const path = await previewPath();

    const home = (await request(t.app.getHttpServer()).get(path).expect(200)).text;
    expect(home).toContain('<picture>');
    const src = /<source type="image\/avif" srcset="([^" ]+) /.exec(home)![1];
    expect(src.startsWith(`/media/${site}/${hero}/`)).toBe(true);
    await request(t.app.getHttpServer()).get(src).expect(200);

    const postPage = (await request(t.app.getHttpServer()).get(`${path}/blog/spelt-season`).expect(200)).text;
    expect(postPage).toContain('alt="Spelt loaves"');
    expect(postPage).toContain(`/media/${site}/${cover}/`);
    // The live site shows neither: they are drafts.
    const live = (await request(t.app.getHttpServer()).get('/').set('Host', 'preview-bakery.example').expect(200)).text;
    expect(live).not.toContain(hero);
  });

  it("never shows another website's image, whatever id a draft names", async () => {
    const foreign = await readyImage(other, otherSite, 'Their garage');
    await draftHero(`image:${foreign}`);
    const home = (
      await request(t.app.getHttpServer())
        .get(await previewPath())
        .expect(200)
    ).text;
    expect(home).not.toContain(foreign);
    expect(home).not.toContain('Their garage');
  });
});
