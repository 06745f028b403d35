import type { Role } from '@fw/api-accounts-domain';

/** Who is calling, as the server knows it for this request (role read from the database). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** The session (refresh token family) the access token names. */
  sessionId?: string;
}
