import { createTestApp, seedUser, TestApp } from './accounts-test-support';

/**
 * auth.lockout-dos (docs/product.md §10.3), with the default limits: failures count per (e-mail,
 * address) and per address in a sliding window; repeated failures for one e-mail from one address
 * are slowed down (429 with a Retry-After that grows), never the account as a whole; successful
 * sign-ins count against nothing.
 */
// Dozens of argon2id checks per test: generous time on a loaded two-core machine.
jest.setTimeout(120_000);

describe('sign-in throttling that slows guessing without locking owners out', () => {
  let t: TestApp;
  const from = (ip: string) => ({ 'X-Forwarded-For': ip });
  const signIn = (ip: string, email: string, password: string) => t.http().post('/api/auth/sign-in').set(from(ip)).send({ email, password });
  /** Moves the recorded failures of that address (and e-mail) back in time, as if the caller waited. */
  const wait = (seconds: number, ip: string, email?: string) =>
    t.sql(
      `update sign_in_failures set failed_at = failed_at - make_interval(secs => ?) where ip = ?${email ? ' and email = ?' : ''}`,
      email ? [seconds, ip, email] : [seconds, ip],
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('lets the owner in from another address after ten (and twelve) wrong passwords from one address', async () => {
    const owner = await seedUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn('203.0.113.1', owner.email, `wrong-${i}`)).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    await signIn('198.51.100.7', owner.email, owner.password).expect(200);
  });

  it('never counts successful sign-ins against an address (an office behind one address)', async () => {
    const users = await Promise.all([seedUser(t), seedUser(t), seedUser(t)]);
    for (let i = 0; i < 36; i++) {
      const user = users[i % users.length];
      await signIn('192.0.2.50', user.email, user.password).expect(200);
    }
  });

  it('slows guessing of one e-mail from one address with a growing Retry-After, then evaluates again', async () => {
    const owner = await seedUser(t);
    const ip = '203.0.113.2';
    for (let i = 0; i < 5; i++) await signIn(ip, owner.email, 'wrong-password').expect(401);
    const delays: number[] = [];
    for (let round = 0; round < 4; round++) {
      const limited = await signIn(ip, owner.email, 'wrong-password').expect(429);
      expect(limited.body.code).toBe('REQUEST.RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(limited.body.message).toBe(`Too many sign-in attempts. Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`);
      delays.push(retryAfter);
      // Refused without looking at the password: the right one from this address waits too.
      await signIn(ip, owner.email, owner.password).expect(429);
      await wait(retryAfter, ip, owner.email);
      await signIn(ip, owner.email, 'wrong-password').expect(401);
    }
    expect(delays).toEqual([1, 2, 4, 8]);
    // The same address may still sign in to other accounts, and the owner from elsewhere.
    const other = await seedUser(t);
    await signIn(ip, other.email, other.password).expect(200);
    await signIn('198.51.100.8', owner.email, owner.password).expect(200);
    // After waiting, the right password from the failing address clears its delay.
    await wait(60, ip, owner.email);
    await signIn(ip, owner.email, owner.password).expect(200);
    await signIn(ip, owner.email, 'wrong-password').expect(401);
  });

  it('answers an unknown e-mail exactly like a known one', async () => {
    const owner = await seedUser(t);
    const pattern = async (email: string, ip: string) => {
      const out: Array<[number, string | undefined]> = [];
      for (let i = 0; i < 7; i++) {
        const res = await signIn(ip, email, 'wrong-password');
        out.push([res.status, res.headers['retry-after']]);
      }
      return out;
    };
    expect(await pattern('nobody-here@example.com', '203.0.113.3')).toEqual(await pattern(owner.email, '203.0.113.4'));
  });

  it('limits failures per address across e-mails in a sliding window', async () => {
    const ip = '203.0.113.9';
    const owner = await seedUser(t);
    const firstFailure = Date.now();
    for (let i = 0; i < 30; i++) await signIn(ip, `guess-${i}@example.com`, 'wrong-password').expect(401);
    const limited = await signIn(ip, owner.email, owner.password).expect(429);
    const retryAfter = Number(limited.headers['retry-after']);
    // The window runs from the oldest failure: what is left of it, whatever the machine's speed.
    expect(retryAfter).toBeGreaterThanOrEqual(900 - Math.ceil((Date.now() - firstFailure) / 1000) - 1);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // Other addresses are not affected.
    await signIn('198.51.100.9', owner.email, owner.password).expect(200);
    // Sliding: once the oldest failure is older than the window, one more attempt is evaluated.
    await t.sql(`update sign_in_failures set failed_at = now() - interval '901 seconds' where id = (select min(id) from sign_in_failures where ip = ?)`, [ip]);
    await signIn(ip, 'guess-x@example.com', 'wrong-password').expect(401);
    await signIn(ip, owner.email, owner.password).expect(429);
    await wait(901, ip);
    await signIn(ip, owner.email, owner.password).expect(200);
  });
});
