import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from '@fw/api-testing';

/**
 * Which body a route reads is decided by the route Fastify matched, not by the spelling of the
 * URL: routing ignores case, so `/API/auth/sign-in` is the sign-in route and reads JSON only
 * (a form body there would allow a cross-site login, docs/security.md). Only the payment
 * sandbox's HTML pages read forms, and no body of any kind may carry a NUL.
 */
describe('body kinds follow the matched route', () => {
  let t: TestApp;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-route-kind-')), 'api.log');

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_FILE: logFile, LOG_LEVEL: 'info', STRIPE_SECRET_KEY: undefined, PAYMENT_PROVIDER: undefined } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  it('refuses a form body on an API route however the path is spelled', async () => {
    for (const url of ['/api/auth/sign-in', '/API/auth/sign-in', '/Api/Auth/Sign-In', '/API/AUTH/SIGN-IN/']) {
      const res = await t.http().post(url).type('form').send({ email: 'victim@example.com', password: 'whatever-1' });
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'REQUEST.NOT_JSON' });
    }
    for (const url of ['/API/contact', '/Api/Questionnaires']) {
      const res = await t.http().post(url).set('Content-Type', 'text/plain').send('{"name":"x"}');
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'REQUEST.NOT_JSON' });
    }
  });

  it('still reads the sandbox checkout’s form, and refuses a NUL in a form field with 400', async () => {
    const created = await t.http().post('/api/checkout').send({ package_id: 'basic', term_years: 1 });
    expect(created.status).toBe(201);
    const pay = `/api/sandbox/checkout/${created.body.session_id}/pay`;
    const nul = await t.http().post(pay).type('form').send('email=buyer%00@example.com');
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('REQUEST.INVALID');
    const [orders] = await t.sql<{ n: string }>(`select count(*) as n from orders where buyer_email is not null`);
    expect(Number(orders.n)).toBe(0);
    await t.http().post(pay).type('form').send({ email: 'buyer@example.com' }).expect(303);
  });

  it('never logs the values of a statement that failed', async () => {
    const secret = 'very-private-words-4711';
    // A fault in the database that no validation can foresee.
    await t.sql(`create function planted_fault() returns trigger language plpgsql as $$ begin raise exception 'planted fault'; end $$`);
    await t.sql(`create trigger planted_fault before insert on contact_messages for each row execute function planted_fault()`);
    const message = { name: 'Someone', email: 'someone@example.com', subject: secret, message: `Hello ${secret}` };
    // A planted fault answers 500, which the contract rightly does not document: no contract check.
    const res = await request(t.app.getHttpServer()).post('/api/contact').send(message);
    expect(res.status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logs = fs.readFileSync(logFile, 'utf8');
    expect(logs).toMatch(/request failed/);
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain('someone@example.com');
  });
});
