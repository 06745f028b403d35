import { createTestApp, createUser, insertSection, insertWebsite, TestApp, TestUser, UNKNOWN_ID } from './sites-test-support';

describe('admin: content sections (simple-rest)', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;
  let site: string;
  let other: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    editor = await createUser(t);
    site = await insertWebsite(t, { ownerId: editor.id, name: 'Editor site' });
    other = await insertWebsite(t, { name: 'Other site' });
    for (const [key, locked, type] of [
      ['about_text', false, 'textarea'],
      ['contact_email', false, 'text'],
      ['contact_phone', true, 'text'],
      ['hero_title', false, 'text'],
    ] as const) {
      ids[key] = await insertSection(t, site, key, `value of ${key}`, { locked, type });
    }
    ids.other_hero = await insertSection(t, other, 'hero_title', 'other');
  });
  afterAll(() => t.close());

  const list = (query: string, user = admin) => t.http().get(`/api/admin/sections${query}`).set('Authorization', user.auth);
  const post = (body: unknown, user = admin) =>
    t
      .http()
      .post('/api/admin/sections')
      .set('Authorization', user.auth)
      .send(body as object);
  const patch = (id: string, body: unknown, user = admin) =>
    t
      .http()
      .patch(`/api/admin/sections/${id}`)
      .set('Authorization', user.auth)
      .send(body as object);
  const keys = (body: Array<{ section_key: string }>) => body.map((s) => s.section_key);

  it('refuses editors (403) and anonymous callers (401) on every route; nothing changes', async () => {
    const before = await t.sql(`select * from website_content order by id`);
    const calls = [
      () => t.http().get(`/api/admin/sections?website_id=${site}`),
      () => t.http().get(`/api/admin/sections/${ids.hero_title}`),
      () => t.http().post('/api/admin/sections').send({ website_id: site, section_key: 'new_key', content_type: 'text' }),
      () => t.http().patch(`/api/admin/sections/${ids.contact_phone}`).send({ is_locked: false }),
      () => t.http().delete(`/api/admin/sections/${ids.hero_title}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      const denied = await call().set('Authorization', editor.auth);
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('AUTH.FORBIDDEN');
    }
    expect(await t.sql(`select * from website_content order by id`)).toEqual(before);
  });

  describe('list', () => {
    it('requires the website_id filter', async () => {
      const res = await list('').expect(400);
      expect(res.body.details.fields).toHaveProperty('website_id');
      await list('?website_id=nope').expect(400);
    });

    it('lists one website’s sections sorted by key, paged, with X-Total-Count', async () => {
      const res = await list(`?website_id=${site}`).expect(200);
      expect(res.headers['x-total-count']).toBe('4');
      expect(keys(res.body)).toEqual(['about_text', 'contact_email', 'contact_phone', 'hero_title']);
      expect(res.body[2]).toEqual({
        id: ids.contact_phone,
        website_id: site,
        section_key: 'contact_phone',
        content_type: 'text',
        content_value: 'value of contact_phone',
        draft_value: null,
        is_locked: true,
        version: 1,
        updated_at: expect.any(String),
      });
      const page = await list(`?website_id=${site}&_start=1&_end=3&_sort=section_key&_order=desc`).expect(200);
      expect(keys(page.body)).toEqual(['contact_phone', 'contact_email']);
      expect(page.headers['x-total-count']).toBe('4');
    });

    it('filters by is_locked, content_type, key (like) and q', async () => {
      expect(keys((await list(`?website_id=${site}&is_locked=true`).expect(200)).body)).toEqual(['contact_phone']);
      expect(keys((await list(`?website_id=${site}&content_type=textarea`).expect(200)).body)).toEqual(['about_text']);
      const like = await list(`?website_id=${site}&section_key_like=contact`).expect(200);
      expect(keys(like.body)).toEqual(['contact_email', 'contact_phone']);
      expect(like.headers['x-total-count']).toBe('2');
      expect(keys((await list(`?website_id=${site}&q=HERO`).expect(200)).body)).toEqual(['hero_title']);
      await list(`?website_id=${site}&is_locked=maybe`).expect(400);
      await list(`?website_id=${site}&content_value=x`).expect(400);
    });
  });

  describe('create', () => {
    it('adds a section to any website', async () => {
      const res = await post({ website_id: other, section_key: 'opening_hours', content_type: 'textarea', content_value: 'Mon-Fri', is_locked: true }).expect(
        201,
      );
      expect(res.body).toEqual({
        id: expect.any(String),
        website_id: other,
        section_key: 'opening_hours',
        content_type: 'textarea',
        content_value: 'Mon-Fri',
        draft_value: null,
        is_locked: true,
        version: 1,
        updated_at: expect.any(String),
      });
      const minimal = await post({ website_id: other, section_key: 'tagline', content_type: 'text' }).expect(201);
      expect(minimal.body).toMatchObject({ content_value: '', is_locked: false, version: 1 });
    });

    it('answers 409 for a key the website already has, 400 for an unknown website', async () => {
      const dup = await post({ website_id: site, section_key: 'hero_title', content_type: 'text' }).expect(409);
      expect(dup.body.code).toBe('SITES.SECTION_KEY_TAKEN');
      expect(dup.body.details.fields).toEqual({ section_key: [dup.body.message] });
      await post({ website_id: other, section_key: 'about_text', content_type: 'text' }).expect(201);
      const missing = await post({ website_id: UNKNOWN_ID, section_key: 'x', content_type: 'text' }).expect(400);
      expect(missing.body.details.fields).toHaveProperty('website_id');
    });

    it('refuses bad keys, types, values and unknown fields with 400', async () => {
      const count = (await t.sql(`select count(*)::int as n from website_content`))[0];
      for (const body of [
        { website_id: site, section_key: 'Hero Title', content_type: 'text' },
        { website_id: site, section_key: 'hero-title', content_type: 'text' },
        { website_id: site, section_key: '', content_type: 'text' },
        { website_id: site, section_key: 'k'.repeat(101), content_type: 'text' },
        { website_id: site, section_key: 'ok_key', content_type: 'Text Area' },
        { website_id: site, section_key: 'ok_key', content_type: 'text', content_value: 'x'.repeat(50_001) },
        { website_id: site, section_key: 'ok_key', content_type: 'text', is_locked: 'yes' },
        { website_id: site, section_key: 'ok_key', content_type: 'text', version: 3 },
        { website_id: 'nope', section_key: 'ok_key', content_type: 'text' },
        { section_key: 'ok_key', content_type: 'text' },
      ]) {
        const res = await post(body);
        expect({ body: JSON.stringify(body).slice(0, 120), status: res.status }).toEqual({ body: JSON.stringify(body).slice(0, 120), status: 400 });
      }
      expect((await t.sql(`select count(*)::int as n from website_content`))[0]).toEqual(count);
    });
  });

  describe('update', () => {
    it('renames, changes type and value, locks and unlocks, bumping the version each time', async () => {
      const id = ids.contact_email;
      const renamed = await patch(id, { section_key: 'email_address' }).expect(200);
      expect(renamed.body).toMatchObject({ section_key: 'email_address', version: 2 });
      const typed = await patch(id, { content_type: 'textarea', content_value: 'hello@example.test' }).expect(200);
      expect(typed.body).toMatchObject({ content_type: 'textarea', content_value: 'hello@example.test', version: 3 });
      const locked = await patch(id, { is_locked: true }).expect(200);
      expect(locked.body).toMatchObject({ is_locked: true, version: 4 });
      const unlocked = await patch(id, { is_locked: false, version: 4 }).expect(200);
      expect(unlocked.body).toMatchObject({ is_locked: false, version: 5 });
      const [row] = await t.sql(`select section_key, content_type, content_value, is_locked, version from website_content where id = ?`, [id]);
      expect(row).toEqual({ section_key: 'email_address', content_type: 'textarea', content_value: 'hello@example.test', is_locked: false, version: 5 });
    });

    it('answers 409 for a stale version or a key already used, and changes nothing', async () => {
      const before = await t.sql(`select * from website_content where website_id = ? order by id`, [site]);
      const stale = await patch(ids.hero_title, { content_value: 'x', version: 7 }).expect(409);
      expect(stale.body).toMatchObject({ code: 'SITES.STALE_SECTION', details: { section_key: 'hero_title' } });
      const taken = await patch(ids.hero_title, { section_key: 'about_text' }).expect(409);
      expect(taken.body.code).toBe('SITES.SECTION_KEY_TAKEN');
      expect(await t.sql(`select * from website_content where website_id = ? order by id`, [site])).toEqual(before);
    });

    it("refuses a value that breaks the website's template rules (400 naming the section), and changes nothing", async () => {
      const before = await t.sql(`select * from website_content where website_id = ? order by id`, [site]);
      const empty = await patch(ids.hero_title, { content_value: '  ' }).expect(400);
      expect(empty.body).toMatchObject({
        code: 'SITES.INVALID_FIELD',
        message: 'Headline is required',
        details: { fields: { hero_title: ['Headline is required'] } },
      });
      const long = await patch(ids.hero_title, { content_value: 'x'.repeat(81) }).expect(400);
      expect(long.body.details.fields.hero_title).toEqual(['Headline must be at most 80 characters']);
      const twoLines = await patch(ids.hero_title, { content_value: 'One\nTwo' }).expect(400);
      expect(twoLines.body.details.fields.hero_title).toEqual(['Headline must fit on one line']);
      expect(await t.sql(`select * from website_content where website_id = ? order by id`, [site])).toEqual(before);
      await patch(ids.hero_title, { content_value: 'A fine headline' }).expect(200);
    });

    it('answers 400 for bad bodies and ids, 404 for unknown ids', async () => {
      for (const body of [
        { section_key: 'Bad Key' },
        { is_locked: null },
        { content_value: null },
        { website_id: other },
        { version: 0 },
        { content_type: '' },
      ]) {
        const res = await patch(ids.hero_title, body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      await patch('1234', { is_locked: true }).expect(400);
      const missing = await patch(UNKNOWN_ID, { is_locked: true }).expect(404);
      expect(missing.body.code).toBe('SITES.SECTION_NOT_FOUND');
      const [row] = await t.sql<{ website_id: string }>(`select website_id from website_content where id = ?`, [ids.hero_title]);
      expect(row.website_id).toBe(site);
    });
  });

  describe('get and delete', () => {
    it('reads one section, deletes it, then answers 404', async () => {
      const res = await t.http().get(`/api/admin/sections/${ids.about_text}`).set('Authorization', admin.auth).expect(200);
      expect(res.body).toMatchObject({ id: ids.about_text, section_key: 'about_text' });
      await t.http().delete(`/api/admin/sections/${ids.about_text}`).set('Authorization', admin.auth).expect(204);
      expect(await t.sql(`select id from website_content where id = ?`, [ids.about_text])).toEqual([]);
      await t.http().get(`/api/admin/sections/${ids.about_text}`).set('Authorization', admin.auth).expect(404);
      await t.http().delete(`/api/admin/sections/${ids.about_text}`).set('Authorization', admin.auth).expect(404);
      await t.http().delete('/api/admin/sections/nope').set('Authorization', admin.auth).expect(400);
    });
  });
});
