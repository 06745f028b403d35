import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '@fw/api-testing';

// Unknown API paths and wrong methods, answered by the router (api-not-found.ts).
describe('unknown API paths and wrong methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 405 with Allow for a path that exists with other methods, in the error shape', async () => {
    const res = await t.http().delete('/api/auth/me').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD, PATCH');
    expect(res.body).toEqual({ statusCode: 405, code: 'HTTP.METHOD_NOT_ALLOWED', message: expect.stringContaining('DELETE') });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('finds the other methods of a path with parameters, and of a static path', async () => {
    const byId = await t.http().post(`/api/admin/websites/${randomUUID()}`).expect(405);
    expect(byId.headers.allow).toBe('GET, HEAD, PATCH, DELETE');
    const signIn = await t.http().get('/api/auth/sign-in').expect(405);
    expect(signIn.headers.allow).toBe('POST');
  });

  it('answers before reading a body: 405 for a wrong method even with malformed JSON', async () => {
    const res = await t.http().post('/api/health').set('Content-Type', 'application/json').send('{"a":').expect(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('answers 404 in the error shape for a path no method has', async () => {
    for (const [method, path] of [
      ['get', '/api/no-such-thing'],
      ['post', '/api/no/such/thing'],
      ['get', '/api'],
      ['delete', '/api/'],
    ] as const) {
      const res = await t.http()[method](path).expect(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.body).toMatchObject({ statusCode: 404, code: 'HTTP.NOT_FOUND' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('routes as Express did: case-insensitive, with an optional trailing slash', async () => {
    await t.http().get('/api/Health').expect(200);
    await t.http().get('/api/health/').expect(200);
  });
});
