export const AUTH_TOKEN_PURPOSES = ['confirm_email', 'reset_password', 'invite'] as const;
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

/** How long an e-mailed link stays valid (an invite's comes from AccountsSettings.inviteTtlSeconds). */
export const AUTH_TOKEN_TTL_SECONDS: Record<AuthTokenPurpose, number> = {
  confirm_email: 24 * 60 * 60,
  reset_password: 60 * 60,
  invite: 72 * 60 * 60,
};

/** A single-use token sent by e-mail (table auth_tokens); only its SHA-256 is stored. */
export class AuthToken {
  id: string;
  userId: string;
  purpose: AuthTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null = null;
  /** A paid checkout to link to the account once the e-mail is confirmed (sign-up with session_id). */
  checkoutSessionId: string | null = null;
  createdAt: Date = new Date();
}

/** One refresh token of a session family (table refresh_tokens); only its SHA-256 is stored. */
export class RefreshToken {
  id: string;
  userId: string;
  /** Every token rotated from one sign-in shares the family; reuse revokes the whole family. */
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  rotatedAt: Date | null = null;
  revokedAt: Date | null = null;
  createdAt: Date = new Date();
}

/**
 * What presenting a refresh token means:
 * - `rotate`: live and never used: rotate it;
 * - `grace`: already rotated within the reuse window (parallel tabs, a retried request): issue
 *   another token of the same family;
 * - `reuse`: rotated longer ago: a copy is being replayed, so the family must be revoked;
 * - `dead`: revoked or expired.
 */
export type RefreshDecision = 'rotate' | 'grace' | 'reuse' | 'dead';

export function decideRefresh(token: Pick<RefreshToken, 'expiresAt' | 'rotatedAt' | 'revokedAt'>, now: Date, reuseWindowSeconds: number): RefreshDecision {
  if (token.revokedAt) return 'dead';
  if (token.rotatedAt) {
    return now.getTime() - token.rotatedAt.getTime() <= reuseWindowSeconds * 1000 ? 'grace' : 'reuse';
  }
  if (token.expiresAt.getTime() <= now.getTime()) return 'dead';
  return 'rotate';
}
