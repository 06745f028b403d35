import { createTestApp, TestApp } from '@fw/api-testing';

/**
 * A body with thousands of unknown keys costs bounded work and gets a bounded answer: it is refused
 * while parsing, before validation walks every key, and the error names a few fields only.
 */
describe('bodies with thousands of unknown keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withUnknownKeys = (n: number, base: Record<string, unknown> = {}) => {
    const body: Record<string, unknown> = { ...base };
    for (let i = 0; i < n; i++) body[`z${i}`] = 0;
    return body;
  };

  it('refuses 20,000 unknown keys with a short 400', async () => {
    const res = await t
      .http()
      .post('/api/auth/sign-in')
      .send(withUnknownKeys(20_000, { email: 'a@example.com', password: 'whatever-1' }));
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(4096);
    expect(res.body.code).toBe('REQUEST.TOO_MANY_FIELDS');
  });

  it('lists at most a handful of fields when fewer unknown keys fail validation', async () => {
    const res = await t
      .http()
      .post('/api/contact')
      .send(withUnknownKeys(150, { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('REQUEST.VALIDATION');
    expect(Object.keys(res.body.details.fields).length).toBeLessThanOrEqual(21);
    expect(res.text.length).toBeLessThan(4096);
  });
});
