import { ACCOUNT_LIMITS } from '@fw/shared-field-limits';

/** Spec §8: at least 6 characters. The cap keeps hashing cost bounded; argon2 has no 72-byte limit. */
export const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMin;
export const PASSWORD_MAX_LENGTH = ACCOUNT_LIMITS.passwordMax;
export const FULL_NAME_MAX_LENGTH = ACCOUNT_LIMITS.fullName;
export const EMAIL_MAX_LENGTH = ACCOUNT_LIMITS.email;

/** E-mail addresses are compared case-insensitively (citext) and stored trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Blank names are stored as null. */
export function normalizeFullName(fullName: string | null | undefined): string | null {
  const trimmed = fullName?.trim();
  return trimmed ? trimmed : null;
}
