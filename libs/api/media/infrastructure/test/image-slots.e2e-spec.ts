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

describe('choosing library images for the site’s slots and post covers', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let site: string;
  let mine: string;
  let theirs: string;
  const sections: Record<string, string> = {};
  const live = (path: string) => request(t.app.getHttpServer()).get(path).set('Host', 'slots-bakery.example');

  const addSection = async (key: string) => {
    const rows = await t.sql<{ id: string }>(
      `insert into website_content (id, website_id, section_key, content_type, content_value, is_locked, version) values (gen_random_uuid(), ?, ?, 'image', '', false, 1) returning id`,
      [site, key],
    );
    sections[key] = rows[0].id;
  };
  const versionOf = async (key: string) => (await t.sql<{ version: number }>(`select version from website_content where id = ?`, [sections[key]]))[0].version;
  const saveDraft = async (key: string, value: string, status: number) => {
    const version = await versionOf(key);
    return t
      .http()
      .put('/api/my/website/content')
      .set('Authorization', owner.auth)
      .send({ sections: [{ id: sections[key], content_value: value, version }] })
      .expect(status);
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { OBJECT_STORAGE_DIR: tempStorageDir() } });
    owner = await createUser(t);
    other = await createUser(t);
    site = await insertWebsite(t, owner.id, 'slots-bakery.example');
    const otherSite = await insertWebsite(t, other.id);
    await startWorker(t);
    await addSection('about_image');
    await addSection('gallery');
    mine = (await upload(t, owner, site, await pngOf(800, 600), 'team.png').expect(201)).body.id;
    theirs = (await upload(t, other, otherSite, await pngOf(400, 300), 'theirs.png').expect(201)).body.id;
    await waitUntilReady(t, owner, site, mine);
    await t.http().patch(`/api/websites/${site}/images/${mine}`).set('Authorization', owner.auth).send({ alt_text: 'Our team at the ovens' }).expect(200);
  });
  afterAll(() => t.close());

  it('refuses another website’s image in a slot or a gallery (400, by section), and writes nothing', async () => {
    const refused = await saveDraft('about_image', `image:${theirs}`, 400);
    expect(refused.body.code).toBe('SITES.INVALID_FIELD');
    expect(refused.body.details.fields.about_image[0]).toMatch(/About photo must be an image from your website's library/);
    const gallery = await saveDraft('gallery', `image:${mine}\nimage:${theirs}`, 400);
    expect(Object.keys(gallery.body.details.fields)).toEqual(['gallery']);
    const stored = await t.sql<{ draft_value: string | null }>(`select draft_value from website_content where website_id = ? and draft_value is not null`, [
      site,
    ]);
    expect(stored).toEqual([]);
  });

  it('takes its own image, publishes it, and the live page shows it as <picture>; deleting it names the slot', async () => {
    await saveDraft('about_image', `image:${mine}`, 200);
    // A draft already counts as a use.
    const draftUse = await t.http().delete(`/api/websites/${site}/images/${mine}`).set('Authorization', owner.auth).expect(409);
    expect(draftUse.body.details.usedIn).toEqual(['About photo (draft)']);

    await t
      .http()
      .post('/api/my/website/publish')
      .set('Authorization', owner.auth)
      .send({ sections: [{ id: sections.about_image, version: await versionOf('about_image') }] })
      .expect(200);
    const page = (await live('/').expect(200)).text;
    expect(page).toMatch(/<picture><source type="image\/avif"[^>]*>.*<img class="about-image"[^>]* alt="Our team at the ovens"[^>]* loading="lazy"/);

    const refused = await t.http().delete(`/api/websites/${site}/images/${mine}`).set('Authorization', owner.auth).expect(409);
    expect(refused.body.details.usedIn).toEqual(['About photo']);
  });

  it('takes a post cover only from the website’s own library, and names the post when the image is deleted', async () => {
    const foreign = await t
      .http()
      .post('/api/my/website/posts')
      .set('Authorization', owner.auth)
      .send({ title: 'Pumpkin bread is back', content: 'From Monday.', published: true, cover_image: `image:${theirs}` })
      .expect(400);
    expect(foreign.body.code).toBe('SITES.INVALID_FIELD');
    expect(foreign.body.details.fields.cover_image).toBeDefined();
    await t
      .http()
      .post('/api/my/website/posts')
      .set('Authorization', owner.auth)
      .send({ title: 'Not an image', cover_image: 'https://images.example/a.jpg' })
      .expect(400);
    expect(await t.sql(`select id from blog_posts where website_id = ?`, [site])).toEqual([]);

    const created = await t
      .http()
      .post('/api/my/website/posts')
      .set('Authorization', owner.auth)
      .send({ title: 'Pumpkin bread is back', content: 'From Monday.', published: true, cover_image: `image:${mine}` })
      .expect(201);
    expect(created.body.cover_image).toBe(`image:${mine}`);

    const index = (await live('/blog').expect(200)).text;
    expect(index).toMatch(/<img class="cover-image"[^>]* alt="Our team at the ovens"/);
    const refused = await t.http().delete(`/api/websites/${site}/images/${mine}`).set('Authorization', owner.auth).expect(409);
    expect(refused.body.details.usedIn).toEqual(['About photo', 'Cover of the blog post “Pumpkin bread is back”']);

    // A public post's cover is drafted like its text: taking it off is a draft, and visitors keep
    // the cover (so the image stays in use) until the draft is published.
    const drafted = await t.http().patch(`/api/my/website/posts/${created.body.id}`).set('Authorization', owner.auth).send({ cover_image: '' }).expect(200);
    expect((await t.http().delete(`/api/websites/${site}/images/${mine}`).set('Authorization', owner.auth).expect(409)).body.details.usedIn).toEqual([
      'About photo',
      'Cover of the blog post “Pumpkin bread is back”',
    ]);
    await t
      .http()
      .post(`/api/my/website/posts/${created.body.id}/publish`)
      .set('Authorization', owner.auth)
      .send({ version: drafted.body.version })
      .expect(200);
    expect((await t.http().delete(`/api/websites/${site}/images/${mine}`).set('Authorization', owner.auth).expect(409)).body.details.usedIn).toEqual([
      'About photo',
    ]);
  });
});
