import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh resume token (256 random bits, URL-safe) and the SHA-256 hex digest that is stored. */
export function issueResumeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResumeToken(token) };
}

export function hashResumeToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Constant-time comparison of a presented token with the stored hash. */
export function resumeTokenMatches(token: string | undefined | null, storedHash: string): boolean {
  if (!token || token.length > 200 || !/^[0-9a-f]{64}$/.test(storedHash)) return false;
  // Node's one-shot digest, as bytes: checked on every autosave.
  return timingSafeEqual(hash('sha256', token, 'buffer'), Buffer.from(storedHash, 'hex'));
}

/** A fresh secret for another e-mailed link (the upload link): same strength, stored as its hash only. */
export function issueLinkToken(): { token: string; hash: string } {
  return issueResumeToken();
}
export function hashLinkToken(token: string): string {
  return hashResumeToken(token);
}
