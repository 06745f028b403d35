import type { User } from './account';
import { AUTH_TOKEN_TTL_SECONDS, type AuthToken } from './tokens';

/**
 * A sign-up nobody finished: unconfirmed, not disabled by an admin, older than a confirmation
 * link's lifetime and without a link that still works. It is removed, so that whoever typed the
 * address (perhaps not its owner) keeps no claim on it. An account the business made for a buyer
 * (it was sent an invitation) is never abandoned: it waits for the invitation flow. Whether an order
 * holds the account is asked of billing separately.
 */
export function isAbandonedSignUp(
  user: Pick<User, 'emailConfirmedAt' | 'disabledAt' | 'createdAt'>,
  links: ReadonlyArray<Pick<AuthToken, 'purpose' | 'expiresAt' | 'usedAt'>>,
  now: Date,
): boolean {
  if (user.emailConfirmedAt || user.disabledAt) return false;
  if (now.getTime() - user.createdAt.getTime() < AUTH_TOKEN_TTL_SECONDS.confirm_email * 1000) return false;
  if (links.some((link) => link.purpose === 'invite')) return false;
  return links.every((link) => link.usedAt !== null || link.expiresAt.getTime() <= now.getTime());
}
