import type { AuthToken, AuthTokenPurpose } from '@fw/api-accounts-domain';

/** E-mailed single-use tokens (confirmation, password reset), stored as SHA-256 hashes. */
export abstract class AuthTokenRepositoryPort {
  abstract insert(token: AuthToken): Promise<void>;
  /** The most recently issued token of that purpose, used or not. */
  abstract findLatest(userId: string, purpose: AuthTokenPurpose): Promise<AuthToken | null>;
  /**
   * Marks the token used if it exists, has that purpose, is unused and unexpired, and returns it;
   * null otherwise. Atomic: of two concurrent calls with the same hash only one gets the token.
   */
  abstract consume(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<AuthToken | null>;
  /** Marks every outstanding token of that purpose used (one link used ends the others). */
  abstract consumeAll(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void>;
}
