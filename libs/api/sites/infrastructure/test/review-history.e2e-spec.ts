import { createTestApp, createUser, insertSection, insertWebsite, TestApp, TestUser } from './sites-test-support';

interface Line {
  kind: 'revision' | 'review';
  id: string;
  item_id: string;
  item_label: string;
  changed_at: string;
  changed_by: { id: string; name: string } | null;
  action?: string;
  version: number | null;
  step?: 'requested' | 'sent_back' | 'approved';
  comment?: string | null;
  revision_id?: string | null;
}

/** "sent_back by Ada Admin: Mention the oven" / "update by Ada Admin". */
const said = (line: Line) =>
  line.kind === 'review'
    ? `${line.step} by ${line.changed_by?.name ?? '?'}${line.comment ? `: ${line.comment}` : ''}`
    : `${line.action} by ${line.changed_by?.name ?? '?'}`;

/** With review required: request → send back with a comment → fix → request → approve, as the histories show it. */
describe('review steps in the histories', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let site: string;
  let otherSite: string;
  let about: string;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { fullName: 'Cora Client' });
    other = await createUser(t, { fullName: 'Otto Other' });
    admin = await createUser(t, { role: 'admin', fullName: 'Ada Admin' });
    site = await insertWebsite(t, { ownerId: owner.id, name: 'Sunny Bakery', template: 'default' });
    otherSite = await insertWebsite(t, { ownerId: other.id, name: 'Other Garage' });
    about = await insertSection(t, site, 'about_text', 'Since 2012', { type: 'textarea' });
    await t.http().patch(`/api/admin/websites/${site}`).set('Authorization', admin.auth).send({ requires_review: true }).expect(200);
  });
  afterAll(() => t.close());

  const as = (user: TestUser) => ({
    get: (path: string) => t.http().get(path).set('Authorization', user.auth),
    send: (method: 'post' | 'put' | 'patch', path: string, body: object) => t.http()[method](path).set('Authorization', user.auth).send(body),
  });
  const sectionVersion = async () => (await t.sql<{ version: number }>(`select version from website_content where id = ?`, [about]))[0].version;
  const decide = async (reviewId: string, comment?: string) =>
    comment
      ? as(admin).send('post', `/api/admin/reviews/${reviewId}/send-back`, { comment }).expect(200)
      : as(admin).send('post', `/api/admin/reviews/${reviewId}/approve`, {}).expect(200);

  it("shows each step of a section's review in its history, in order, with the admin's comment and the change the approval published", async () => {
    await as(owner)
      .send('put', '/api/my/website/content', { sections: [{ id: about, content_value: 'Since 2012, by hand', version: await sectionVersion() }] })
      .expect(200);
    const first = await as(owner)
      .send('post', '/api/my/website/review', { sections: [{ id: about, version: await sectionVersion() }] })
      .expect(201);
    await decide(first.body.id, 'Mention the new oven');
    await as(owner)
      .send('put', '/api/my/website/content', {
        sections: [{ id: about, content_value: 'Since 2012, now with a stone oven', version: await sectionVersion() }],
      })
      .expect(200);
    const sentVersion = await sectionVersion();
    const second = await as(owner)
      .send('post', '/api/my/website/review', { sections: [{ id: about, version: sentVersion }] })
      .expect(201);
    await decide(second.body.id);

    const history: Line[] = (await as(owner).get(`/api/my/website/sections/${about}/revisions`).expect(200)).body;

    // The approval's change is written after the decision, in its transaction: right above it.
    expect(history.map(said)).toEqual([
      'update by Ada Admin',
      'approved by Ada Admin',
      'requested by Cora Client',
      'sent_back by Ada Admin: Mention the new oven',
      'requested by Cora Client',
    ]);
    const [published, approved] = history;
    expect(approved).toMatchObject({ item_id: about, item_label: 'about_text', version: sentVersion, revision_id: published.id, comment: null });
    expect(published).toMatchObject({ kind: 'revision', version: sentVersion + 1 });
    expect(history[3]).toMatchObject({ review_id: first.body.id, id: `${first.body.id}:${about}:sent_back` });
    const times = history.map((line) => Date.parse(line.changed_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows each step of a post's review in its history, in order, with the admin's comment", async () => {
    const created = await as(owner).send('post', '/api/my/website/posts', { title: 'Spelt season', content: 'Spelt is back.' }).expect(201);
    postId = created.body.id;
    const first = await as(owner).send('post', `/api/my/website/posts/${postId}/review`, { version: created.body.version }).expect(201);
    await decide(first.body.id, 'Say when spelt arrives');
    const fixed = await as(owner)
      .send('patch', `/api/my/website/posts/${postId}`, { content: 'Spelt is back on Monday.', version: created.body.version })
      .expect(200);
    const second = await as(owner).send('post', `/api/my/website/posts/${postId}/review`, { version: fixed.body.version }).expect(201);
    await decide(second.body.id);

    const history: Line[] = (await as(owner).get(`/api/my/website/posts/${postId}/revisions`).expect(200)).body;

    expect(history.map(said)).toEqual([
      'update by Ada Admin',
      'approved by Ada Admin',
      'requested by Cora Client',
      'update by Cora Client',
      'sent_back by Ada Admin: Say when spelt arrives',
      'requested by Cora Client',
      'create by Cora Client',
    ]);
    expect(history[1]).toMatchObject({ item_label: 'Spelt season', revision_id: history[0].id });
  });

  it("shows the steps of every item in the admin's timeline of the website, paged as one list and filtered by person", async () => {
    const timeline = async (query: string) => {
      const res = await as(admin).get(`/api/admin/websites/${site}/revisions?${query}`).expect(200);
      return { lines: res.body as Line[], total: Number(res.headers['x-total-count']) };
    };
    const all = await timeline('_start=0&_end=100');
    expect(all.lines.filter((l) => l.kind === 'review').map((l) => `${l.item_label} ${said(l)}`)).toEqual([
      'Spelt season approved by Ada Admin',
      'Spelt season requested by Cora Client',
      'Spelt season sent_back by Ada Admin: Say when spelt arrives',
      'Spelt season requested by Cora Client',
      'about_text approved by Ada Admin',
      'about_text requested by Cora Client',
      'about_text sent_back by Ada Admin: Mention the new oven',
      'about_text requested by Cora Client',
    ]);
    expect(all.total).toBe(all.lines.length);
    const paged: Line[] = [];
    for (let start = 0; start < all.total; start += 3) paged.push(...(await timeline(`_start=${start}&_end=${start + 3}`)).lines);
    expect(paged.map((l) => l.id)).toEqual(all.lines.map((l) => l.id));
    expect((await timeline(`_start=${all.total + 5}&_end=${all.total + 10}`)).lines).toEqual([]);

    const byClient = await timeline(`changed_by=${owner.id}&_start=0&_end=100`);
    expect(byClient.lines.every((l) => l.changed_by?.id === owner.id)).toBe(true);
    expect(byClient.lines.filter((l) => l.kind === 'review').map((l) => l.step)).toEqual(['requested', 'requested', 'requested', 'requested']);
    expect(byClient.total).toBe(byClient.lines.length);
  });

  it("answers 404 for another client's section or post and shows a client no step of another website", async () => {
    const theirs = await insertSection(t, otherSite, 'about_text', 'Cars fixed');
    await as(other)
      .send('put', '/api/my/website/content', { sections: [{ id: theirs, content_value: 'Cars fixed fast', version: 1 }] })
      .expect(200);
    await as(other)
      .send('post', '/api/my/website/publish', { sections: [{ id: theirs, version: 2 }] })
      .expect(200);

    for (const path of [`/api/my/website/sections/${about}/revisions`, `/api/my/website/posts/${postId}/revisions`]) {
      await as(other).get(path).expect(404);
      await as(admin).get(path).expect(404);
      await t.http().get(path).expect(401);
    }
    const mine: Line[] = (await as(other).get(`/api/my/website/sections/${theirs}/revisions`).expect(200)).body;
    expect(mine.every((l) => l.kind === 'revision' && l.item_id === theirs)).toBe(true);
    await as(owner).get(`/api/admin/websites/${site}/revisions`).expect(403);
    const otherTimeline: Line[] = (await as(admin).get(`/api/admin/websites/${otherSite}/revisions`).expect(200)).body;
    expect(otherTimeline.map((l) => l.item_id)).not.toContain(about);
    expect(otherTimeline.map((l) => l.item_id)).not.toContain(postId);
  });
});
