import { randomUUID } from 'node:crypto';
import { BASELINE_REVISIONS_SQL } from '@fw/api-shared-infrastructure';
import { RevisionPruneSweeper } from '../src/jobs/revision-prune.sweeper';
import { activityOf, createTestApp, createUser, insertPost, insertSection, insertWebsite, TestApp, TestUser, UNKNOWN_ID } from './sites-test-support';

/** docs/product.md §14: every change to a section or post is kept, and a client or admin can put it back. */
describe('history: revisions and restore', () => {
  let t: TestApp;
  let a: TestUser;
  let b: TestUser;
  let admin: TestUser;
  let siteA: string;
  let siteB: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { REVISIONS_KEEP_COUNT: '5', REVISIONS_KEEP_DAYS: '60', BUSINESS_TIME_ZONE: 'America/New_York' } });
    a = await createUser(t, { fullName: 'Jane Doe' });
    b = await createUser(t);
    admin = await createUser(t, { role: 'admin', fullName: 'Ada Admin' });
    siteA = await insertWebsite(t, { ownerId: a.id });
    siteB = await insertWebsite(t, { ownerId: b.id });
  });
  afterAll(() => t.close());

  const as = (user: TestUser | null) => ({
    get: (url: string) => (user ? t.http().get(url).set('Authorization', user.auth) : t.http().get(url)),
    post: (url: string, body: object = {}) => (user ? t.http().post(url).set('Authorization', user.auth) : t.http().post(url)).send(body),
    patch: (url: string, body: object) => t.http().patch(url).set('Authorization', user!.auth).send(body),
    put: (url: string, body: object) => t.http().put(url).set('Authorization', user!.auth).send(body),
    delete: (url: string) => t.http().delete(url).set('Authorization', user!.auth),
  });
  const save = (user: TestUser, id: string, value: string, version: number) =>
    as(user).put('/api/my/website/content', { sections: [{ id, content_value: value, version }] });
  /** A save is a draft; the history records what is published: save at `version`, publish at the next. */
  const saveAndPublish = async (user: TestUser, id: string, value: string, version: number) => {
    await save(user, id, value, version).expect(200);
    await as(user)
      .post('/api/my/website/publish', { sections: [{ id, version: version + 1 }] })
      .expect(200);
  };

  describe('sections', () => {
    let hero: string;

    beforeAll(async () => {
      hero = (
        await as(admin)
          .post('/api/admin/sections', { website_id: siteA, section_key: 'hero_title', content_type: 'text', content_value: 'Fresh bread' })
          .expect(201)
      ).body.id;
      await saveAndPublish(a, hero, 'Warm bread', 1);
      await saveAndPublish(a, hero, 'Cold bread', 3);
    });

    it('lists who changed what, newest first, with the value before and after and the version', async () => {
      const res = await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200);
      expect(res.body).toHaveLength(3);
      expect(res.body[0]).toEqual({
        kind: 'revision',
        id: expect.any(String),
        website_id: siteA,
        item_type: 'section',
        item_id: hero,
        item_label: 'hero_title',
        action: 'update',
        version: 5,
        changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        changed_by: { id: a.id, name: 'Jane Doe' },
        previous: { content_value: 'Warm bread', is_locked: false },
        next: { content_value: 'Cold bread', is_locked: false },
      });
      expect(res.body.map((r: { action: string; version: number }) => [r.action, r.version])).toEqual([
        ['update', 5],
        ['update', 3],
        ['create', 1],
      ]);
      expect(res.body[2]).toMatchObject({ previous: null, next: { content_value: 'Fresh bread' }, changed_by: { id: admin.id, name: 'Ada Admin' } });
    });

    it('restores a version as a draft to publish (no revision until then), with an activity entry dated in the business time zone', async () => {
      const created = (await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body[2];
      // 02:00 UTC on Nov 21 is still Nov 20 in New York.
      await t.sql(`update revisions set changed_at = '2026-11-21T02:00:00Z' where id = ?`, [created.id]);
      const res = await as(a).post(`/api/my/website/sections/${hero}/revisions/${created.id}/restore`, { version: 5 }).expect(200);
      expect(res.body.section).toMatchObject({ id: hero, content_value: 'Cold bread', draft_value: 'Fresh bread', version: 6, is_locked: false });
      const [row] = await t.sql<{ content_value: string; draft_value: string; version: number }>(
        `select content_value, draft_value, version from website_content where id = ?`,
        [hero],
      );
      expect(row).toEqual({ content_value: 'Cold bread', draft_value: 'Fresh bread', version: 6 });
      expect((await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body).toHaveLength(3);
      const activity = await activityOf(t, a.id);
      expect(activity[activity.length - 1]).toEqual({
        action: 'Restored hero title to the version of Nov 20 as a draft',
        details: { sections: ['hero_title'], revision_id: created.id },
        website_id: siteA,
      });
      await as(a)
        .post('/api/my/website/publish', { sections: [{ id: hero, version: 6 }] })
        .expect(200);
      const history = (await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body;
      expect(history[0]).toMatchObject({
        action: 'update',
        version: 7,
        previous: { content_value: 'Cold bread' },
        next: { content_value: 'Fresh bread' },
        changed_by: { id: a.id },
      });
    });

    it('refuses a restore from a stale version with 409, changing nothing (a content save from it reports a conflict)', async () => {
      const [oldest] = (await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body.slice(-1);
      const before = (await activityOf(t, a.id)).length;
      const res = await as(a).post(`/api/my/website/sections/${hero}/revisions/${oldest.id}/restore`, { version: 3 }).expect(409);
      const saveAnswer = await save(a, hero, 'x', 3).expect(200);
      expect(saveAnswer.body).toMatchObject({ saved: [], conflicts: [{ theirs: { id: hero }, yours: 'x' }] });
      expect(res.body).toMatchObject({ statusCode: 409, code: 'SITES.STALE_SECTION', details: { section_key: 'hero_title' } });
      expect(await activityOf(t, a.id)).toHaveLength(before);
      expect(await t.sql(`select count(*)::int as n from revisions where item_id = ?`, [hero])).toEqual([{ n: 4 }]);
    });

    it('refuses a client’s restore into a locked section (as the content save), an admin restores it', async () => {
      await as(admin).patch(`/api/admin/sections/${hero}`, { is_locked: true }).expect(200);
      const history = (await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body;
      expect(history[0]).toMatchObject({ action: 'lock', version: 8, changed_by: { id: admin.id }, previous: { is_locked: false }, next: { is_locked: true } });
      const warm = history.find((r: { next: { content_value: string } | null }) => r.next?.content_value === 'Warm bread');
      const res = await as(a).post(`/api/my/website/sections/${hero}/revisions/${warm.id}/restore`, { version: 8 }).expect(409);
      expect(res.body).toEqual((await save(a, hero, 'x', 8).expect(409)).body);
      expect(res.body.code).toBe('SITES.SECTION_LOCKED');

      const adminRes = await as(admin).post(`/api/admin/revisions/${warm.id}/restore`, { version: 8 }).expect(200);
      expect(adminRes.body).toEqual({
        item_type: 'section',
        section: expect.objectContaining({ id: hero, content_value: 'Warm bread', is_locked: true, version: 9 }),
      });
      await as(admin).post(`/api/admin/revisions/${warm.id}/restore`, { version: 8 }).expect(409);
      await as(admin).patch(`/api/admin/sections/${hero}`, { is_locked: false }).expect(200);
      const latest = (await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body;
      expect(latest.slice(0, 2).map((r: { action: string; changed_by: { id: string } }) => [r.action, r.changed_by.id])).toEqual([
        ['unlock', admin.id],
        ['restore', admin.id],
      ]);
    });

    it('answers 404 for another client’s section or revision, 401 without sign-in, and changes nothing', async () => {
      const bHero = await insertSection(t, siteB, 'hero_title', 'B text');
      const [rev] = (await as(a).get(`/api/my/website/sections/${hero}/revisions`).expect(200)).body;
      expect((await as(b).get(`/api/my/website/sections/${hero}/revisions`).expect(404)).body.code).toBe('SITES.SECTION_NOT_FOUND');
      await as(b).post(`/api/my/website/sections/${hero}/revisions/${rev.id}/restore`, { version: rev.version }).expect(404);
      // A's revision against B's own section: not B's history.
      expect((await as(b).post(`/api/my/website/sections/${bHero}/revisions/${rev.id}/restore`, { version: 1 }).expect(404)).body.code).toBe(
        'SITES.REVISION_NOT_FOUND',
      );
      await as(a).post(`/api/my/website/sections/${hero}/revisions/${UNKNOWN_ID}/restore`, { version: rev.version }).expect(404);
      await as(null).get(`/api/my/website/sections/${hero}/revisions`).expect(401);
      await as(null).post(`/api/my/website/sections/${hero}/revisions/${rev.id}/restore`, { version: rev.version }).expect(401);
      await as(a).post(`/api/my/website/sections/${hero}/revisions/${rev.id}/restore`, {}).expect(400);
      await as(a).get(`/api/my/website/sections/not-a-uuid/revisions`).expect(400);
      const [row] = await t.sql<{ content_value: string }>(`select content_value from website_content where id = ?`, [bHero]);
      expect(row.content_value).toBe('B text');
    });

    it('keeps the history of an admin’s section delete', async () => {
      const temp = (
        await as(admin)
          .post('/api/admin/sections', { website_id: siteA, section_key: 'temp_note', content_type: 'text', content_value: 'Closed today' })
          .expect(201)
      ).body.id;
      await as(admin).delete(`/api/admin/sections/${temp}`).expect(204);
      const rows = await t.sql<{ action: string; version: number | null; previous: unknown; next: unknown }>(
        `select action, version, previous, next from revisions where item_id = ? order by changed_at`,
        [temp],
      );
      expect(rows).toEqual([
        { action: 'create', version: 1, previous: null, next: { content_value: 'Closed today', is_locked: false } },
        { action: 'delete', version: null, previous: { content_value: 'Closed today', is_locked: false }, next: null },
      ]);
    });
  });

  describe('posts', () => {
    it('keeps each create and edit, restores a version (stale → the PATCH 409)', async () => {
      const post = (await as(a).post('/api/my/website/posts', { title: 'Opening day', content: 'v1' }).expect(201)).body;
      await as(a).patch(`/api/my/website/posts/${post.id}`, { content: 'v2', published: true, version: 1 }).expect(200);
      const history = (await as(a).get(`/api/my/website/posts/${post.id}/revisions`).expect(200)).body;
      expect(history.map((r: { action: string; version: number }) => [r.action, r.version])).toEqual([
        ['update', 2],
        ['create', 1],
      ]);
      expect(history[0]).toMatchObject({
        item_type: 'post',
        item_label: 'Opening day',
        previous: { title: 'Opening day', content: 'v1', published: false },
        next: { title: 'Opening day', content: 'v2', published: true },
      });
      await t.sql(`update revisions set changed_at = '2026-11-20T15:00:00Z' where id = ?`, [history[1].id]);
      const stale = await as(a).post(`/api/my/website/posts/${post.id}/revisions/${history[1].id}/restore`, { version: 1 }).expect(409);
      const patchAnswer = await as(a).patch(`/api/my/website/posts/${post.id}`, { content: 'x', version: 1 }).expect(409);
      expect(stale.body).toEqual(patchAnswer.body);
      const res = await as(a).post(`/api/my/website/posts/${post.id}/revisions/${history[1].id}/restore`, { version: 2 }).expect(200);
      // The post is published, so the restored text becomes its draft: visitors keep v2 until a publish.
      expect(res.body).toMatchObject({ id: post.id, title: 'Opening day', content: 'v2', draft_content: 'v1', published: true, version: 3 });
      const activity = await activityOf(t, a.id);
      expect(activity[activity.length - 1].action).toBe('Restored blog post: Opening day to the version of Nov 20');
      expect((await as(a).get(`/api/my/website/posts/${post.id}/revisions`).expect(200)).body[0]).toMatchObject({ action: 'update', version: 2 });
      await as(a).post(`/api/my/website/posts/${post.id}/publish`, { version: 3 }).expect(200);
      expect((await as(a).get(`/api/my/website/posts/${post.id}/revisions`).expect(200)).body[0]).toMatchObject({
        action: 'update',
        version: 4,
        next: { content: 'v1', published: true },
      });
      await as(b).get(`/api/my/website/posts/${post.id}/revisions`).expect(404);
      await as(b).post(`/api/my/website/posts/${post.id}/revisions/${history[1].id}/restore`, { version: 3 }).expect(404);
      await as(null).get(`/api/my/website/posts/${post.id}/revisions`).expect(401);
    });

    it('keeps and restores a post’s schedule with its text', async () => {
      const post = (await as(a).post('/api/my/website/posts', { title: 'Soon', publish_at: '2030-12-01T14:00:00Z' }).expect(201)).body;
      await as(a).patch(`/api/my/website/posts/${post.id}`, { publish_at: null, version: 1 }).expect(200);
      const [update, create] = (await as(a).get(`/api/my/website/posts/${post.id}/revisions`).expect(200)).body;
      expect(update).toMatchObject({ previous: { publish_at: '2030-12-01T14:00:00.000Z' }, next: { publish_at: null } });
      const res = await as(a).post(`/api/my/website/posts/${post.id}/revisions/${create.id}/restore`, { version: 2 }).expect(200);
      expect(res.body).toMatchObject({ publish_at: '2030-12-01T14:00:00.000Z', version: 3 });
    });

    it('lists a deleted post for 30 days and restores it with its id, last content and a later version', async () => {
      const post = (await as(a).post('/api/my/website/posts', { title: 'Gone soon', content: 'Body', published: true }).expect(201)).body;
      await as(a).patch(`/api/my/website/posts/${post.id}`, { title: 'Gone now', version: 1 }).expect(200);
      await as(a).post(`/api/my/website/posts/${post.id}/publish`, { version: 2 }).expect(200);
      await as(a).delete(`/api/my/website/posts/${post.id}`).expect(204);
      const deleted = (await as(a).get('/api/my/website/posts/deleted').expect(200)).body;
      expect(deleted[0]).toEqual({
        id: post.id,
        title: 'Gone now',
        deleted_at: expect.any(String),
        deleted_by: { id: a.id, name: 'Jane Doe' },
        revision_id: expect.any(String),
      });
      expect((await as(b).get('/api/my/website/posts/deleted').expect(200)).body).toEqual([]);
      expect((await as(b).post(`/api/my/website/posts/${post.id}/restore`).expect(404)).body.code).toBe('SITES.DELETED_POST_NOT_FOUND');

      const res = await as(a).post(`/api/my/website/posts/${post.id}/restore`).expect(200);
      expect(res.body).toMatchObject({ id: post.id, title: 'Gone now', content: 'Body', published: true, version: 4 });
      expect((await as(a).get('/api/my/website/posts').expect(200)).body.map((p: { id: string }) => p.id)).toContain(post.id);
      expect((await as(a).get('/api/my/website/posts/deleted').expect(200)).body.map((p: { id: string }) => p.id)).not.toContain(post.id);
      expect((await as(a).post(`/api/my/website/posts/${post.id}/restore`).expect(409)).body.code).toBe('SITES.POST_EXISTS');
      const activity = await activityOf(t, a.id);
      expect(activity[activity.length - 1].action).toBe('Restored deleted blog post: Gone now');
      await as(null).post(`/api/my/website/posts/${post.id}/restore`).expect(401);
    });

    it('does not restore a post deleted more than 30 days ago', async () => {
      const post = (await as(a).post('/api/my/website/posts', { title: 'Old news' }).expect(201)).body;
      await as(a).delete(`/api/my/website/posts/${post.id}`).expect(204);
      await t.sql(`update revisions set changed_at = now() - interval '31 days' where item_id = ?`, [post.id]);
      expect((await as(a).get('/api/my/website/posts/deleted').expect(200)).body.map((p: { id: string }) => p.id)).not.toContain(post.id);
      await as(a).post(`/api/my/website/posts/${post.id}/restore`).expect(404);
      await as(a).post(`/api/my/website/posts/${UNKNOWN_ID}/restore`).expect(404);
    });

    it('lets two restores of one deleted post race: one wins, the other is a 409', async () => {
      const post = (await as(a).post('/api/my/website/posts', { title: 'Twice' }).expect(201)).body;
      await as(a).delete(`/api/my/website/posts/${post.id}`).expect(204);
      const answers = await Promise.all([as(a).post(`/api/my/website/posts/${post.id}/restore`), as(a).post(`/api/my/website/posts/${post.id}/restore`)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });

  describe('admin timeline', () => {
    let site: string;
    let client: TestUser;

    beforeAll(async () => {
      client = await createUser(t, { fullName: 'Carl Client' });
      site = await insertWebsite(t, { ownerId: client.id });
      const s = (await as(admin).post('/api/admin/sections', { website_id: site, section_key: 'about', content_type: 'text', content_value: 'A' }).expect(201))
        .body.id;
      await saveAndPublish(client, s, 'B', 1);
      const p = (await as(client).post('/api/my/website/posts', { title: 'News' }).expect(201)).body.id;
      await as(client).delete(`/api/my/website/posts/${p}`).expect(204);
      await t.sql(`update revisions set changed_at = '2026-11-10T12:00:00Z' where website_id = ? and action = 'create' and item_type = 'section'`, [site]);
    });

    it('lists every change across sections and posts newest first, paged with X-Total-Count, filtered by person and date', async () => {
      const all = await as(admin).get(`/api/admin/websites/${site}/revisions`).expect(200);
      expect(all.headers['x-total-count']).toBe('4');
      expect(all.body.map((r: { item_type: string; action: string }) => `${r.item_type}:${r.action}`)).toEqual([
        'post:delete',
        'post:create',
        'section:update',
        'section:create',
      ]);
      const page = await as(admin).get(`/api/admin/websites/${site}/revisions?_start=1&_end=3`).expect(200);
      expect(page.headers['x-total-count']).toBe('4');
      expect(page.body.map((r: { action: string }) => r.action)).toEqual(['create', 'update']);
      const byClient = await as(admin).get(`/api/admin/websites/${site}/revisions?changed_by=${client.id}`).expect(200);
      expect(byClient.headers['x-total-count']).toBe('3');
      expect(byClient.body.every((r: { changed_by: { id: string } }) => r.changed_by.id === client.id)).toBe(true);
      const nov10 = await as(admin).get(`/api/admin/websites/${site}/revisions?from=2026-11-10&to=2026-11-10`).expect(200);
      expect(nov10.body.map((r: { action: string }) => r.action)).toEqual(['create']);
      const since = await as(admin).get(`/api/admin/websites/${site}/revisions?from=2026-11-11T00:00:00Z`).expect(200);
      expect(since.headers['x-total-count']).toBe('3');
      const past = await as(admin).get(`/api/admin/websites/${site}/revisions?_start=10&_end=20`).expect(200);
      expect(past.body).toEqual([]);
      expect(past.headers['x-total-count']).toBe('4');
    });

    it('restores a client’s deleted post from the timeline; refuses bad input, editors and unknown ids', async () => {
      const [deletion] = (await as(admin).get(`/api/admin/websites/${site}/revisions`).expect(200)).body;
      const res = await as(admin).post(`/api/admin/revisions/${deletion.id}/restore`).expect(200);
      expect(res.body).toEqual({ item_type: 'post', post: expect.objectContaining({ id: deletion.item_id, title: 'News', version: 2 }) });
      await as(admin).get(`/api/admin/websites/${site}/revisions?from=yesterday`).expect(400);
      await as(admin).get(`/api/admin/websites/${site}/revisions?changed_by=nope`).expect(400);
      await as(admin).get(`/api/admin/websites/${UNKNOWN_ID}/revisions`).expect(404);
      await as(admin).post(`/api/admin/revisions/${UNKNOWN_ID}/restore`).expect(404);
      await as(client).get(`/api/admin/websites/${site}/revisions`).expect(403);
      await as(client).post(`/api/admin/revisions/${deletion.id}/restore`).expect(403);
      await as(null).get(`/api/admin/websites/${site}/revisions`).expect(401);
    });
  });

  describe('retention', () => {
    it('prunes past the newest N per item and past D days, keeps recent deletions, and is safe to run twice at once', async () => {
      const site = await insertWebsite(t, {});
      const busy = randomUUID();
      const old = randomUUID();
      const deletedPost = randomUUID();
      const insert = (itemId: string, action: string, daysAgo: number, version: number | null, type = 'section') =>
        t.sql(
          `insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next, changed_at)
           values (?, ?, ?, ?, 'label', ?, ?, null, '{}'::jsonb, now() - make_interval(days => ?))`,
          [randomUUID(), site, type, itemId, action, version, daysAgo],
        );
      for (let i = 1; i <= 8; i++) await insert(busy, 'update', 10 - i, i);
      await insert(old, 'update', 61, 1);
      await insert(old, 'update', 59, 2);
      await insert(deletedPost, 'delete', 29, null, 'post');
      const sweeper = t.app.get(RevisionPruneSweeper);
      const total = async () => (await t.sql<{ n: number }>(`select count(*)::int as n from revisions`))[0].n;
      const before = await total();
      const counts = await Promise.all([sweeper.runOnce(), sweeper.runOnce()]);
      expect(counts[0] + counts[1]).toBe(before - (await total()));
      const left = await t.sql<{ item_id: string; version: number | null }>(
        `select item_id, version from revisions where website_id = ? order by item_id, version`,
        [site],
      );
      expect(left.filter((r) => r.item_id === busy).map((r) => r.version)).toEqual([4, 5, 6, 7, 8]);
      expect(left.filter((r) => r.item_id === old).map((r) => r.version)).toEqual([2]);
      expect(left.filter((r) => r.item_id === deletedPost)).toHaveLength(1);
      expect(await sweeper.runOnce()).toBe(0);
    });
  });
  // Last: the baseline statement gives every item without history in this database a first revision.
  describe('texts written before history was kept (the revision-baselines migration)', () => {
    it('become the first revision, so the first overwrite after an upgrade can be undone', async () => {
      const owner = await createUser(t, { fullName: 'Early Owner' });
      const site = await insertWebsite(t, { ownerId: owner.id });
      const section = await insertSection(t, site, 'hero_title', 'Baked fresh since 2012', { version: 4 });
      const post = await insertPost(t, site, { title: 'Old news', content: 'Written long ago', published: true });
      expect((await as(owner).get(`/api/my/website/sections/${section}/revisions`).expect(200)).body).toEqual([]);

      await t.sql(BASELINE_REVISIONS_SQL);
      await t.sql(BASELINE_REVISIONS_SQL); // again: nothing more
      const [baseline, ...more] = (await as(owner).get(`/api/my/website/sections/${section}/revisions`).expect(200)).body;
      expect(more).toEqual([]);
      expect(baseline).toMatchObject({
        action: 'create',
        version: 4,
        changed_by: null,
        previous: null,
        next: { content_value: 'Baked fresh since 2012', is_locked: false },
      });

      await save(owner, section, 'Closed for renovation', 4).expect(200);
      await as(owner).post(`/api/my/website/sections/${section}/revisions/${baseline.id}/restore`, { version: 5 }).expect(200);
      expect(await t.sql(`select content_value from website_content where id = ?`, [section])).toEqual([{ content_value: 'Baked fresh since 2012' }]);

      const [postBaseline, ...morePost] = (await as(owner).get(`/api/my/website/posts/${post}/revisions`).expect(200)).body;
      expect(morePost).toEqual([]);
      expect(postBaseline).toMatchObject({
        action: 'create',
        version: 1,
        next: { title: 'Old news', content: 'Written long ago', published: true, publish_at: null },
      });
      await as(owner).patch(`/api/my/website/posts/${post}`, { content: 'Overwritten', version: 1 }).expect(200);
      const restored = await as(owner).post(`/api/my/website/posts/${post}/revisions/${postBaseline.id}/restore`, { version: 2 }).expect(200);
      expect(restored.body).toMatchObject({ title: 'Old news', content: 'Written long ago', published: true, version: 3 });
    });
  });
});
