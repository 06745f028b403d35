import request from 'supertest';
import {
  activityOf,
  createTestApp,
  createUser,
  eventually,
  insertPost,
  insertRevision,
  insertSection,
  insertWebsite,
  TestApp,
  TestUser,
  websiteSnapshot,
} from './sites-test-support';

type SectionBody = { id: string; section_key: string; content_value: string; draft_value: string | null; version: number };

describe('drafts: saving, publishing and discarding content', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let site: string;
  let otherHero: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { email: 'owner@sunny.example' });
    other = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    site = await insertWebsite(t, { ownerId: owner.id, name: 'Sunny Bakery', domain: 'sunny.example', template: 'default' });
    await t.sql(`update websites set slug = 'sunny' where id = ?`, [site]);
    ids = {
      hero_title: await insertSection(t, site, 'hero_title', 'Warm bread every morning'),
      about_text: await insertSection(t, site, 'about_text', 'Since 2012', { type: 'textarea' }),
      footer_legal: await insertSection(t, site, 'footer_legal', '© Sunny', { locked: true }),
    };
    const otherSite = await insertWebsite(t, { ownerId: other.id, name: 'Other Garage', domain: 'garage.example' });
    otherHero = await insertSection(t, otherSite, 'hero_title', 'Bob fixes cars');
  });
  afterAll(() => t.close());

  const as = (user: TestUser) => ({
    save: (sections: unknown) => t.http().put('/api/my/website/content').set('Authorization', user.auth).send({ sections }),
    publish: (sections: unknown) => t.http().post('/api/my/website/publish').set('Authorization', user.auth).send({ sections }),
    discard: (sections: unknown) => t.http().post('/api/my/website/discard').set('Authorization', user.auth).send({ sections }),
    review: (sections: unknown) => t.http().post('/api/my/website/review').set('Authorization', user.auth).send({ sections }),
  });
  const client = {
    save: (sections: unknown) => as(owner).save(sections),
    publish: (sections: unknown) => as(owner).publish(sections),
    discard: (sections: unknown) => as(owner).discard(sections),
    review: (sections: unknown) => as(owner).review(sections),
  };
  const sections = async (): Promise<Record<string, SectionBody>> => {
    const res = await t.http().get('/api/my/website').set('Authorization', owner.auth).expect(200);
    return Object.fromEntries(res.body.sections.map((s: SectionBody) => [s.section_key, s]));
  };
  const publicHero = async () => {
    const res = await t.http().get('/api/public/sites/sunny.example/content').expect(200);
    return res.body.sections.hero_title ?? res.body.sections.find?.((s: { section_key: string }) => s.section_key === 'hero_title')?.content_value;
  };
  const livePage = async () => (await request(t.app.getHttpServer()).get('/').set('Host', 'sunny.example').expect(200)).text;

  it('keeps a saved draft out of the public content API and the live site, and shows it back to the editor', async () => {
    expect(await livePage()).toContain('Warm bread every morning');
    const v = (await sections()).hero_title.version;
    const res = await client.save([{ id: ids.hero_title, content_value: 'Sourdough on Sundays', version: v }]).expect(200);
    expect(res.body.saved).toEqual(['hero_title']);
    const hero = (await sections()).hero_title;
    expect(hero).toMatchObject({ content_value: 'Warm bread every morning', draft_value: 'Sourdough on Sundays', version: v + 1 });
    expect(JSON.stringify(await publicHero())).not.toContain('Sourdough');
    const page = await livePage();
    expect(page).toContain('Warm bread every morning');
    expect(page).not.toContain('Sourdough');
    // A draft leaves no revision and no activity: only a publish does.
    expect(await t.sql(`select 1 from revisions where item_id = ?`, [ids.hero_title])).toEqual([]);
    expect(await activityOf(t, owner.id)).toEqual([]);
  });

  it('lets a required section be emptied in a draft but not published empty (400 naming it by its label, nothing written)', async () => {
    const v = (await sections()).hero_title.version;
    await client.save([{ id: ids.hero_title, content_value: '', version: v }]).expect(200);
    const before = await websiteSnapshot(t, site);
    const res = await client.publish([{ id: ids.hero_title, version: v + 1 }]).expect(400);
    expect(res.body).toMatchObject({
      code: 'SITES.INVALID_FIELD',
      message: 'Headline is required',
      details: { fields: { hero_title: ['Headline is required'] } },
    });
    expect(await websiteSnapshot(t, site)).toBe(before);
    await client.save([{ id: ids.hero_title, content_value: 'Sourdough on Sundays', version: v + 1 }]).expect(200);
  });

  it('publishes the draft: the live site and public API show it, with a revision and an activity entry', async () => {
    const hero = (await sections()).hero_title;
    const res = await client.publish([{ id: ids.hero_title, version: hero.version }]).expect(200);
    expect(res.body.keys).toEqual(['hero_title']);
    expect((await sections()).hero_title).toMatchObject({ content_value: 'Sourdough on Sundays', draft_value: null, version: hero.version + 1 });
    expect(JSON.stringify(await publicHero())).toContain('Sourdough on Sundays');
    await eventually(async () => expect(await livePage()).toContain('Sourdough on Sundays'));
    const revisions = await t.sql(`select action, previous, next, changed_by from revisions where item_id = ?`, [ids.hero_title]);
    expect(revisions).toEqual([
      {
        action: 'update',
        previous: { content_value: 'Warm bread every morning', is_locked: false },
        next: { content_value: 'Sourdough on Sundays', is_locked: false },
        changed_by: owner.id,
      },
    ]);
    expect(await activityOf(t, owner.id)).toEqual([{ action: 'Published website content', details: { sections: ['hero_title'] }, website_id: site }]);
  });

  it('refuses to publish a draft changed since the version sent, and a call with no drafts', async () => {
    const v = (await sections()).about_text.version;
    await client.save([{ id: ids.about_text, content_value: 'Since 2012, every day', version: v }]).expect(200);
    const stale = await client.publish([{ id: ids.about_text, version: v }]).expect(409);
    expect(stale.body.code).toBe('SITES.STALE_SECTION');
    const none = await client.publish([{ id: ids.hero_title, version: (await sections()).hero_title.version }]).expect(400);
    expect(none.body.code).toBe('SITES.NOTHING_TO_PUBLISH');
  });

  it('discards a draft back to the published text without touching what visitors see', async () => {
    const about = (await sections()).about_text;
    expect(about.draft_value).toBe('Since 2012, every day');
    await client.discard([{ id: ids.about_text, version: about.version }]).expect(200);
    expect((await sections()).about_text).toMatchObject({ content_value: 'Since 2012', draft_value: null });
  });

  it("applies the admin's lock to drafts: no save, publish or discard of a locked section", async () => {
    const legal = (await sections()).footer_legal;
    await t.sql(`update website_content set draft_value = 'Sneaky' where id = ?`, [ids.footer_legal]);
    const before = await websiteSnapshot(t, site);
    expect((await client.save([{ id: ids.footer_legal, content_value: 'Hacked', version: legal.version }]).expect(409)).body.code).toBe('SITES.SECTION_LOCKED');
    expect((await client.publish([{ id: ids.footer_legal, version: legal.version }]).expect(409)).body.code).toBe('SITES.SECTION_LOCKED');
    expect((await client.discard([{ id: ids.footer_legal, version: legal.version }]).expect(409)).body.code).toBe('SITES.SECTION_LOCKED');
    expect((await client.review([{ id: ids.footer_legal, version: legal.version }]).expect(409)).body.code).toBe('SITES.SECTION_LOCKED');
    expect(await websiteSnapshot(t, site)).toBe(before);
    await t.sql(`update website_content set draft_value = null where id = ?`, [ids.footer_legal]);
  });

  it("answers 404 for another client's sections on every draft route, and changes nothing of theirs", async () => {
    const theirs = await t.sql<{ content_value: string; draft_value: string | null; version: number }>(
      `select content_value, draft_value, version from website_content where id = ?`,
      [otherHero],
    );
    await t.sql(`update website_content set draft_value = 'Their draft' where id = ?`, [otherHero]);
    for (const call of [client.publish, client.discard, client.review]) {
      expect((await call([{ id: otherHero, version: theirs[0].version }]).expect(404)).body.code).toBe('SITES.SECTION_NOT_FOUND');
    }
    expect((await client.save([{ id: otherHero, content_value: 'x', version: theirs[0].version }]).expect(404)).body.code).toBe('SITES.SECTION_NOT_FOUND');
    expect(await t.sql(`select content_value, draft_value, version from website_content where id = ?`, [otherHero])).toEqual([
      { ...theirs[0], draft_value: 'Their draft' },
    ]);
  });

  it('refuses bad bodies with 400 and field messages, and anonymous callers with 401', async () => {
    expect((await client.publish([]).expect(400)).body.details.fields).toHaveProperty('sections');
    await client.publish([{ id: 'nope', version: 1 }]).expect(400);
    await client.publish([{ id: ids.hero_title, version: 0 }]).expect(400);
    await client.publish([{ id: ids.hero_title, version: 1, content_value: 'x' }]).expect(400);
    const v = (await sections()).hero_title.version;
    await client
      .publish([
        { id: ids.hero_title, version: v },
        { id: ids.hero_title, version: v },
      ])
      .expect(400);
    await t
      .http()
      .post('/api/my/website/publish')
      .send({ sections: [{ id: ids.hero_title, version: 1 }] })
      .expect(401);
    await t
      .http()
      .post('/api/my/website/discard')
      .send({ sections: [{ id: ids.hero_title, version: 1 }] })
      .expect(401);
  });

  it('restores an old version as a draft to publish: nothing visitors see changes until then', async () => {
    const hero = (await sections()).hero_title;
    const revision = await insertRevision(t, {
      websiteId: site,
      itemType: 'section',
      itemId: ids.hero_title,
      action: 'update',
      version: 1,
      previous: null,
      next: { content_value: 'Warm bread every morning', is_locked: false },
    });
    await t
      .http()
      .post(`/api/my/website/sections/${ids.hero_title}/revisions/${revision}/restore`)
      .set('Authorization', owner.auth)
      .send({ version: hero.version })
      .expect((res) => expect([200, 201]).toContain(res.status));
    expect((await sections()).hero_title).toMatchObject({
      content_value: 'Sourdough on Sundays',
      draft_value: 'Warm bread every morning',
      version: hero.version + 1,
    });
    expect(await livePage()).toContain('Sourdough on Sundays');
    await client.publish([{ id: ids.hero_title, version: hero.version + 1 }]).expect(200);
    await eventually(async () => expect(await livePage()).toContain('Warm bread every morning'));
  });

  describe('with review required', () => {
    beforeAll(async () => {
      await t.http().patch(`/api/admin/websites/${site}`).set('Authorization', admin.auth).send({ requires_review: true }).expect(200);
    });

    it('shows the setting to the client', async () => {
      const res = await t.http().get('/api/my/website').set('Authorization', owner.auth).expect(200);
      expect(res.body.website.requires_review).toBe(true);
    });

    it('lets no client route publish: publish is 403, and post changes visitors would see are refused', async () => {
      const v = (await sections()).about_text.version;
      await client.save([{ id: ids.about_text, content_value: 'Reviewed about', version: v }]).expect(200);
      const before = await websiteSnapshot(t, site);
      const publish = await client.publish([{ id: ids.about_text, version: v + 1 }]).expect(403);
      expect(publish.body.code).toBe('SITES.REVIEW_REQUIRED');
      const posts = (path: string) => t.http().post(path).set('Authorization', owner.auth);
      expect((await posts('/api/my/website/posts').send({ title: 'Live now', content: 'x', published: true }).expect(403)).body.code).toBe(
        'SITES.REVIEW_REQUIRED',
      );
      await posts('/api/my/website/posts').send({ title: 'Later', content: 'x', publish_at: '2030-01-01T10:00:00Z' }).expect(403);
      const published = await insertPost(t, site, { title: 'Old news', published: true });
      // Editing a published post writes its draft only: allowed, and visitors keep the published text.
      await t.http().patch(`/api/my/website/posts/${published}`).set('Authorization', owner.auth).send({ content: 'Edited live' }).expect(200);
      expect(await t.sql(`select content, draft_content from blog_posts where id = ?`, [published])).toEqual([{ content: '', draft_content: 'Edited live' }]);
      const snapshotWithPost = await websiteSnapshot(t, site);
      const [{ version }] = await t.sql<{ version: number }>(`select version from blog_posts where id = ?`, [published]);
      expect((await posts(`/api/my/website/posts/${published}/publish`).send({ version }).expect(403)).body.code).toBe('SITES.REVIEW_REQUIRED');
      await t.http().delete(`/api/my/website/posts/${published}`).set('Authorization', owner.auth).expect(403);
      expect(await websiteSnapshot(t, site)).toBe(snapshotWithPost);
      // A post nobody sees can still be written.
      const draftPost = await posts('/api/my/website/posts').send({ title: 'Private draft', content: 'x' }).expect(201);
      await t.http().patch(`/api/my/website/posts/${draftPost.body.id}`).set('Authorization', owner.auth).send({ published: true }).expect(403);
      expect(before).not.toBe(snapshotWithPost);
    });

    it('sends for review, e-mails the business, and refuses a second request while one waits', async () => {
      const about = (await sections()).about_text;
      const res = await client.review([{ id: ids.about_text, version: about.version }]).expect(201);
      expect(res.body).toMatchObject({ status: 'pending', comment: null });
      expect((await client.review([{ id: ids.about_text, version: about.version }]).expect(409)).body.code).toBe('SITES.REVIEW_PENDING');
      const mails = await t.sql<{ template: string; recipient: string }>(
        `select template, recipient_email from email_logs where template = 'review-requested'`,
      );
      expect(mails).toHaveLength(1);
      expect(await activityOf(t, owner.id)).toContainEqual(expect.objectContaining({ action: 'Sent changes for review' }));
      const mine = await t.http().get('/api/my/website/review').set('Authorization', owner.auth).expect(200);
      expect(mine.body.review).toMatchObject({ id: res.body.id, status: 'pending' });
    });

    it('lists the waiting change for admins only, with the published text beside the draft; the home card counts it', async () => {
      await t.http().get('/api/admin/reviews').set('Authorization', owner.auth).expect(403);
      const list = await t.http().get('/api/admin/reviews').set('Authorization', admin.auth).expect(200);
      expect(list.body).toHaveLength(1);
      expect(list.body[0]).toMatchObject({
        website_name: 'Sunny Bakery',
        status: 'pending',
        sections: [{ section_key: 'about_text', published: 'Since 2012', draft: 'Reviewed about', unchanged_since_request: true }],
      });
      const overview = await t.http().get('/api/admin/overview').set('Authorization', admin.auth).expect(200);
      expect(overview.body.cards).toContainEqual({ key: 'reviews_waiting', count: 1, filters: { status: 'pending' } });
      const id = list.body[0].id;
      await t.http().post(`/api/admin/reviews/${id}/approve`).set('Authorization', owner.auth).expect(403);
      await t.http().post(`/api/admin/reviews/${id}/send-back`).set('Authorization', owner.auth).send({ comment: 'x' }).expect(403);
    });

    it('sends back with a required comment: nothing published, the client is e-mailed and sees the comment', async () => {
      const [{ id }] = (await t.http().get('/api/admin/reviews').set('Authorization', admin.auth).expect(200)).body;
      const empty = await t.http().post(`/api/admin/reviews/${id}/send-back`).set('Authorization', admin.auth).send({ comment: '  ' }).expect(400);
      expect(empty.body.details.fields).toHaveProperty('comment');
      const before = await websiteSnapshot(t, site);
      await t.http().post(`/api/admin/reviews/${id}/send-back`).set('Authorization', admin.auth).send({ comment: 'Mention the new oven' }).expect(200);
      expect(await websiteSnapshot(t, site)).toBe(before);
      const mine = await t.http().get('/api/my/website/review').set('Authorization', owner.auth).expect(200);
      expect(mine.body.review).toMatchObject({ status: 'sent_back', comment: 'Mention the new oven' });
      expect(await t.sql(`select recipient_email from email_logs where template = 'review-sent-back'`)).toEqual([{ recipient_email: owner.email }]);
      expect(await activityOf(t, owner.id)).toContainEqual(
        expect.objectContaining({ action: 'Changes sent back for another look', details: expect.objectContaining({ comment: 'Mention the new oven' }) }),
      );
      expect((await t.http().post(`/api/admin/reviews/${id}/approve`).set('Authorization', admin.auth).expect(409)).body.code).toBe('SITES.REVIEW_DECIDED');
    });

    it('approves exactly the version sent: a draft changed afterwards is refused, the one sent again is published and e-mailed', async () => {
      let about = (await sections()).about_text;
      await client.save([{ id: ids.about_text, content_value: 'Reviewed about, with the new oven', version: about.version }]).expect(200);
      about = (await sections()).about_text;
      const sent = await client.review([{ id: ids.about_text, version: about.version }]).expect(201);
      // Typed again after sending: the admin must not publish text they did not see.
      await client.save([{ id: ids.about_text, content_value: 'Unseen text', version: about.version }]).expect(200);
      const stale = await t.http().post(`/api/admin/reviews/${sent.body.id}/approve`).set('Authorization', admin.auth).expect(409);
      expect(stale.body.code).toBe('SITES.STALE_SECTION');
      expect((await sections()).about_text.content_value).toBe('Since 2012');
      await t.http().post(`/api/admin/reviews/${sent.body.id}/send-back`).set('Authorization', admin.auth).send({ comment: 'Send the latest' }).expect(200);

      about = (await sections()).about_text;
      const again = await client.review([{ id: ids.about_text, version: about.version }]).expect(201);
      const approved = await t.http().post(`/api/admin/reviews/${again.body.id}/approve`).set('Authorization', admin.auth).expect(200);
      expect(approved.body.keys).toEqual(['about_text']);
      expect((await sections()).about_text).toMatchObject({ content_value: 'Unseen text', draft_value: null });
      await eventually(async () => expect(await livePage()).toContain('Unseen text'));
      expect(await t.sql(`select recipient_email from email_logs where template = 'review-approved'`)).toEqual([{ recipient_email: owner.email }]);
      const revision = await t.sql(`select changed_by from revisions where item_id = ? order by changed_at desc limit 1`, [ids.about_text]);
      expect(revision).toEqual([{ changed_by: admin.id }]);
      expect(await activityOf(t, owner.id)).toContainEqual(expect.objectContaining({ action: 'Changes approved and published' }));
      const overview = await t.http().get('/api/admin/overview').set('Authorization', admin.auth).expect(200);
      expect(overview.body.cards).toContainEqual(expect.objectContaining({ key: 'reviews_waiting', count: 0 }));
    });

    it('answers 404 for an unknown review and 400 for a malformed id', async () => {
      await t.http().post(`/api/admin/reviews/7f0c0c5e-1d7a-4c8b-9a55-0123456789ab/approve`).set('Authorization', admin.auth).expect(404);
      await t.http().post(`/api/admin/reviews/nope/approve`).set('Authorization', admin.auth).expect(400);
    });
  });
});
