import { createTestApp, TestApp } from './test-app';
import { createUser, TestUser } from './test-user';

/** The API under test with an admin and a client (an editor) signed in, as the admin-side specs start it. */
export interface AdminAndClient {
  t: TestApp;
  admin: TestUser;
  editor: TestUser;
}

/** Starts the API and creates its admin and client; `client` sets the client's name or address. The caller closes `t`. */
export async function startWithAdminAndClient(client: Parameters<typeof createUser>[1] = {}): Promise<AdminAndClient> {
  const t = await createTestApp();
  const admin = await createUser(t, { role: 'admin' });
  const editor = await createUser(t, client);
  return { t, admin, editor };
}
