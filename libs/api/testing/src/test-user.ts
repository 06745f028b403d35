import { randomUUID } from 'node:crypto';
import { issueSessionToken } from './session-token';
import type { TestApp } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  /** `Bearer <access token>` */
  auth: string;
}

/**
 * A confirmed user with profile and role, straight in SQL, signed in (a live session and its access
 * token). The password hash is a placeholder: tests that sign in with a password seed their own.
 */
export async function createUser(t: TestApp, options: { role?: 'admin' | 'editor'; fullName?: string | null; email?: string } = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.test`;
  await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'not-a-real-hash', now())`, [id, email]);
  await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [
    id,
    options.fullName === undefined ? `Name ${id.slice(0, 4)}` : options.fullName,
    email,
  ]);
  await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, options.role ?? 'editor']);
  const token = await issueSessionToken(t.app, { id, email });
  return { id, email, auth: `Bearer ${token}` };
}
