import type { Role } from '@fw/api-shared-domain';

/** Roles are defined with the shared identity guards (one home); accounts stores them. */
export { ROLES } from '@fw/api-shared-domain';
export type { Role } from '@fw/api-shared-domain';
/** A user without a user_roles row is an editor. */
export const DEFAULT_ROLE: Role = 'editor';

/** Credentials and state of a sign-in identity (table users). */
export class User {
  id: string;
  email: string;
  passwordHash: string;
  emailConfirmedAt: Date | null = null;
  disabledAt: Date | null = null;
  passwordChangedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

/** The public face of a user (table profiles); id equals the user's id. */
export class Profile {
  id: string;
  fullName: string | null = null;
  /** Given on the first sign-in (see MyAccountService.completeOnboarding). */
  businessName: string | null = null;
  email: string;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export class UserRole {
  id: string;
  userId: string;
  role: Role;
  createdAt: Date = new Date();
}

/** Highest role wins: one admin row makes the user an admin. */
export function effectiveRole(roles: readonly string[]): Role {
  return roles.includes('admin') ? 'admin' : DEFAULT_ROLE;
}

/** Read model of the admin clients list: a profile with its effective role. */
export class ClientRow {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  createdAt: Date;
  /** Invited (made for a buyer or from a questionnaire) and not activated yet: an invitation can be resent. */
  invitationPending: boolean;
  emailConfirmedAt: Date | null;
  disabledAt: Date | null;
  /** When the newest session began (a sign-in); null when never signed in or its sessions were pruned. */
  lastSignInAt: Date | null;
}

export const CLIENT_STATUSES = ['active', 'invited', 'unconfirmed', 'disabled'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** Disabled wins; then an invitation not used yet; then an e-mail not confirmed yet. */
export function clientStatus(row: { disabledAt: Date | null; invitationPending: boolean; emailConfirmedAt: Date | null }): ClientStatus {
  if (row.disabledAt) return 'disabled';
  if (row.invitationPending) return 'invited';
  return row.emailConfirmedAt ? 'active' : 'unconfirmed';
}
