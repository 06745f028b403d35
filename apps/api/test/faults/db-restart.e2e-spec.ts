// fault.db-restart — PostgreSQL stopped and started again under load, on a server of this test's
// own (the Jest-wide one is shared by parallel files). While it is down the API answers 503
// (readiness and a route that reads the database), never 500, and the process stays up; once it is
// back the same app answers 200 within 10 s, with no restart.
import { bootFaultApp, backgroundLoad, FaultApp, faultUser, seedUser, waitFor } from './support/fault-app';
import { createOwnPostgres, OwnPostgres } from '@fw/api-testing';

jest.setTimeout(90_000);

describe('fault.db-restart', () => {
  let pg: OwnPostgres;
  let t: FaultApp;

  beforeAll(async () => {
    pg = await createOwnPostgres();
    t = await bootFaultApp(pg.url, { DB_POOL_MAX: '4', DB_ACQUIRE_TIMEOUT_MS: '1000' });
    await seedUser(t.em());
  });

  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  const ready = () => t.http().get('/api/health/ready');
  const me = () => t.http().get('/api/auth/me').set('Authorization', t.bearer(faultUser.id, faultUser.email));
  const publicContent = () => t.http().get(`/api/public/sites/${faultUser.domain}/content`);

  it('answers 503 while the database is down and recovers by itself after it restarts', async () => {
    expect((await ready()).status).toBe(200);
    expect((await me()).status).toBe(200);
    expect((await publicContent()).status).toBe(200);

    const load = backgroundLoad(async () => (await publicContent()).status, 8);
    await new Promise((r) => setTimeout(r, 300));
    await pg.stop();
    const downAt = Date.now();

    const readyDown = await ready();
    expect(readyDown.status).toBe(503);
    expect(readyDown.body).toMatchObject({ statusCode: 503, code: 'HEALTH.DATABASE_DOWN' });

    const contentDown = await publicContent();
    expect(contentDown.status).toBe(503);
    expect(contentDown.body).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' });

    // Keep it down for a while under load: every answer must be a clean 503.
    await new Promise((r) => setTimeout(r, Math.max(0, 2000 - (Date.now() - downAt))));
    await pg.start();
    const recoveredIn = await waitFor(async () => (await ready()).status === 200, 10_000);
    const statuses = await load.stop();

    expect(recoveredIn).toBeLessThan(10_000);
    expect((await publicContent()).status).toBe(200);
    expect((await me()).status).toBe(200);
    const seen = Object.fromEntries(statuses);
    // Only successes and clean 503s under load; no 500s and no dropped sockets.
    expect(Object.keys(seen).map(Number).sort()).toEqual(expect.arrayContaining([200, 503]));
    for (const status of Object.keys(seen).map(Number)) expect([200, 503]).toContain(status);
  });

  it('a signed-in route answers 503 while the database is down, not 401 (the session stays valid)', async () => {
    expect((await me()).status).toBe(200);
    await pg.stop();
    try {
      // JwtStrategy reads the user and role from the database on every request; when that read
      // fails the caller is not "unauthenticated" and the SPA must not sign them out.
      const meDown = await me();
      expect(meDown.body).toMatchObject({ statusCode: 503, code: 'SERVICE.UNAVAILABLE' });
      expect(meDown.status).toBe(503);
    } finally {
      await pg.start();
    }
    await waitFor(async () => (await me()).status === 200, 10_000);
  });

  it('survives a second outage in a row (the pool throws away dead connections)', async () => {
    await pg.stop();
    expect((await ready()).status).toBe(503);
    expect((await publicContent()).status).toBe(503);
    await pg.start();
    await waitFor(async () => (await publicContent()).status === 200, 10_000);
    expect((await ready()).status).toBe(200);
  });
});
