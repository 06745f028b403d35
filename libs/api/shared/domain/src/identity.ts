/** The roles a user can hold; the accounts context stores them, every context checks them. */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling, as the server knows it for this request (role read from the database). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** The session (refresh token family) the access token names. */
  sessionId?: string;
}
