import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from '@fw/api-testing';

type Line = { level: number; msg: string; context?: string; req?: { id?: string; method?: string; url?: string }; res?: { statusCode?: number } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The request id on every line written while a request is served (README, LOG_LEVEL): the lines of
 * the services and of the error filter, after the JSON body was read, as well as the completed
 * line; and only the request's own id, however many requests are served at once.
 */
describe('log lines name the request they were written for', () => {
  let t: TestApp;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-request-log-')), 'api.log');
  const lines = (): Line[] =>
    fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_FILE: logFile, LOG_LEVEL: 'info', AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '1000', AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  it('gives a service’s line, written after the body was read, the caller’s request id', async () => {
    await t
      .http()
      .post('/api/auth/sign-in')
      .set('X-Request-Id', 'sign-in-trace-1')
      .send({ email: 'nobody@example.com', password: 'Wrong-Password-1' })
      .expect(401)
      .expect('X-Request-Id', 'sign-in-trace-1');
    const refused = lines().filter((line) => line.msg === 'sign-in refused: invalid credentials');
    expect(refused).toEqual([
      expect.objectContaining({ level: 40, context: 'Accounts', req: { id: 'sign-in-trace-1', method: 'POST', url: '/api/auth/sign-in' } }),
    ]);
    const completed = lines().find((line) => line.msg === 'request completed' && line.req?.id === 'sign-in-trace-1');
    expect(completed).toMatchObject({ level: 40, res: { statusCode: 401 } });
  });

  it('gives the error filter’s line for a failure its request id, and logs the failed request at error', async () => {
    await t.sql(`create function planted_log_fault() returns trigger language plpgsql as $$ begin raise exception 'planted fault'; end $$`);
    await t.sql(`create trigger planted_log_fault before insert on contact_messages for each row execute function planted_log_fault()`);
    try {
      const res = await request(t.app.getHttpServer())
        .post('/api/contact')
        .set('X-Request-Id', 'contact-trace-1')
        .send({ name: 'Someone', email: 'someone@example.com', subject: 'Hello', message: 'A message that fails to save' });
      expect(res.status).toBe(500);
    } finally {
      await t.sql(`drop trigger planted_log_fault on contact_messages`);
      await t.sql(`drop function planted_log_fault()`);
    }
    const failed = lines().find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, context: 'HTTP', req: { id: 'contact-trace-1', method: 'POST', url: '/api/contact' } });
    expect(lines().find((line) => line.msg === 'request errored')).toMatchObject({ level: 50, req: { id: 'contact-trace-1' }, res: { statusCode: 500 } });
  });

  it('keeps each request’s own id when many are served at once', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `parallel-${i}`);
    await Promise.all(
      ids.map((id) =>
        t
          .http()
          .post('/api/auth/sign-in')
          .set('X-Request-Id', id)
          .send({ email: `${id}@example.com`, password: 'Wrong-Password-1' })
          .expect(401),
      ),
    );
    const refused = lines().filter((line) => line.msg === 'sign-in refused: invalid credentials' && line.req?.id?.startsWith('parallel-'));
    expect(refused.map((line) => line.req!.id).sort()).toEqual([...ids].sort());
  });

  it('replaces a request id that is not a plain token, and logs the one it answers with', async () => {
    const res = await t
      .http()
      .post('/api/auth/sign-in')
      .set('X-Request-Id', 'not a token; injected')
      .send({ email: 'nobody@example.com', password: 'Wrong-Password-1' })
      .expect(401);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines().some((line) => line.msg === 'sign-in refused: invalid credentials' && line.req?.id === id)).toBe(true);
    expect(fs.readFileSync(logFile, 'utf8')).not.toContain('injected');
  });

  it('writes the lines outside any request (start-up) without a request', () => {
    const startup = lines().filter((line) => line.context === 'RoutesResolver');
    expect(startup.length).toBeGreaterThan(0);
    expect(startup.every((line) => line.req === undefined)).toBe(true);
  });
});
