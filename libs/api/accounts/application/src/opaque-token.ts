import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token (base64url, 43 characters) for links and refresh tokens. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its SHA-256 in hex (64 characters). */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
