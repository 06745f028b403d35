import { createTestApp, TestApp } from '@fw/api-testing';

describe('health and platform basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness with the database up', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok' });
    await t.http().get('/api/health/ready').expect(200, { status: 'ok', database: 'up', storage: 'ok' });
  });

  it('gives every response a request id and security headers', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: expect.any(String), message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413, never 500', async () => {
    // On a route that reads JSON (POST /api/health is a wrong method: 405, see contract.e2e-spec).
    const bad = await t.http().post('/api/contact').set('Content-Type', 'application/json').send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('REQUEST.MALFORMED_JSON');
    const big = await t
      .http()
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ a: 'x'.repeat(300_000) }));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('REQUEST.TOO_LARGE');
  });

  it('has every table of the schema with the migration applied once', async () => {
    const tables = await t.sql<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'activity_logs',
        'auth_tokens',
        'blog_posts',
        'email_logs',
        'orders',
        'profiles',
        'questionnaire_submissions',
        'refresh_tokens',
        'user_roles',
        'users',
        'webhook_events',
        'website_content',
        'websites',
      ]),
    );
  });
});
