import { randomUUID } from 'node:crypto';
// The app's test harness and the mail context's SMTP test server, reached through this one file.
/* eslint-disable @nx/enforce-module-boundaries */
import type { TestApp } from '../../../../../../apps/api/test/support/test-app';
import { issueSessionToken } from '../../../../../../apps/api/test/support/session-token';
export { createTestApp } from '../../../../../../apps/api/test/support/test-app';
export type { TestApp } from '../../../../../../apps/api/test/support/test-app';
export { TestSmtpServer, waitFor } from '../../../../mail/infrastructure/src/testing/test-smtp-server';
export type { ReceivedMail } from '../../../../mail/infrastructure/src/testing/test-smtp-server';
/* eslint-enable @nx/enforce-module-boundaries */

export interface TestUser {
  id: string;
  email: string;
  /** `Bearer <access token>` */
  auth: string;
}

/** A confirmed user with profile and role, straight in SQL, with a fresh access token. */
export async function createUser(t: TestApp, options: { role?: 'admin' | 'editor'; fullName?: string | null } = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = `user-${id.slice(0, 8)}@example.test`;
  await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'not-a-real-hash', now())`, [id, email]);
  await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, options.fullName === undefined ? `Name ${id.slice(0, 4)}` : options.fullName, email]);
  await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, ?)`, [randomUUID(), id, options.role ?? 'editor']);
  const token = await issueSessionToken(t.app, { id, email });
  return { id, email, auth: `Bearer ${token}` };
}
