import { createTestApp, createUser, insertPost, insertSection, insertWebsite, TestApp, TestUser, UNKNOWN_ID } from './sites-test-support';

describe('admin: websites (simple-rest)', () => {
  let t: TestApp;
  let admin: TestUser;
  let editor: TestUser;
  let owner: TestUser;
  const seeded: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'admin' });
    editor = await createUser(t, { fullName: 'Eddie Editor' });
    owner = await createUser(t, { fullName: 'Olive Owner', email: 'olive@example.test' });
    const rows: Array<[string, string | null, string | null, string | null, string]> = [
      ['Alpha Bakery', 'alpha.example', 'Restaurant', owner.id, '2026-01-01T00:00:00Z'],
      ['Bravo Garage', 'bravo.example', 'Business', owner.id, '2026-01-02T00:00:00Z'],
      ['Charlie Salon', null, 'Beauty', editor.id, '2026-01-03T00:00:00Z'],
      ['Delta Dental', 'delta-dental.example', null, null, '2026-01-04T00:00:00Z'],
      ['Echo Events', 'echo.example', 'Business', null, '2026-01-05T00:00:00Z'],
    ];
    for (const [name, domain, template, ownerId, createdAt] of rows) {
      seeded[name] = await insertWebsite(t, { name, domain, template, ownerId, createdAt });
    }
  });
  afterAll(() => t.close());

  const list = (query: string, user = admin) => t.http().get(`/api/admin/websites${query}`).set('Authorization', user.auth);
  const names = (body: Array<{ name: string }>) => body.map((w) => w.name);

  describe('who may call it', () => {
    it('refuses editors (403) and anonymous callers (401) on every route, without data or changes', async () => {
      const id = seeded['Alpha Bakery'];
      const calls = [
        () => t.http().get('/api/admin/websites'),
        () => t.http().get(`/api/admin/websites/${id}`),
        () => t.http().post('/api/admin/websites').send({ name: 'X' }),
        () => t.http().patch(`/api/admin/websites/${id}`).send({ name: 'X' }),
        () => t.http().delete(`/api/admin/websites/${id}`),
      ];
      for (const call of calls) {
        const anon = await call();
        expect(anon.status).toBe(401);
        const denied = await call().set('Authorization', editor.auth);
        expect(denied.status).toBe(403);
        expect(denied.body).toEqual({ statusCode: 403, code: 'AUTH.FORBIDDEN', message: 'You do not have permission to access this page.' });
      }
      const [row] = await t.sql<{ name: string }>(`select name from websites where id = ?`, [id]);
      expect(row.name).toBe('Alpha Bakery');
      expect((await t.sql(`select count(*)::int as n from websites`))[0]).toEqual({ n: 5 });
    });
  });

  describe('list', () => {
    it('defaults to newest first, 10 per page, with X-Total-Count and owners joined', async () => {
      const res = await list('').expect(200);
      expect(res.headers['x-total-count']).toBe('5');
      expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
      expect(names(res.body)).toEqual(['Echo Events', 'Delta Dental', 'Charlie Salon', 'Bravo Garage', 'Alpha Bakery']);
      const alpha = res.body.find((w: { name: string }) => w.name === 'Alpha Bakery');
      expect(alpha).toEqual({
        id: seeded['Alpha Bakery'],
        name: 'Alpha Bakery',
        domain: 'alpha.example',
        template: 'Restaurant',
        owner_id: owner.id,
        owner: { id: owner.id, full_name: 'Olive Owner', email: 'olive@example.test' },
        status: 'live',
        requires_review: false,
        // Written by raw SQL here: no slug, no DNS check, so no address yet.
        slug: null,
        domain_status: null,
        site_url: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: expect.any(String),
      });
      expect(res.body.find((w: { name: string }) => w.name === 'Delta Dental').owner).toBeNull();
    });

    it('pages with _start/_end and sorts with _sort/_order', async () => {
      const page = await list('?_start=1&_end=3&_sort=name&_order=asc').expect(200);
      expect(names(page.body)).toEqual(['Bravo Garage', 'Charlie Salon']);
      expect(page.headers['x-total-count']).toBe('5');
      const byDomain = await list('?_sort=domain&_order=asc&_start=0&_end=4').expect(200);
      expect(byDomain.body.map((w: { domain: string | null }) => w.domain)).toEqual(['alpha.example', 'bravo.example', 'delta-dental.example', 'echo.example']);
      const desc = await list('?_sort=name&_order=desc&_start=0&_end=2').expect(200);
      expect(names(desc.body)).toEqual(['Echo Events', 'Delta Dental']);
      const empty = await list('?_start=0&_end=0').expect(200);
      expect(empty.body).toEqual([]);
      expect(empty.headers['x-total-count']).toBe('5');
      const beyond = await list('?_start=50&_end=60').expect(200);
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('5');
      const byUpdated = await list('?_sort=updated_at&_order=asc').expect(200);
      expect(byUpdated.body).toHaveLength(5);
    });

    it('filters by owner_id, template, id (getMany) and searches name/domain with q', async () => {
      const byOwner = await list(`?owner_id=${owner.id}&_sort=name&_order=asc`).expect(200);
      expect(names(byOwner.body)).toEqual(['Alpha Bakery', 'Bravo Garage']);
      expect(byOwner.headers['x-total-count']).toBe('2');
      const byTemplate = await list('?template=Business&_sort=name&_order=asc').expect(200);
      expect(names(byTemplate.body)).toEqual(['Bravo Garage', 'Echo Events']);
      const many = await list(`?id=${seeded['Alpha Bakery']}&id=${seeded['Echo Events']}&_sort=name&_order=asc`).expect(200);
      expect(names(many.body)).toEqual(['Alpha Bakery', 'Echo Events']);
      const q = await list('?q=DENTAL').expect(200);
      expect(names(q.body)).toEqual(['Delta Dental']);
      const qDomain = await list('?q=bravo.ex').expect(200);
      expect(names(qDomain.body)).toEqual(['Bravo Garage']);
      const like = await list('?name_like=salon').expect(200);
      expect(names(like.body)).toEqual(['Charlie Salon']);
      const since = await list('?created_at_gte=2026-01-04T00:00:00Z&_sort=created_at&_order=asc').expect(200);
      expect(names(since.body)).toEqual(['Delta Dental', 'Echo Events']);
      expect(since.headers['x-total-count']).toBe('2');
    });

    it('answers 400 for unknown filters, unsortable fields and bad values', async () => {
      for (const query of ['?password=x', '?_sort=owner_id', '?_order=sideways&_sort=name', '?_start=-1', '?owner_id=nope', '?_start=5&_end=2']) {
        const res = await list(query);
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
      }
    });
  });

  describe('get one', () => {
    it('answers the website, 404 for an unknown id and 400 for a bad id', async () => {
      const res = await t.http().get(`/api/admin/websites/${seeded['Bravo Garage']}`).set('Authorization', admin.auth).expect(200);
      expect(res.body).toMatchObject({ name: 'Bravo Garage', owner: { full_name: 'Olive Owner' } });
      const missing = await t.http().get(`/api/admin/websites/${UNKNOWN_ID}`).set('Authorization', admin.auth).expect(404);
      expect(missing.body.code).toBe('SITES.WEBSITE_NOT_FOUND');
      await t.http().get('/api/admin/websites/1').set('Authorization', admin.auth).expect(400);
    });
  });

  describe('create and update', () => {
    const post = (body: unknown) =>
      t
        .http()
        .post('/api/admin/websites')
        .set('Authorization', admin.auth)
        .send(body as object);
    const patch = (id: string, body: unknown) =>
      t
        .http()
        .patch(`/api/admin/websites/${id}`)
        .set('Authorization', admin.auth)
        .send(body as object);

    it('creates a website with a lower-cased domain and an owner', async () => {
      const fresh = await createUser(t, { fullName: 'Fiona Fresh' });
      const res = await post({ name: ' Foxtrot Fitness ', domain: 'WWW.Foxtrot-Fitness.Example.', template: 'Fitness', owner_id: fresh.id }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        name: 'Foxtrot Fitness',
        domain: 'www.foxtrot-fitness.example',
        template: 'Fitness',
        owner_id: fresh.id,
        owner: { id: fresh.id, full_name: 'Fiona Fresh', email: fresh.email },
        status: 'live',
        requires_review: false,
        slug: 'foxtrot-fitness',
        domain_status: 'waiting_for_dns',
        site_url: 'http://foxtrot-fitness.localhost:3000',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const [row] = await t.sql(`select name, domain::text, template, owner_id from websites where id = ?`, [res.body.id]);
      expect(row).toEqual({ name: 'Foxtrot Fitness', domain: 'www.foxtrot-fitness.example', template: 'Fitness', owner_id: fresh.id });
      const minimal = await post({ name: 'Golf' }).expect(201);
      expect(minimal.body).toMatchObject({ domain: null, template: null, owner_id: null, owner: null });
    });

    it('refuses invalid host names with 400', async () => {
      for (const domain of [
        'https://x.example',
        'no spaces.example',
        'localhost',
        '-bad.example',
        'bad-.example',
        'a..b',
        '1.2.3.4',
        'x'.repeat(64) + '.example',
        'ümlaut.example',
        'x.example/path',
      ]) {
        const res = await post({ name: 'Bad', domain });
        expect({ domain, status: res.status }).toEqual({ domain, status: 400 });
      }
      expect((await t.sql(`select count(*)::int as n from websites where name = 'Bad'`))[0]).toEqual({ n: 0 });
    });

    it('answers 409 SITES.DOMAIN_TAKEN for a used domain, whatever its case, naming the website that holds it', async () => {
      const [{ name: ALPHA_NAME }] = await t.sql<{ name: string }>(`select name from websites where domain = 'alpha.example'`);
      const res = await post({ name: 'Copycat', domain: 'ALPHA.example' }).expect(409);
      expect(res.body.code).toBe('SITES.DOMAIN_TAKEN');
      // The admin is told who holds it, in words they can act on.
      expect(res.body.message).toBe(`The domain alpha.example is already used by ${ALPHA_NAME}`);
      expect(res.body.details.fields).toEqual({ domain: [res.body.message] });
      const upd = await patch(seeded['Bravo Garage'], { domain: 'alpha.example' }).expect(409);
      expect(upd.body).toMatchObject({ code: 'SITES.DOMAIN_TAKEN', message: `The domain alpha.example is already used by ${ALPHA_NAME}` });
      const [row] = await t.sql<{ domain: string }>(`select domain::text from websites where id = ?`, [seeded['Bravo Garage']]);
      expect(row.domain).toBe('bravo.example');
      // Keeping its own domain is not a conflict.
      await patch(seeded['Bravo Garage'], { domain: 'BRAVO.example', name: 'Bravo Garage' }).expect(200);
    });

    it('lets only one of two simultaneous creates take a new domain', async () => {
      const [r1, r2] = await Promise.all([post({ name: 'Race 1', domain: 'race.example' }), post({ name: 'Race 2', domain: 'race.example' })]);
      expect([r1.status, r2.status].sort()).toEqual([201, 409]);
      expect((r1.status === 409 ? r1 : r2).body.code).toBe('SITES.DOMAIN_TAKEN');
      expect((await t.sql(`select count(*)::int as n from websites where domain = 'race.example'`))[0]).toEqual({ n: 1 });
    });

    it('answers 409 SITES.OWNER_HAS_WEBSITE for a client who already has a website (they could only ever reach one)', async () => {
      const res = await post({ name: 'Second For Eddie', owner_id: editor.id }).expect(409);
      expect(res.body).toMatchObject({
        code: 'SITES.OWNER_HAS_WEBSITE',
        message: 'This client already has a website (Charlie Salon); a client can have one website',
      });
      expect(res.body.details.fields).toEqual({ owner_id: [res.body.message] });
      expect((await t.sql(`select count(*)::int as n from websites where name = 'Second For Eddie'`))[0]).toEqual({ n: 0 });
      await patch(seeded['Echo Events'], { owner_id: editor.id }).expect(409);
      const [row] = await t.sql<{ owner_id: string | null }>(`select owner_id from websites where id = ?`, [seeded['Echo Events']]);
      expect(row.owner_id).toBeNull();
      // Saving a website with its own owner again is not a conflict.
      await patch(seeded['Charlie Salon'], { owner_id: editor.id, name: 'Charlie Salon' }).expect(200);
    });

    it('answers 400 when the owner does not exist', async () => {
      const res = await post({ name: 'Orphan', owner_id: UNKNOWN_ID }).expect(400);
      expect(res.body.details.fields).toHaveProperty('owner_id');
      await patch(seeded['Echo Events'], { owner_id: UNKNOWN_ID }).expect(400);
      const [row] = await t.sql<{ owner_id: string | null }>(`select owner_id from websites where id = ?`, [seeded['Echo Events']]);
      expect(row.owner_id).toBeNull();
    });

    it('updates name, domain, template and owner; null clears optional fields', async () => {
      const id = seeded['Delta Dental'];
      const newOwner = await createUser(t, { fullName: 'Nina New' });
      const res = await patch(id, { name: 'Delta Dental Care', domain: 'deltacare.example', template: 'Medical', owner_id: newOwner.id }).expect(200);
      expect(res.body).toMatchObject({ name: 'Delta Dental Care', domain: 'deltacare.example', template: 'Medical', owner: { id: newOwner.id } });
      const cleared = await patch(id, { domain: null, template: null, owner_id: null }).expect(200);
      expect(cleared.body).toMatchObject({ name: 'Delta Dental Care', domain: null, template: null, owner_id: null, owner: null });
    });

    it('refuses an empty domain or template with 400 (what is sent is what is stored; null clears)', async () => {
      const id = seeded['Delta Dental'];
      await patch(id, { domain: 'keep.example', template: 'Medical' }).expect(200);
      for (const body of [{ domain: '' }, { domain: '   ' }, { template: '' }]) {
        const res = await patch(id, body).expect(400);
        const [field] = Object.keys(body);
        expect(res.body.details.fields[field]).toEqual([`${field} must not be empty (send null to clear it)`]);
      }
      const created = await t.http().post('/api/admin/websites').set('Authorization', admin.auth).send({ name: 'Empty Domain', domain: '' }).expect(400);
      expect(Object.keys(created.body.details.fields)).toEqual(['domain']);
      const [row] = await t.sql<{ domain: string | null; template: string | null }>(`select domain, template from websites where id = ?`, [id]);
      expect(row).toEqual({ domain: 'keep.example', template: 'Medical' });
    });

    it('refuses bad bodies with 400: unknown fields, null name, wrong types', async () => {
      const id = seeded['Echo Events'];
      for (const body of [
        { name: 'X', id: UNKNOWN_ID },
        { name: null },
        { name: '' },
        { name: 'x'.repeat(201) },
        { template: 5 },
        { owner_id: 'nope' },
        { created_at: '2020-01-01' },
      ]) {
        const res = await patch(id, body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      await post({ domain: 'x.example' }).expect(400);
      const [row] = await t.sql<{ name: string }>(`select name from websites where id = ?`, [id]);
      expect(row.name).toBe('Echo Events');
      await patch(UNKNOWN_ID, { name: 'Ghost' }).expect(404);
    });
  });

  describe('template sections', () => {
    const post = (body: unknown) =>
      t
        .http()
        .post('/api/admin/websites')
        .set('Authorization', admin.auth)
        .send(body as object);
    const patch = (id: string, body: unknown) =>
      t
        .http()
        .patch(`/api/admin/websites/${id}`)
        .set('Authorization', admin.auth)
        .send(body as object);
    const sectionsOf = (id: string) =>
      t.sql<{ section_key: string; content_type: string; content_value: string }>(
        `select section_key, content_type, content_value from website_content where website_id = ? order by section_key`,
        [id],
      );

    it('a new website starts with every section of its template, each with its first revision', async () => {
      const res = await post({ name: 'Hotel Café', template: 'restaurant' }).expect(201);
      const rows = await sectionsOf(res.body.id);
      expect(rows.map((r) => r.section_key)).toEqual([
        'about_image',
        'about_text',
        'address',
        'contact_email',
        'contact_phone',
        'footer_legal',
        'gallery',
        'hero_image',
        'hero_subtitle',
        'hero_title',
        'menu_highlights',
        'opening_hours',
        'reservation_note',
        'site_favicon',
        'site_logo',
      ]);
      expect(rows.find((r) => r.section_key === 'hero_title')).toEqual({
        section_key: 'hero_title',
        content_type: 'text',
        content_value: 'Fresh food, made with care',
      });
      expect(rows.find((r) => r.section_key === 'menu_highlights')?.content_type).toBe('textarea');
      const [{ n }] = await t.sql<{ n: number }>(`select count(*)::int as n from revisions where website_id = ? and action = 'create'`, [res.body.id]);
      expect(n).toBe(rows.length);
    });

    it('a template change adds what the new template needs and keeps every existing text', async () => {
      const id = await insertWebsite(t, { name: 'India Ink', template: 'restaurant' });
      await insertSection(t, id, 'hero_title', 'Tattoos with care');
      await insertSection(t, id, 'menu_highlights', 'Flash sheet – $80');
      await insertSection(t, id, 'old_banner', 'Closed on Sunday');
      await patch(id, { template: 'professional' }).expect(200);
      const after = await sectionsOf(id);
      const byKey = Object.fromEntries(after.map((r) => [r.section_key, r.content_value]));
      expect(byKey).toMatchObject({ hero_title: 'Tattoos with care', menu_highlights: 'Flash sheet – $80', old_banner: 'Closed on Sunday' });
      expect(Object.keys(byKey)).toEqual(expect.arrayContaining(['services', 'credentials', 'testimonial', 'contact_phone']));
      // Back again: nothing lost, nothing doubled.
      await patch(id, { template: 'restaurant' }).expect(200);
      const back = await sectionsOf(id);
      expect(back.filter((r) => r.section_key === 'hero_title')).toEqual([
        { section_key: 'hero_title', content_type: 'text', content_value: 'Tattoos with care' },
      ]);
      expect(back.length).toBe(new Set(back.map((r) => r.section_key)).size);
      expect(back.map((r) => r.section_key)).toEqual(expect.arrayContaining(after.map((r) => r.section_key)));
    });

    it('a change of name only leaves the sections alone', async () => {
      const id = await insertWebsite(t, { name: 'Juliet Jewelry', template: 'default' });
      await insertSection(t, id, 'hero_title', 'Rings');
      await patch(id, { name: 'Juliet Jewels' }).expect(200);
      expect(await sectionsOf(id)).toEqual([{ section_key: 'hero_title', content_type: 'text', content_value: 'Rings' }]);
    });
  });

  describe('delete', () => {
    it('deletes a website with its sections and posts; 404 afterwards', async () => {
      const id = await insertWebsite(t, { name: 'Doomed' });
      await insertSection(t, id, 'hero_title', 'x');
      await insertPost(t, id, { title: 'p' });
      await t.http().delete(`/api/admin/websites/${id}`).set('Authorization', admin.auth).expect(204);
      expect(await t.sql(`select id from website_content where website_id = ? union all select id from blog_posts where website_id = ?`, [id, id])).toEqual([]);
      await t.http().delete(`/api/admin/websites/${id}`).set('Authorization', admin.auth).expect(404);
      await t.http().delete('/api/admin/websites/zzz').set('Authorization', admin.auth).expect(400);
    });
  });
});
