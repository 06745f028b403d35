// The accounts context's own fixtures; the harness (app, database, sessions) is @fw/api-testing.
import { randomUUID } from 'node:crypto';
import { Argon2PasswordHasherAdapter } from '../src/security/argon2-password-hasher.adapter';
import { mailedToken, refreshCookie, type TestApp } from '@fw/api-testing';

export { createTestApp, issueSessionToken, mailedToken, refreshCookie } from '@fw/api-testing';
export type { TestApp } from '@fw/api-testing';

/** Limits high enough that a file of flows never meets them (each file has its own database). */
export const RELAXED_LIMITS = {
  AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '10000',
  AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: '10000',
  AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '10000',
  AUTH_RATE_LIMIT_EMAIL_PER_IP: '10000',
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '10000',
};

const hasher = new Argon2PasswordHasherAdapter();

export interface SeededUser {
  id: string;
  email: string;
  password: string;
}

/** A user straight in SQL (real argon2id hash), confirmed unless told otherwise. */
export async function seedUser(
  t: TestApp,
  options: { role?: 'admin' | 'editor'; email?: string; password?: string; fullName?: string | null; confirmed?: boolean } = {},
): Promise<SeededUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.test`;
  const password = options.password ?? 'correct-horse-1';
  await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, ?, ?)`, [
    id,
    email,
    await hasher.hash(password),
    options.confirmed === false ? null : new Date(),
  ]);
  await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, options.fullName === undefined ? 'Test User' : options.fullName, email]);
  await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, options.role ?? 'editor']);
  return { id, email, password };
}

export async function mailCount(t: TestApp, email: string, template?: string): Promise<number> {
  const rows = await t.sql<{ n: string }>(
    `select count(*) as n from email_logs where recipient_email = ?${template ? ' and template = ?' : ''}`,
    template ? [email, template] : [email],
  );
  return Number(rows[0].n);
}

/** Signs up through the API and follows the e-mailed link; returns the session body. */
export async function signUpAndConfirm(t: TestApp, email: string, password = 'correct-horse-1', extra: Record<string, unknown> = {}) {
  await t
    .http()
    .post('/api/auth/sign-up')
    .send({ email, password, ...extra })
    .expect(201);
  const token = await mailedToken(t, email, 'signup-confirmation');
  const res = await t.http().post('/api/auth/confirm').send({ token }).expect(200);
  // The refresh token comes in the HttpOnly cookie only; tests send it back in the body.
  return { ...(res.body as { access_token: string; user: { id: string; email: string; role: string } }), refresh_token: refreshCookie(res)!.value };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The parameters of a PHC-format argon2 hash (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, any param order). */
export function argon2Params(hash: string): { type: string; version: number; m: number; t: number; p: number } {
  const [, type, version, params] = hash.split('$');
  const map = Object.fromEntries(params.split(',').map((kv) => kv.split('=')));
  return { type, version: Number(version.replace('v=', '')), m: Number(map.m), t: Number(map.t), p: Number(map.p) };
}

/** OWASP's argon2id minimum (m >= 19 MiB, t >= 2, p = 1), or stronger. */
export function expectOwaspArgon2id(hash: string): void {
  const params = argon2Params(hash);
  expect(params).toMatchObject({ type: 'argon2id', version: 19, p: 1 });
  expect(params.m).toBeGreaterThanOrEqual(19456);
  expect(params.t).toBeGreaterThanOrEqual(2);
}
