import type { Role, User } from '@fw/api-accounts-domain';

/** A user as the API shows it: profile fields and the effective role. */
export interface AccountView {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  createdAt: Date;
}

export interface NewAccount {
  id: string;
  email: string;
  passwordHash: string;
  fullName: string | null;
  role: Role;
  emailConfirmedAt: Date | null;
}

/**
 * Users, profiles and roles. Every method runs in the caller's current transaction (UnitOfWorkPort)
 * when there is one. E-mail lookups are case-insensitive.
 */
export abstract class AccountRepositoryPort {
  /** With the password hash loaded. */
  abstract findUserByEmail(email: string): Promise<User | null>;
  abstract findUserById(id: string): Promise<User | null>;
  abstract findView(id: string): Promise<AccountView | null>;
  /** Inserts user, profile and role row; false (and nothing written) when the e-mail is taken. */
  abstract insert(account: NewAccount): Promise<boolean>;
  abstract markEmailConfirmed(userId: string, at: Date): Promise<void>;
  /** Sets the hash and password_changed_at (access tokens issued before it stop working). */
  abstract changePassword(userId: string, passwordHash: string, at: Date): Promise<void>;
  abstract updateFullName(userId: string, fullName: string | null): Promise<void>;
  abstract findBusinessName(userId: string): Promise<string | null>;
  /** The sign-in e-mail (users and profiles); false when another account has it. */
  abstract changeEmail(userId: string, email: string): Promise<boolean>;
  abstract updateBusinessName(userId: string, businessName: string | null): Promise<void>;
  /** Sets only the hash (change password: the caller's own session stays valid; others are revoked by family). */
  abstract setPasswordHash(userId: string, passwordHash: string, at: Date): Promise<void>;
  /** Sets or clears disabled_at (a disabled user's access tokens are refused by the per-request check). */
  abstract setDisabled(userId: string, at: Date | null): Promise<void>;
  /** Whether the account was merged into another one (then it stays closed). */
  abstract isMergedAway(userId: string): Promise<boolean>;
  /** Replaces the user's role rows with one row of `role`. */
  abstract setRole(userId: string, role: Role): Promise<void>;
  /**
   * Number of admins, taking a transaction-scoped lock so that concurrent demotions are
   * serialised (call inside a transaction).
   */
  abstract countAdminsForUpdate(): Promise<number>;
}
