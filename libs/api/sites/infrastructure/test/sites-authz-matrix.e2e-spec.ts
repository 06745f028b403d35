import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { appUnderTest, createTestApp, createUser, insertPost, insertRevision, insertSection, insertWebsite, TestApp, TestUser } from './sites-test-support';

type Actor = 'anon' | 'editorA' | 'editorB' | 'admin';
const actors: Actor[] = ['anon', 'editorA', 'editorB', 'admin'];

interface Row {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As OpenAPI names it. */
  route: string;
  /** Builds a fresh request (fresh rows where the call consumes one). */
  request: () => Promise<{ path: string; body?: object }>;
  expect: Record<Actor, number>;
  /** What an allowed caller must find in the answer. */
  answers?: (body: unknown) => void;
}

/**
 * Every sites route x {anon, editor A, editor B, admin}. Editor-side resources belong to A; B and the
 * admin (who has no website) must not reach them through the editor endpoints.
 */
describe('sites authorization matrix', () => {
  let t: TestApp;
  const users = {} as Record<Exclude<Actor, 'anon'>, TestUser>;
  let siteA: string;
  let sectionA: string;

  beforeAll(async () => {
    t = await createTestApp();
    users.editorA = await createUser(t);
    users.editorB = await createUser(t);
    users.admin = await createUser(t, { role: 'admin' });
    siteA = await insertWebsite(t, { ownerId: users.editorA.id, domain: 'matrix-a.example' });
    await insertWebsite(t, { ownerId: users.editorB.id, domain: 'matrix-b.example' });
    sectionA = await insertSection(t, siteA, 'hero_title', 'start');
  });
  afterAll(() => t.close());

  const signedIn = (ok: number) => ({ anon: 401, editorA: ok, editorB: ok, admin: ok });
  const ownOnly = (ok: number) => ({ anon: 401, editorA: ok, editorB: 404, admin: 404 });
  const adminOnly = (ok: number) => ({ anon: 401, editorA: 403, editorB: 403, admin: ok });
  const everyone = { anon: 200, editorA: 200, editorB: 200, admin: 200 };
  const freshSection = async () => insertSection(t, siteA, `k_${randomUUID().slice(0, 8)}`, 'v');
  const sectionRevision = async () => {
    const itemId = await freshSection();
    return {
      itemId,
      revisionId: await insertRevision(t, {
        websiteId: siteA,
        itemType: 'section',
        itemId,
        action: 'create',
        version: 1,
        next: { content_value: 'old', is_locked: false },
      }),
    };
  };
  /** A section of website A with a draft, and the version it is at. */
  const draftedSection = async () => {
    const id = await freshSection();
    await t.sql(`update website_content set draft_value = 'draft' where id = ?`, [id]);
    return { id, version: 1 };
  };
  /** A pending review of a website of its own (one pending review per website), naming a drafted section. */
  const pendingReview = async () => {
    const website = await insertWebsite(t);
    const section = await insertSection(t, website, 'about_text', 'published');
    await t.sql(`update website_content set draft_value = 'draft' where id = ?`, [section]);
    const id = randomUUID();
    await t.sql(`insert into content_reviews (id, website_id, status, items) values (?, ?, 'pending', ?::jsonb)`, [
      id,
      website,
      JSON.stringify([{ id: section, version: 1 }]),
    ]);
    return id;
  };
  /** A section or post of website A with a review sent back (its history holds review steps). */
  const sentBack = async (item: { section: string } | { post: string }) => {
    const post = 'post' in item ? item.post : null;
    await t.sql(
      `insert into content_reviews (id, website_id, status, items, requested_by, decided_by, decided_at, comment, post_id, post_version)
       values (?, ?, 'sent_back', ?::jsonb, ?, ?, now(), 'Please check the spelling', ?, ?)`,
      [
        randomUUID(),
        siteA,
        JSON.stringify(post ? [] : [{ id: (item as { section: string }).section, version: 1 }]),
        users.editorA.id,
        users.admin.id,
        post,
        post ? 1 : null,
      ],
    );
    return post ?? (item as { section: string }).section;
  };
  const holdsSendBack = (body: unknown) =>
    expect(body).toContainEqual(expect.objectContaining({ kind: 'review', step: 'sent_back', comment: 'Please check the spelling' }));
  const postRevision = async () => {
    const itemId = await insertPost(t, siteA, { title: 'A post' });
    return {
      itemId,
      revisionId: await insertRevision(t, {
        websiteId: siteA,
        itemType: 'post',
        itemId,
        action: 'create',
        version: 1,
        next: { title: 'Old', content: '', published: false },
      }),
    };
  };

  const table: Row[] = [
    { method: 'get', route: '/api/my/website', request: async () => ({ path: '/api/my/website' }), expect: signedIn(200) },
    {
      method: 'put',
      route: '/api/my/website/content',
      request: async () => {
        const [{ version }] = await t.sql<{ version: number }>(`select version from website_content where id = ?`, [sectionA]);
        return { path: '/api/my/website/content', body: { sections: [{ id: sectionA, content_value: randomUUID(), version }] } };
      },
      expect: ownOnly(200),
    },
    {
      method: 'get',
      route: '/api/my/website/posts',
      request: async () => ({ path: '/api/my/website/posts' }),
      expect: { anon: 401, editorA: 200, editorB: 200, admin: 404 },
    },
    {
      method: 'post',
      route: '/api/my/website/posts',
      request: async () => ({ path: '/api/my/website/posts', body: { title: 'New' } }),
      expect: { anon: 401, editorA: 201, editorB: 201, admin: 404 },
    },
    {
      method: 'patch',
      route: '/api/my/website/posts/{id}',
      request: async () => ({ path: `/api/my/website/posts/${await insertPost(t, siteA, { title: 'A post' })}`, body: { title: 'Changed' } }),
      expect: ownOnly(200),
    },
    {
      method: 'post',
      route: '/api/my/website/posts/{id}/publish',
      request: async () => ({ path: `/api/my/website/posts/${await insertPost(t, siteA, { title: 'A post' })}/publish`, body: { version: 1 } }),
      expect: ownOnly(200),
    },
    {
      method: 'post',
      route: '/api/my/website/posts/{id}/discard-draft',
      request: async () => ({ path: `/api/my/website/posts/${await insertPost(t, siteA, { title: 'A post' })}/discard-draft`, body: { version: 1 } }),
      expect: ownOnly(200),
    },
    {
      method: 'post',
      route: '/api/my/website/posts/{id}/review',
      request: async () => ({ path: `/api/my/website/posts/${await insertPost(t, siteA, { title: 'A post' })}/review`, body: { version: 1 } }),
      expect: ownOnly(201),
    },
    {
      method: 'get',
      route: '/api/my/website/posts/reviews',
      request: async () => ({ path: '/api/my/website/posts/reviews' }),
      expect: { anon: 401, editorA: 200, editorB: 200, admin: 404 },
    },
    {
      method: 'get',
      route: '/api/my/website/posts/{id}/review',
      request: async () => ({ path: `/api/my/website/posts/${await insertPost(t, siteA, { title: 'A post' })}/review` }),
      expect: ownOnly(200),
    },
    {
      method: 'delete',
      route: '/api/my/website/posts/{id}',
      request: async () => ({ path: `/api/my/website/posts/${await insertPost(t, siteA, { title: 'A post' })}` }),
      expect: ownOnly(204),
    },
    {
      method: 'get',
      route: '/api/my/website/sections/{id}/revisions',
      request: async () => ({ path: `/api/my/website/sections/${await sentBack({ section: await freshSection() })}/revisions` }),
      expect: ownOnly(200),
      answers: holdsSendBack,
    },
    {
      method: 'post',
      route: '/api/my/website/sections/{id}/revisions/{revisionId}/restore',
      request: async () => {
        const { itemId, revisionId } = await sectionRevision();
        return { path: `/api/my/website/sections/${itemId}/revisions/${revisionId}/restore`, body: { version: 1 } };
      },
      expect: ownOnly(200),
    },
    {
      method: 'get',
      route: '/api/my/website/posts/{id}/revisions',
      request: async () => ({ path: `/api/my/website/posts/${await sentBack({ post: await insertPost(t, siteA, { title: 'A post' }) })}/revisions` }),
      expect: ownOnly(200),
      answers: holdsSendBack,
    },
    {
      method: 'post',
      route: '/api/my/website/posts/{id}/revisions/{revisionId}/restore',
      request: async () => {
        const { itemId, revisionId } = await postRevision();
        return { path: `/api/my/website/posts/${itemId}/revisions/${revisionId}/restore`, body: { version: 1 } };
      },
      expect: ownOnly(200),
    },
    {
      method: 'get',
      route: '/api/my/website/posts/deleted',
      request: async () => ({ path: '/api/my/website/posts/deleted' }),
      expect: { anon: 401, editorA: 200, editorB: 200, admin: 404 },
    },
    {
      method: 'post',
      route: '/api/my/website/posts/{id}/restore',
      request: async () => {
        const itemId = randomUUID();
        await insertRevision(t, {
          websiteId: siteA,
          itemType: 'post',
          itemId,
          action: 'delete',
          version: null,
          previous: { title: 'Gone', content: '', published: false },
        });
        return { path: `/api/my/website/posts/${itemId}/restore` };
      },
      expect: ownOnly(200),
    },
    {
      method: 'get',
      route: '/api/admin/websites/{id}/revisions',
      request: async () => (await sentBack({ section: await freshSection() }), { path: `/api/admin/websites/${siteA}/revisions` }),
      expect: adminOnly(200),
      answers: holdsSendBack,
    },
    {
      method: 'post',
      route: '/api/admin/revisions/{revisionId}/restore',
      request: async () => ({ path: `/api/admin/revisions/${(await sectionRevision()).revisionId}/restore`, body: {} }),
      expect: adminOnly(200),
    },
    { method: 'get', route: '/api/my/activity', request: async () => ({ path: '/api/my/activity' }), expect: signedIn(200) },
    { method: 'get', route: '/api/my/leads', request: async () => ({ path: '/api/my/leads' }), expect: signedIn(200) },
    // Anyone may ask (Caddy does, unauthenticated); a host name no website has is refused.
    {
      method: 'get',
      route: '/api/tls/ask',
      request: async () => ({ path: '/api/tls/ask?domain=nobody.example' }),
      expect: { anon: 404, editorA: 404, editorB: 404, admin: 404 },
    },
    { method: 'get', route: '/api/admin/websites', request: async () => ({ path: '/api/admin/websites' }), expect: adminOnly(200) },
    { method: 'get', route: '/api/admin/websites/export', request: async () => ({ path: '/api/admin/websites/export' }), expect: adminOnly(200) },
    { method: 'get', route: '/api/admin/websites/{id}', request: async () => ({ path: `/api/admin/websites/${siteA}` }), expect: adminOnly(200) },
    { method: 'get', route: '/api/admin/websites/{id}/domain', request: async () => ({ path: `/api/admin/websites/${siteA}/domain` }), expect: adminOnly(200) },
    // A website without a domain: the check answers at once, without a DNS lookup.
    {
      method: 'post',
      route: '/api/admin/websites/{id}/domain/check',
      request: async () => ({ path: `/api/admin/websites/${await insertWebsite(t)}/domain/check` }),
      expect: adminOnly(200),
    },
    {
      method: 'post',
      route: '/api/admin/websites',
      request: async () => ({ path: '/api/admin/websites', body: { name: 'Made by admin' } }),
      expect: adminOnly(201),
    },
    {
      method: 'patch',
      route: '/api/admin/websites/{id}',
      request: async () => ({ path: `/api/admin/websites/${siteA}`, body: { template: 'Modern' } }),
      expect: adminOnly(200),
    },
    {
      method: 'delete',
      route: '/api/admin/websites/{id}',
      request: async () => ({ path: `/api/admin/websites/${await insertWebsite(t)}` }),
      expect: adminOnly(204),
    },
    { method: 'get', route: '/api/admin/sections', request: async () => ({ path: `/api/admin/sections?website_id=${siteA}` }), expect: adminOnly(200) },
    { method: 'get', route: '/api/admin/sections/{id}', request: async () => ({ path: `/api/admin/sections/${sectionA}` }), expect: adminOnly(200) },
    {
      method: 'post',
      route: '/api/admin/sections',
      request: async () => ({ path: '/api/admin/sections', body: { website_id: siteA, section_key: `k_${randomUUID().slice(0, 8)}`, content_type: 'text' } }),
      expect: adminOnly(201),
    },
    {
      method: 'post',
      route: '/api/my/website/publish',
      request: async () => ({ path: '/api/my/website/publish', body: { sections: [await draftedSection()] } }),
      expect: ownOnly(200),
    },
    {
      method: 'post',
      route: '/api/my/website/discard',
      request: async () => ({ path: '/api/my/website/discard', body: { sections: [await draftedSection()] } }),
      expect: ownOnly(200),
    },
    {
      method: 'post',
      route: '/api/my/website/review',
      request: async () => {
        await t.sql(`update content_reviews set status = 'sent_back' where website_id = ? and status = 'pending'`, [siteA]);
        return { path: '/api/my/website/review', body: { sections: [await draftedSection()] } };
      },
      expect: ownOnly(201),
    },
    {
      method: 'post',
      route: '/api/my/website/preview-links',
      request: async () => ({ path: '/api/my/website/preview-links' }),
      expect: { anon: 401, editorA: 201, editorB: 201, admin: 404 },
    },
    {
      method: 'get',
      route: '/api/my/website/preview-links',
      request: async () => ({ path: '/api/my/website/preview-links' }),
      expect: { anon: 401, editorA: 200, editorB: 200, admin: 404 },
    },
    {
      method: 'delete',
      route: '/api/my/website/preview-links/{id}',
      request: async () => {
        const id = randomUUID();
        await t.sql(`insert into site_preview_links (id, website_id, token_hash, expires_at) values (?, ?, ?, now() + interval '1 day')`, [
          id,
          siteA,
          randomUUID().replace(/-/g, '').padEnd(64, '0'),
        ]);
        return { path: `/api/my/website/preview-links/${id}` };
      },
      expect: ownOnly(200),
    },
    {
      method: 'get',
      route: '/api/my/website/review',
      request: async () => ({ path: '/api/my/website/review' }),
      expect: { anon: 401, editorA: 200, editorB: 200, admin: 404 },
    },
    { method: 'get', route: '/api/admin/reviews', request: async () => ({ path: '/api/admin/reviews' }), expect: adminOnly(200) },
    { method: 'get', route: '/api/admin/reviews/{id}', request: async () => ({ path: `/api/admin/reviews/${await pendingReview()}` }), expect: adminOnly(200) },
    {
      method: 'post',
      route: '/api/admin/reviews/{id}/approve',
      request: async () => ({ path: `/api/admin/reviews/${await pendingReview()}/approve` }),
      expect: adminOnly(200),
    },
    {
      method: 'post',
      route: '/api/admin/reviews/{id}/send-back',
      request: async () => ({ path: `/api/admin/reviews/${await pendingReview()}/send-back`, body: { comment: 'Please check the spelling' } }),
      expect: adminOnly(200),
    },
    {
      method: 'patch',
      route: '/api/admin/sections/{id}',
      request: async () => ({ path: `/api/admin/sections/${await freshSection()}`, body: { is_locked: true } }),
      expect: adminOnly(200),
    },
    {
      method: 'delete',
      route: '/api/admin/sections/{id}',
      request: async () => ({ path: `/api/admin/sections/${await freshSection()}` }),
      expect: adminOnly(204),
    },
    {
      method: 'get',
      route: '/api/public/sites/{domain}/content',
      request: async () => ({ path: '/api/public/sites/matrix-a.example/content' }),
      expect: everyone,
    },
    { method: 'get', route: '/api/public/sites/{domain}/posts', request: async () => ({ path: '/api/public/sites/matrix-a.example/posts' }), expect: everyone },
  ];

  it('covers every sites route in the OpenAPI document', async () => {
    const doc = (await appUnderTest()).buildOpenApiDocument(t.app);
    const routes = Object.entries(doc.paths)
      // The sites context's routes; /api/my/billing is billing's (in the app-wide permission matrix).
      .filter(([path]) => /^\/api\/(my\/(website|activity|leads)|admin\/(websites|sections|revisions|reviews)|public\/sites|tls\/)/.test(path))
      .flatMap(([path, item]) =>
        Object.keys(item as object)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m} ${path}`),
      );
    expect(routes.sort()).toEqual(table.map((r) => `${r.method} ${r.route}`).sort());
  });

  it('declares bearer security on every non-public sites operation', async () => {
    const doc = (await appUnderTest()).buildOpenApiDocument(t.app);
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!/^\/api\/(my\/|admin\/(websites|sections|revisions|reviews))/.test(path)) continue;
      for (const [method, op] of Object.entries(item as Record<string, { security?: unknown[] }>)) {
        expect({ op: `${method} ${path}`, security: op.security }).toEqual({ op: `${method} ${path}`, security: [{ bearer: [] }] });
      }
    }
  });

  for (const row of table) {
    for (const actor of actors) {
      it(`${row.method.toUpperCase()} ${row.route} as ${actor} → ${row.expect[actor]}`, async () => {
        const { path, body } = await row.request();
        let req: Test = t.http()[row.method](path);
        if (actor !== 'anon') req = req.set('Authorization', users[actor].auth);
        const res = body ? await req.send(body) : await req;
        expect({ status: res.status, code: res.body?.code }).toMatchObject({ status: row.expect[actor] });
        if (res.status === 403 || res.status === 401) expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'statusCode']);
        if (res.status < 300) row.answers?.(res.body);
      });
    }
  }
});
