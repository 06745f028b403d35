import type { AuthToken, User } from '@fw/api-accounts-domain';

/** An unconfirmed account with every link it was ever sent. */
export interface UnconfirmedAccount {
  user: User;
  links: AuthToken[];
}

/** Unconfirmed accounts, for removing abandoned sign-ups. Runs in the caller's transaction. */
export abstract class AbandonedSignUpRepositoryPort {
  /**
   * Up to `limit` unconfirmed accounts created before `createdBefore`, locked for the caller's
   * transaction (rows another transaction holds are skipped: a link being issued right now).
   */
  abstract lockUnconfirmedCreatedBefore(createdBefore: Date, limit: number): Promise<UnconfirmedAccount[]>;
  /** Deletes the accounts (user, profile, roles, links, sessions); returns how many. */
  abstract delete(userIds: string[]): Promise<number>;
}
