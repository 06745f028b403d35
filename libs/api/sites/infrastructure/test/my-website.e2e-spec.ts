import { Client } from 'pg';
import {
  activityOf,
  RaceAnswer,
  whileRowLocked,
  createTestApp,
  createUser,
  insertSection,
  insertWebsite,
  TestApp,
  TestUser,
  UNKNOWN_ID,
  websiteSnapshot,
} from './sites-test-support';

describe('client editor: my website and content', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  let siteA: string;
  let siteB: string;
  let ids: Record<string, string>;
  let bHero: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await createUser(t, { fullName: 'Alice Editor' });
    b = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    siteA = await insertWebsite(t, { ownerId: a.id, name: 'Alice Bakery', domain: 'alice.example', template: 'Restaurant' });
    siteB = await insertWebsite(t, { ownerId: b.id, name: 'Bob Garage' });
    ids = {
      hero_title: await insertSection(t, siteA, 'hero_title', 'Fresh bread'),
      about_text: await insertSection(t, siteA, 'about_text', 'Since 2012', { type: 'textarea' }),
      footer_legal: await insertSection(t, siteA, 'footer_legal', '© Alice', { locked: true }),
      contact_phone: await insertSection(t, siteA, 'contact_phone', '555-0100'),
    };
    bHero = await insertSection(t, siteB, 'hero_title', 'Bob fixes cars');
  });
  afterAll(() => t.close());

  const versions = async () =>
    Object.fromEntries(
      // content_value here is the editor's text: the draft when there is one (saves write drafts).
      (
        await t.sql<{ section_key: string; version: number; content_value: string }>(
          `select section_key, version, coalesce(draft_value, content_value) as content_value from website_content where website_id = ?`,
          [siteA],
        )
      ).map((r) => [r.section_key, r]),
    );
  const save = (user: TestUser, sections: unknown) => t.http().put('/api/my/website/content').set('Authorization', user.auth).send({ sections });

  describe('GET /api/my/website', () => {
    it("answers the caller's own website with its owner and sections sorted by key", async () => {
      const res = await t.http().get('/api/my/website').set('Authorization', a.auth).expect(200);
      expect(res.body.website).toMatchObject({
        id: siteA,
        name: 'Alice Bakery',
        domain: 'alice.example',
        template: 'Restaurant',
        owner_id: a.id,
        owner: { id: a.id, full_name: 'Alice Editor', email: a.email },
      });
      expect(res.body.sections.map((s: { section_key: string }) => s.section_key)).toEqual(['about_text', 'contact_phone', 'footer_legal', 'hero_title']);
      expect(res.body.sections[2]).toEqual({
        id: ids.footer_legal,
        website_id: siteA,
        section_key: 'footer_legal',
        content_type: 'text',
        content_value: '© Alice',
        draft_value: null,
        is_locked: true,
        version: 1,
        updated_at: expect.any(String),
      });
    });

    it('gives each editor only their own website; a user without one gets null', async () => {
      const resB = await t.http().get('/api/my/website').set('Authorization', b.auth).expect(200);
      expect(resB.body.website.id).toBe(siteB);
      expect(resB.body.sections.map((s: { id: string }) => s.id)).toEqual([bHero]);
      const resAdmin = await t.http().get('/api/my/website').set('Authorization', admin.auth).expect(200);
      // Admins read the business's time zone here too (the dashboard's dates and schedules use it).
      expect(resAdmin.body).toEqual({ website: null, sections: [], business_time_zone: 'America/New_York' });
    });

    it('answers the oldest of several websites, also when it has no sections yet', async () => {
      const c = await createUser(t, { fullName: null });
      const oldest = await insertWebsite(t, { ownerId: c.id, name: 'Empty first', createdAt: '2026-01-01T00:00:00Z' });
      const newer = await insertWebsite(t, { ownerId: c.id, name: 'Newer', createdAt: '2026-02-01T00:00:00Z' });
      await insertSection(t, newer, 'hero_title', 'Not this one');
      const res = await t.http().get('/api/my/website').set('Authorization', c.auth).expect(200);
      expect(res.body.website).toMatchObject({ id: oldest, name: 'Empty first', owner: { id: c.id, full_name: null, email: c.email } });
      expect(res.body.sections).toEqual([]);
    });

    it('refuses anonymous callers and bad tokens', async () => {
      await t.http().get('/api/my/website').expect(401);
      await t.http().get('/api/my/website').set('Authorization', 'Bearer nope').expect(401);
    });
  });

  describe('PUT /api/my/website/content', () => {
    it('saves changed values as drafts in one go and bumps versions; what visitors see, the website updated_at and the activity stay as they were', async () => {
      await t.sql(`update websites set updated_at = '2026-01-01T00:00:00Z' where id = ?`, [siteA]);
      const before = await versions();
      const res = await save(a, [
        { id: ids.hero_title, content_value: 'Fresher bread', version: before.hero_title.version },
        { id: ids.about_text, content_value: 'Since 2012, every morning', version: before.about_text.version },
        { id: ids.contact_phone, content_value: before.contact_phone.content_value, version: before.contact_phone.version },
      ]).expect(200);
      expect(res.body.sections.map((s: { section_key: string; version: number }) => [s.section_key, s.version])).toEqual([
        ['about_text', before.about_text.version + 1],
        ['contact_phone', before.contact_phone.version],
        ['footer_legal', before.footer_legal.version],
        ['hero_title', before.hero_title.version + 1],
      ]);
      const after = await versions();
      expect(after.hero_title.content_value).toBe('Fresher bread');
      expect(after.about_text.content_value).toBe('Since 2012, every morning');
      expect(after.contact_phone.version).toBe(before.contact_phone.version);
      const published = await t.sql(
        `select section_key, content_value from website_content where website_id = ? and section_key in ('hero_title', 'about_text') order by section_key`,
        [siteA],
      );
      expect(published).toEqual([
        { section_key: 'about_text', content_value: 'Since 2012' },
        { section_key: 'hero_title', content_value: 'Fresh bread' },
      ]);
      const [site] = await t.sql<{ updated_at: Date }>(`select updated_at from websites where id = ?`, [siteA]);
      expect(new Date(site.updated_at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
      expect(await activityOf(t, a.id)).toEqual([]);
    });

    it('reads the website with its sections in one statement and writes the planned drafts in one conditional UPDATE ... RETURNING, in one transaction', async () => {
      // Its own editor and website, so the activity counts of the tests around stay as they are.
      const c = await createUser(t);
      const site = await insertWebsite(t, { ownerId: c.id, name: 'Counted Cafe' });
      const hero = await insertSection(t, site, 'hero_title', 'Old');
      const phone = await insertSection(t, site, 'contact_phone', '555-0100');
      // Every statement the API sends goes through node-postgres' Client#query (ORM and plain SQL alike).
      const sent = jest.spyOn(Client.prototype, 'query');
      let res;
      let texts: string[];
      try {
        res = await save(c, [
          { id: hero, content_value: 'One statement bread', version: 1 },
          { id: phone, content_value: '555-0111', version: 1 },
        ]).expect(200);
      } finally {
        // Read before restoring: mockRestore also forgets the calls.
        texts = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
        sent.mockRestore();
      }
      const begin = texts.findIndex((text) => /^\s*begin/i.test(text));
      const commit = texts.findIndex((text) => /^\s*commit/i.test(text));
      expect(begin).toBeGreaterThanOrEqual(0);
      const inside = texts.slice(begin + 1, commit).map((text) => text.replace(/\s+/g, ' ').trim());
      expect(inside).toHaveLength(2);
      const [read, write] = inside;
      expect(read).toMatch(/^select .* from \(select id, template, requires_review from websites where owner_id = .*left join website_content/i);
      expect(write).toMatch(/^update website_content c set .* where c\.id = v\.id and c\.version = v\.version and c\.is_locked = false returning/i);
      expect(
        res.body.sections.map((s: { section_key: string; content_value: string; draft_value: string | null; version: number }) => [
          s.section_key,
          s.content_value,
          s.draft_value,
          s.version,
        ]),
      ).toEqual([
        ['contact_phone', '555-0100', '555-0111', 2],
        ['hero_title', 'Old', 'One statement bread', 2],
      ]);
      // A draft is no change visitors see: no activity entry, no revision (the publish writes them).
      expect(await activityOf(t, c.id)).toEqual([]);
      expect(await t.sql(`select 1 from revisions where website_id = ? and action = 'update'`, [site])).toEqual([]);
    });

    it('refuses a locked section sent alone: 409 naming it, value unchanged, no activity', async () => {
      const before = await websiteSnapshot(t, siteA);
      const activityBefore = (await activityOf(t, a.id)).length;
      const res = await save(a, [{ id: ids.footer_legal, content_value: 'Hacked', version: 1 }]).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'SITES.SECTION_LOCKED',
        message: 'Section footer_legal is locked by your administrator',
        details: { section_key: 'footer_legal' },
      });
      expect(await websiteSnapshot(t, siteA)).toBe(before);
      expect(await activityOf(t, a.id)).toHaveLength(activityBefore);
    });

    it('refuses a batch containing a locked section and saves none of it', async () => {
      const before = await websiteSnapshot(t, siteA);
      const v = await versions();
      const res = await save(a, [
        { id: ids.hero_title, content_value: 'Would be saved', version: v.hero_title.version },
        { id: ids.footer_legal, content_value: 'Hacked', version: v.footer_legal.version },
      ]).expect(409);
      expect(res.body.code).toBe('SITES.SECTION_LOCKED');
      expect(res.body.details.section_key).toBe('footer_legal');
      expect(await websiteSnapshot(t, siteA)).toBe(before);
      expect(await activityOf(t, a.id)).toEqual([]);
    });

    it('lets an admin change a locked section, which the editor still cannot', async () => {
      const res = await t
        .http()
        .patch(`/api/admin/sections/${ids.footer_legal}`)
        .set('Authorization', admin.auth)
        .send({ content_value: '© Alice LLC' })
        .expect(200);
      expect(res.body).toMatchObject({ content_value: '© Alice LLC', is_locked: true, version: 2 });
      await save(a, [{ id: ids.footer_legal, content_value: 'Hacked', version: 2 }]).expect(409);
      expect((await versions()).footer_legal.content_value).toBe('© Alice LLC');
    });

    it('saves the sections nobody else changed and answers the stale one as a conflict with theirs and yours', async () => {
      // Tab A saves Hero Title; tab B, opened before that, changes Hero Title, Contact Phone and About Text.
      const opened = await versions();
      await save(a, [{ id: ids.hero_title, content_value: 'Saved in tab A', version: opened.hero_title.version }]).expect(200);
      const count = (await activityOf(t, a.id)).length;
      const res = await save(a, [
        { id: ids.hero_title, content_value: 'Typed in tab B', version: opened.hero_title.version },
        { id: ids.contact_phone, content_value: '555-0199', version: opened.contact_phone.version },
        { id: ids.about_text, content_value: 'About, typed in tab B', version: opened.about_text.version },
      ]).expect(200);
      expect(res.body.saved).toEqual(['about_text', 'contact_phone']);
      expect(res.body.conflicts).toEqual([
        {
          theirs: expect.objectContaining({
            id: ids.hero_title,
            section_key: 'hero_title',
            draft_value: 'Saved in tab A',
            version: opened.hero_title.version + 1,
          }),
          yours: 'Typed in tab B',
        },
      ]);
      const after = await versions();
      expect(after.hero_title).toMatchObject({ content_value: 'Saved in tab A', version: opened.hero_title.version + 1 });
      expect(after.contact_phone).toMatchObject({ content_value: '555-0199', version: opened.contact_phone.version + 1 });
      expect(after.about_text).toMatchObject({ content_value: 'About, typed in tab B', version: opened.about_text.version + 1 });
      expect(res.body.sections.find((s: { id: string }) => s.id === ids.contact_phone)).toMatchObject({
        draft_value: '555-0199',
        version: after.contact_phone.version,
      });
      expect(await activityOf(t, a.id)).toHaveLength(count);

      // B chooses (here: keeps their own text) and saves again against theirs.version: saved.
      const again = await save(a, [{ id: ids.hero_title, content_value: 'Typed in tab B', version: res.body.conflicts[0].theirs.version }]).expect(200);
      expect(again.body).toMatchObject({ saved: ['hero_title'], conflicts: [] });
      expect((await versions()).hero_title.content_value).toBe('Typed in tab B');
    });

    it('writes nothing and logs nothing when the only changed section is stale', async () => {
      const v = await versions();
      const before = await websiteSnapshot(t, siteA);
      const count = (await activityOf(t, a.id)).length;
      const res = await save(a, [{ id: ids.hero_title, content_value: 'Older edit', version: v.hero_title.version - 1 }]).expect(200);
      expect(res.body).toMatchObject({ saved: [], conflicts: [{ theirs: { section_key: 'hero_title', version: v.hero_title.version }, yours: 'Older edit' }] });
      expect(await websiteSnapshot(t, siteA)).toBe(before);
      expect(await activityOf(t, a.id)).toHaveLength(count);
    });

    it('lets exactly one of two concurrent saves of the same version write; the other gets the winner as theirs', async () => {
      const v = (await versions()).contact_phone.version;
      const [r1, r2] = await Promise.all([
        save(a, [{ id: ids.contact_phone, content_value: '555-0101', version: v }]),
        save(a, [{ id: ids.contact_phone, content_value: '555-0102', version: v }]),
      ]);
      expect([r1.status, r2.status]).toEqual([200, 200]);
      const [winner, loser] = r1.body.saved.length ? [r1, r2] : [r2, r1];
      expect(winner.body).toMatchObject({ saved: ['contact_phone'], conflicts: [] });
      expect(loser.body.saved).toEqual([]);
      expect(loser.body.conflicts).toEqual([
        {
          theirs: expect.objectContaining({ draft_value: winner === r1 ? '555-0101' : '555-0102', version: v + 1 }),
          yours: winner === r1 ? '555-0102' : '555-0101',
        },
      ]);
      const after = (await versions()).contact_phone;
      expect(after.version).toBe(v + 1);
      expect(after.content_value).toBe(winner === r1 ? '555-0101' : '555-0102');
    });

    describe('a write that lands between our read and our conditional update', () => {
      const raceWith = (sql: string, params: unknown[], request: () => Promise<RaceAnswer>) => whileRowLocked(t, sql, params, request);

      it('answers the section another save committed first as a conflict and saves the rest', async () => {
        const v = await versions();
        const count = (await activityOf(t, a.id)).length;
        const res = await raceWith(
          `update website_content set draft_value = 'committed elsewhere', version = version + 1 where id = $1`,
          [ids.hero_title],
          () =>
            save(a, [
              { id: ids.about_text, content_value: 'about, would be saved', version: v.about_text.version },
              { id: ids.hero_title, content_value: 'mine', version: v.hero_title.version },
            ]),
        );
        expect(res.status).toBe(200);
        expect(res.body.saved).toEqual(['about_text']);
        expect(res.body.conflicts).toEqual([
          { theirs: expect.objectContaining({ draft_value: 'committed elsewhere', version: v.hero_title.version + 1 }), yours: 'mine' },
        ]);
        const after = await versions();
        expect(after.hero_title).toMatchObject({ content_value: 'committed elsewhere', version: v.hero_title.version + 1 });
        expect(after.about_text).toMatchObject({ content_value: 'about, would be saved', version: v.about_text.version + 1 });
        expect(await activityOf(t, a.id)).toHaveLength(count);
      });

      it('refuses the save as locked when an admin locked the section meanwhile', async () => {
        const v = await versions();
        const res = await raceWith(`update website_content set is_locked = true where id = $1`, [ids.contact_phone], () =>
          save(a, [{ id: ids.contact_phone, content_value: '555-0666', version: v.contact_phone.version }]),
        );
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('SITES.SECTION_LOCKED');
        expect((await versions()).contact_phone).toEqual(v.contact_phone);
        await t.sql(`update website_content set is_locked = false where id = ?`, [ids.contact_phone]);
      });
    });

    it("answers 404 when B saves A's sections (alone or mixed with B's own); A's rows byte-identical", async () => {
      const before = await websiteSnapshot(t, siteA);
      const beforeB = await websiteSnapshot(t, siteB);
      const alone = await save(b, [{ id: ids.hero_title, content_value: 'B was here', version: 1 }]).expect(404);
      expect(alone.body.code).toBe('SITES.SECTION_NOT_FOUND');
      await save(b, [
        { id: bHero, content_value: 'Bob fixes trucks', version: 1 },
        { id: ids.about_text, content_value: 'B was here', version: 2 },
      ]).expect(404);
      expect(await websiteSnapshot(t, siteA)).toBe(before);
      expect(await websiteSnapshot(t, siteB)).toBe(beforeB);
      expect(await activityOf(t, b.id)).toHaveLength(0);
    });

    it('answers 404 SITES.NO_WEBSITE for a user without a website (admin included)', async () => {
      const res = await save(admin, [{ id: ids.hero_title, content_value: 'x', version: 1 }]).expect(404);
      expect(res.body.code).toBe('SITES.NO_WEBSITE');
    });

    it('saves nothing and logs nothing when one section of a batch is invalid', async () => {
      const v = await versions();
      const before = await websiteSnapshot(t, siteA);
      const count = (await activityOf(t, a.id)).length;
      const good = { id: ids.hero_title, content_value: 'Would be saved', version: v.hero_title.version };
      await save(a, [good, { id: UNKNOWN_ID, content_value: 'x', version: 1 }]).expect(404);
      await save(a, [good, { id: ids.about_text, content_value: 'x'.repeat(50_001), version: v.about_text.version }]).expect(400);
      await save(a, [good, { id: 'not-a-uuid', content_value: 'x', version: 1 }]).expect(400);
      await save(a, [good, { id: ids.about_text, content_value: 42, version: v.about_text.version }]).expect(400);
      await save(a, [good, { id: ids.about_text, content_value: 'x', version: 0 }]).expect(400);
      await save(a, [good, { ...good, content_value: 'twice' }]).expect(400);
      expect(await websiteSnapshot(t, siteA)).toBe(before);
      expect(await activityOf(t, a.id)).toHaveLength(count);
    });

    it("follows the website's template: limits and kinds hold, the 400 names the section by its label; nothing written (an empty required section waits for the publish)", async () => {
      const v = await versions();
      const before = await websiteSnapshot(t, siteA);
      const count = (await activityOf(t, a.id)).length;
      const about = { id: ids.about_text, content_value: 'Would be saved', version: v.about_text.version };
      const long = await save(a, [about, { id: ids.hero_title, content_value: 'x'.repeat(81), version: v.hero_title.version }]).expect(400);
      expect(long.body).toMatchObject({
        code: 'SITES.INVALID_FIELD',
        message: 'Headline must be at most 80 characters',
        details: { fields: { hero_title: ['Headline must be at most 80 characters'] } },
      });
      const twoLines = await save(a, [{ id: ids.hero_title, content_value: 'One\nTwo', version: v.hero_title.version }]).expect(400);
      expect(twoLines.body.details.fields.hero_title).toEqual(['Headline must fit on one line']);
      expect(await websiteSnapshot(t, siteA)).toBe(before);
      expect(await activityOf(t, a.id)).toHaveLength(count);
    });

    it('refuses unknown fields (is_locked, website_id) with 400 and changes nothing', async () => {
      const v = await versions();
      const before = await websiteSnapshot(t, siteA);
      const inItem = await save(a, [{ id: ids.footer_legal, content_value: 'Hacked', version: v.footer_legal.version, is_locked: false }]).expect(400);
      expect(inItem.body.code).toBe('REQUEST.VALIDATION');
      expect(JSON.stringify(inItem.body.details.fields)).toContain('is_locked');
      const topLevel = await t
        .http()
        .put('/api/my/website/content')
        .set('Authorization', a.auth)
        .send({ website_id: siteB, sections: [{ id: ids.hero_title, content_value: 'x', version: v.hero_title.version }] })
        .expect(400);
      expect(topLevel.body.details.fields).toHaveProperty('website_id');
      await t.http().put('/api/my/website/content').set('Authorization', a.auth).send({}).expect(400);
      await t.http().put('/api/my/website/content').set('Authorization', a.auth).send({ sections: 'all' }).expect(400);
      expect(await websiteSnapshot(t, siteA)).toBe(before);
    });

    it('accepts an empty batch as a no-op without activity', async () => {
      const count = (await activityOf(t, a.id)).length;
      const res = await save(a, []).expect(200);
      expect(res.body.sections).toHaveLength(4);
      expect(await activityOf(t, a.id)).toHaveLength(count);
    });

    it('refuses anonymous callers', async () => {
      await t.http().put('/api/my/website/content').send({ sections: [] }).expect(401);
    });
  });

  describe('GET /api/my/activity', () => {
    it("answers the caller's 5 newest entries, newest first, and nobody else's", async () => {
      const user = await createUser(t);
      const site = await insertWebsite(t, { ownerId: user.id });
      for (let i = 1; i <= 7; i++) {
        await t.sql(
          `insert into activity_logs (id, user_id, website_id, action, created_at) values (gen_random_uuid(), ?, ?, ?, now() - make_interval(mins => ?))`,
          [user.id, site, `Action ${i}`, 10 - i],
        );
      }
      const res = await t.http().get('/api/my/activity').set('Authorization', user.auth).expect(200);
      expect(res.body.map((x: { action: string }) => x.action)).toEqual(['Action 7', 'Action 6', 'Action 5', 'Action 4', 'Action 3']);
      expect(res.body[0]).toEqual({ id: expect.any(String), action: 'Action 7', details: {}, website_id: site, created_at: expect.any(String) });
      const resB = await t.http().get('/api/my/activity').set('Authorization', b.auth).expect(200);
      expect(resB.body).toEqual([]);
      await t.http().get('/api/my/activity').expect(401);
    });

    it("shows the editor's own publish", async () => {
      const hero = (await versions()).hero_title;
      await t
        .http()
        .post('/api/my/website/publish')
        .set('Authorization', a.auth)
        .send({ sections: [{ id: ids.hero_title, version: hero.version }] })
        .expect(200);
      const res = await t.http().get('/api/my/activity').set('Authorization', a.auth).expect(200);
      expect(res.body[0]).toMatchObject({ action: 'Published website content', website_id: siteA, details: { sections: ['hero_title'] } });
    });
  });
});
