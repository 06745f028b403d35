import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, mailedToken, refreshCookie, TestApp } from '@fw/api-testing';

/**
 * auth.logs-clean: run the flows that handle secrets with the most verbose logging, then search
 * everything the app logged for the passwords, tokens and cookies it saw.
 */
describe('logs never contain passwords, tokens or cookies', () => {
  let t: TestApp;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-logs-')), 'api.log');
  const secrets: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace', LOG_FILE: logFile, PUBLIC_URL: 'http://fw.test' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  const tokenIn = (email: string, template: 'signup-confirmation' | 'password-reset') => mailedToken(t, email, template);

  it('runs sign-up, confirmation, sign-in, refresh, wrong password and reset', async () => {
    const email = 'logs@example.com';
    const password = 'Very-Secret-Password-1';
    const newPassword = 'Another-Secret-Password-2';
    secrets.push(password, newPassword);
    await t.http().post('/api/auth/sign-up').send({ email, password, full_name: 'Log Tester' }).expect(201);
    const confirmToken = await tokenIn(email, 'signup-confirmation');
    secrets.push(confirmToken);
    const confirmed = await t.http().post('/api/auth/confirm').send({ token: confirmToken }).expect(200);
    secrets.push(confirmed.body.access_token, refreshCookie(confirmed)!.value);
    await t.http().post('/api/auth/sign-in').send({ email, password: 'wrong-password-xyz' }).expect(401);
    secrets.push('wrong-password-xyz');
    const signedIn = await t.http().post('/api/auth/sign-in').send({ email, password }).expect(200);
    secrets.push(signedIn.body.access_token, refreshCookie(signedIn)!.value);
    const cookie = signedIn.headers['set-cookie'] as unknown as string[];
    const refreshed = await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    secrets.push(refreshed.body.access_token, refreshCookie(refreshed)!.value);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${refreshed.body.access_token}`).expect(200);
    await t.http().post('/api/auth/password/forgot').send({ email }).expect(202);
    const resetToken = await tokenIn(email, 'password-reset');
    secrets.push(resetToken);
    await t.http().post('/api/auth/password/reset').send({ token: resetToken, password: newPassword }).expect(200);
    await t.http().post('/api/auth/confirm').send({ token: confirmToken }).expect(400);
  });

  it('logged the requests, and none of the secrets', () => {
    const logs = fs.readFileSync(logFile, 'utf8');
    expect(logs).toContain('/api/auth/sign-in');
    expect(logs).toContain('/api/auth/password/reset');
    expect(secrets.length).toBeGreaterThanOrEqual(10);
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/Bearer\s+ey/);
    expect(logs).not.toContain('fw_refresh=');
    expect(logs).not.toMatch(/\$argon2id\$/);
  });

  it('logs each API request once answered: its id, method, path and status only, at warn for a refusal', () => {
    type Line = { level: number; msg: string; req?: { url?: string }; res?: { statusCode?: number } };
    const lines = fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line);
    const completed = lines.filter((line) => line.msg === 'request completed');
    const refused = completed.find((line) => line.req?.url === '/api/auth/confirm' && line.res?.statusCode === 400);
    expect(refused).toMatchObject({ level: 40, req: { id: expect.any(String), method: 'POST', url: '/api/auth/confirm' }, res: { statusCode: 400 } });
    expect(Object.keys(refused!.req!).sort()).toEqual(['id', 'method', 'url']);
    expect(Object.keys(refused!.res!)).toEqual(['statusCode']);
    expect(completed.find((line) => line.req?.url === '/api/auth/me')).toMatchObject({ level: 30, res: { statusCode: 200 } });
  });
});
