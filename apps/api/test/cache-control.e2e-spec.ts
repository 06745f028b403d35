import { randomUUID } from 'node:crypto';
import { createTestApp, mailedToken, refreshCookie, TestApp } from '@fw/api-testing';
import { liveOperations, Operation, seedActor } from './support/openapi-operations';

/** The only answers a shared cache may keep: the public site reads, which set their own policy. */
const CACHEABLE = new Set(['GET /api/public/sites/{}/content', 'GET /api/public/sites/{}/posts']);

/**
 * Answers that carry a token or personal data must not be kept by a browser or a shared cache
 * (a proxy, the back/forward cache of a shared computer): `Cache-Control: no-store` on every API
 * answer except the public content reads, which stay cacheable (public, max-age=60, ETag).
 */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let ops: Operation[];
  let admin: string;

  beforeAll(async () => {
    ({ ops } = await liveOperations());
    t = await createTestApp({ env: { AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '10000', AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '10000' } });
    admin = (await seedActor(t, 'admin')).authorization;
  }, 60_000);
  afterAll(() => t?.close());

  it('is no-store on the answers that carry a session: confirm, sign-in, refresh and /api/auth/me', async () => {
    const email = `cache-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'correct-horse-1';
    await t.http().post('/api/auth/sign-up').send({ email, password, full_name: 'Cache Test' }).expect(201);
    const token = await mailedToken(t, email, 'signup-confirmation');

    const confirmed = await t.http().post('/api/auth/confirm').send({ token }).expect(200);
    expect(confirmed.body.access_token).toEqual(expect.any(String));
    expect(confirmed.headers['cache-control']).toBe('no-store');

    const signedIn = await t.http().post('/api/auth/sign-in').send({ email, password }).expect(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    const refreshed = await t
      .http()
      .post('/api/auth/refresh')
      .send({ refresh_token: refreshCookie(signedIn)!.value })
      .expect(200);
    expect(refreshed.body.access_token).toEqual(expect.any(String));
    expect(refreshed.headers['cache-control']).toBe('no-store');

    const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${signedIn.body.access_token}`).expect(200);
    expect(me.body.email).toBe(email);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on every other operation, answered or refused, and public on the public reads', async () => {
    const domain = `cache-${randomUUID().slice(0, 8)}.example`;
    await t.sql(`insert into websites (id, name, domain, created_at, updated_at) values (?, 'Cache Site', ?, now(), now())`, [randomUUID(), domain]);
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.method === 'get')) {
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === 'domain' ? domain : randomUUID()));
      const res = await t.http().get(url).set('Authorization', admin);
      const expected = CACHEABLE.has(op.key) ? 'public, max-age=60' : 'no-store';
      if (res.headers['cache-control'] !== expected) wrong.push(`${op.key} (${res.status}): ${res.headers['cache-control']}`);
    }
    for (const op of ops.filter((o) => o.method !== 'get')) {
      await t.sql('delete from rate_limit_hits');
      const url = op.path.replace(/\{[^}]+\}/g, () => randomUUID());
      const res = await t.http()[op.method](url).set('Authorization', admin).send({});
      if (res.headers['cache-control'] !== 'no-store') wrong.push(`${op.key} (${res.status}): ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
    expect(ops.filter((o) => CACHEABLE.has(o.key))).toHaveLength(CACHEABLE.size);
  });
});
