/** The roles a user can hold; the accounts context stores them, every context checks them. */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

/** What an admin acting as a client may do: only read, or also manage the client's blog. */
export type ActingScope = 'read' | 'blog';

/** Who is calling, as the server knows it for this request (role read from the database). */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** The session (refresh token family) the access token names. */
  sessionId?: string;
  /**
   * Set when an admin acts as this client: the admin, and what they may do. `read` ("View as
   * client") may only read; `blog` may also write the client's blog posts. Every other write is
   * refused (403 AUTH.VIEW_AS_READ_ONLY).
   */
  actingAdmin?: { id: string; email: string; scope: ActingScope };
}
