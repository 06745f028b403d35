import type { RefreshToken } from '@fw/api-accounts-domain';

/** Refresh tokens stored as SHA-256 hashes, grouped in families (one per sign-in). */
export abstract class RefreshTokenRepositoryPort {
  abstract insert(token: RefreshToken): Promise<void>;
  /** Locks the row until the transaction ends, so concurrent refreshes of one token queue up. */
  abstract findByHashForUpdate(tokenHash: string): Promise<RefreshToken | null>;
  abstract markRotated(id: string, at: Date): Promise<void>;
  /** Revokes every live token of the family. Safe to repeat. */
  abstract revokeFamily(familyId: string, at: Date): Promise<void>;
  /** Revokes every live token of the user (password change). Safe to repeat. */
  abstract revokeAllForUser(userId: string, at: Date): Promise<void>;
  /** Revokes every live token of the user except the family `keepFamilyId` (the caller's session). */
  abstract revokeAllForUserExcept(userId: string, keepFamilyId: string, at: Date): Promise<void>;
}
