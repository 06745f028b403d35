import { ClockPort } from '@fw/api-shared-application';
import { createTestApp, createUser, insertWebsite, TestApp, TestUser } from './sites-test-support';

/**
 * A scheduled post is public from its publish_at on, decided by the public read's query at the
 * instant the injected clock gives: the app's ClockPort is made to stand at chosen times.
 */
describe('scheduled posts', () => {
  let t: TestApp;
  let owner: TestUser;
  let now: Date;
  const at = (iso: string) => (now = new Date(iso));
  const publicTitles = async () => {
    const res = await t.http().get('/api/public/sites/scheduled.example/posts').expect(200);
    return { titles: res.body.map((p: { title: string }) => p.title), cacheControl: res.headers['cache-control'] as string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(t.app.get(ClockPort), 'now').mockImplementation(() => now);
    owner = await createUser(t);
    await insertWebsite(t, { ownerId: owner.id, name: 'Scheduled Bakery', domain: 'scheduled.example' });
    at('2026-11-23T15:00:00Z');
  });
  afterAll(() => t.close());

  const createPost = (body: object) => t.http().post('/api/my/website/posts').set('Authorization', owner.auth).send(body);

  it('is absent one second before its time and present at it, with caches kept no longer than until then', async () => {
    const created = await createPost({ title: 'December hours', content: 'Open late', publish_at: '2026-12-01T09:00:00-05:00' }).expect(201);
    expect(created.body).toMatchObject({ published: false, publish_at: '2026-12-01T14:00:00.000Z' });

    at('2026-12-01T13:55:00Z');
    expect(await publicTitles()).toEqual({ titles: [], cacheControl: 'public, max-age=60' });
    at('2026-12-01T13:59:30Z');
    expect((await publicTitles()).cacheControl).toBe('public, max-age=30');
    at('2026-12-01T13:59:59Z');
    expect(await publicTitles()).toEqual({ titles: [], cacheControl: 'public, max-age=1' });
    at('2026-12-01T14:00:00Z');
    expect(await publicTitles()).toEqual({ titles: ['December hours'], cacheControl: 'public, max-age=60' });
    // Still a draft by its toggle: nothing was flipped, the query decides.
    const [row] = await t.sql<{ published: boolean }>(`select published from blog_posts where id = ?`, [created.body.id]);
    expect(row.published).toBe(false);
  });

  it('keeps the Publish toggle immediate, and a cleared schedule hides the post again', async () => {
    at('2026-11-23T15:00:00Z');
    const post = await createPost({ title: 'Spring menu', publish_at: '2027-03-01T09:00:00-05:00' }).expect(201);
    expect((await publicTitles()).titles).not.toContain('Spring menu');
    const published = await t.http().patch(`/api/my/website/posts/${post.body.id}`).set('Authorization', owner.auth).send({ published: true }).expect(200);
    expect(published.body.publish_at).toBe('2027-03-01T14:00:00.000Z');
    expect((await publicTitles()).titles).toContain('Spring menu');

    const cleared = await t
      .http()
      .patch(`/api/my/website/posts/${post.body.id}`)
      .set('Authorization', owner.auth)
      .send({ published: false, publish_at: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ published: false, publish_at: null });
    at('2027-03-02T00:00:00Z');
    expect((await publicTitles()).titles).not.toContain('Spring menu');
  });

  it('refuses a publish_at without an offset or not on the calendar, naming the field', async () => {
    for (const bad of ['2026-12-01T09:00:00', '2026-12-01', '2026-02-30T09:00:00Z', 'tomorrow', 42]) {
      const res = await createPost({ title: 'Bad date', publish_at: bad }).expect(400);
      expect(res.body.details.fields).toHaveProperty('publish_at');
    }
    expect((await t.sql(`select 1 from blog_posts where title = 'Bad date'`)).length).toBe(0);
  });
});
