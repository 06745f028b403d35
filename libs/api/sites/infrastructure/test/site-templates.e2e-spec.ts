import { createTestApp, createUser, TestApp, TestUser } from './sites-test-support';

describe('site templates', () => {
  let t: TestApp;
  let editor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUser(t, { fullName: 'Eddie Editor' });
  });
  afterAll(() => t.close());

  it('lists each template with its sections in the editor’s words, for any signed-in user', async () => {
    const res = await t.http().get('/api/site-templates').set('Authorization', editor.auth).expect(200);
    expect(res.body.map((tpl: { id: string }) => tpl.id)).toEqual(['default', 'restaurant', 'professional']);
    const restaurant = res.body[1];
    expect(restaurant).toMatchObject({ name: 'Restaurant & Café', description: expect.stringContaining('restaurants') });
    expect(restaurant.sections[0]).toEqual({
      key: 'hero_title',
      label: 'Headline',
      kind: 'short_text',
      max_length: 80,
      max_items: null,
      required: true,
      help: expect.any(String),
      page: 'home',
      order: 10,
    });
    expect(restaurant.sections.find((s: { key: string }) => s.key === 'menu_highlights')).toMatchObject({
      label: 'Menu highlights',
      kind: 'list',
      max_items: 12,
    });
  });

  it('refuses anonymous callers with 401', async () => {
    await t.http().get('/api/site-templates').expect(401);
  });
});
