import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, mailCount, refreshCookie, seedUser, TestApp } from './accounts-test-support';

describe('auth rate limits (per IP and per e-mail, 429 with Retry-After) and the Secure cookie behind https', () => {
  let t: TestApp;
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-throttle-')), 'api.log');
  /** The JSON log lines with this message, once the asynchronous logger has written them. */
  const logged = async (message: string, atLeast: number): Promise<Array<Record<string, unknown>>> => {
    let lines: Array<Record<string, unknown>> = [];
    for (let waited = 0; waited < 5000 && lines.length < atLeast; waited += 100) {
      if (waited) await new Promise((r) => setTimeout(r, 100));
      lines = fs.existsSync(logFile)
        ? fs
            .readFileSync(logFile, 'utf8')
            .split('\n')
            .filter((l) => l.includes(`"${message}"`))
            .map((l) => JSON.parse(l))
        : [];
    }
    return lines;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOG_FILE: logFile,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'https://fw.example',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '86400',
        AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '5',
        AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: '3',
        AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '3',
        AUTH_RATE_LIMIT_EMAIL_PER_IP: '4',
        AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '2',
        AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  const expectLimited = (res: { status: number; headers: Record<string, string>; body: { code: string } }) => {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86400);
    expect(res.body.code).toBe('REQUEST.RATE_LIMITED');
  };

  it('limits failed sign-ins per IP, then even the right password from that IP waits, without affecting other IPs', async () => {
    const user = await seedUser(t);
    for (let i = 0; i < 5; i++) {
      await t
        .http()
        .post('/api/auth/sign-in')
        .set(from('10.0.0.1'))
        .send({ email: `guess${i}@example.com`, password: 'wrong-password' })
        .expect(401);
    }
    expectLimited(await t.http().post('/api/auth/sign-in').set(from('10.0.0.1')).send({ email: user.email, password: user.password }));
    await t.http().post('/api/auth/sign-in').set(from('10.0.0.2')).send({ email: user.email, password: user.password }).expect(200);
    // Attempts logged (auth.login-throttle): each refusal, and the throttle with its address.
    expect((await logged('sign-in refused: invalid credentials', 5)).length).toBeGreaterThanOrEqual(5);
    const limited = await logged('rate limited', 1);
    expect(limited).toEqual(expect.arrayContaining([expect.objectContaining({ path: '/api/auth/sign-in', code: 'REQUEST.RATE_LIMITED', ip: '10.0.0.1' })]));
    expect(JSON.stringify(limited)).not.toContain(user.password);
  });

  it('slows failures for one e-mail from one IP, the same way for unknown addresses, and not from other IPs', async () => {
    const user = await seedUser(t);
    for (const [email, ip] of [
      [user.email, '10.1.0.1'],
      ['no-such-user@example.com', '10.1.0.2'],
    ]) {
      for (let i = 1; i <= 3; i++) {
        await t.http().post('/api/auth/sign-in').set(from(ip)).send({ email, password: 'wrong-password' }).expect(401);
      }
      const limited = await t.http().post('/api/auth/sign-in').set(from(ip)).send({ email: email.toUpperCase(), password: 'wrong-password' });
      expectLimited(limited);
      expect(limited.headers['retry-after']).toBe('1');
    }
    await t.http().post('/api/auth/sign-in').set(from('10.1.9.10')).send({ email: user.email, password: user.password }).expect(200);
  });

  it('limits sign-ups per IP', async () => {
    for (let i = 0; i < 3; i++) {
      await t
        .http()
        .post('/api/auth/sign-up')
        .set(from('10.3.0.1'))
        .send({ email: `signup${i}@example.com`, password: 'secret-signup-1' })
        .expect(201);
    }
    expectLimited(await t.http().post('/api/auth/sign-up').set(from('10.3.0.1')).send({ email: 'signup9@example.com', password: 'secret-signup-1' }));
    expect(await t.sql(`select 1 from users where email = 'signup9@example.com'`)).toHaveLength(0);
    await t.http().post('/api/auth/sign-up').set(from('10.3.0.2')).send({ email: 'signup9@example.com', password: 'secret-signup-1' }).expect(201);
  });

  it('limits resend and forgot requests per IP and per address', async () => {
    for (let i = 0; i < 4; i++) {
      const path = i % 2 ? '/api/auth/password/forgot' : '/api/auth/resend-confirmation';
      await t
        .http()
        .post(path)
        .set(from('10.4.0.1'))
        .send({ email: `someone${i}@example.com` })
        .expect(202);
    }
    expectLimited(await t.http().post('/api/auth/password/forgot').set(from('10.4.0.1')).send({ email: 'fresh@example.com' }));

    const user = await seedUser(t);
    await t.http().post('/api/auth/password/forgot').set(from('10.5.0.1')).send({ email: user.email }).expect(202);
    await t.http().post('/api/auth/password/forgot').set(from('10.5.0.2')).send({ email: user.email }).expect(202);
    expectLimited(await t.http().post('/api/auth/password/forgot').set(from('10.5.0.3')).send({ email: user.email }));
    expect(await mailCount(t, user.email, 'password-reset')).toBe(2);
  });

  it('marks the refresh cookie Secure when PUBLIC_URL is https', async () => {
    const user = await seedUser(t);
    const res = await t.http().post('/api/auth/sign-in').set(from('10.6.0.1')).send({ email: user.email, password: user.password }).expect(200);
    expect(refreshCookie(res)!.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/api/auth']));
  });
});
