import { createHmac, KeyObject, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '@fw/api-shared-domain';

/** The claims an access token must carry (see AccessTokenService.issue). */
export interface AccessTokenClaims {
  sub: string;
  email?: string;
  iat: number;
  exp: number;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 4096;

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a compact HS256 JWT and its registered claims; null for anything else. Strict on
 * purpose: the header must name HS256 (no "none", no key confusion), the signature is compared in
 * constant time before the payload is read, and exp, iat, iss, aud and a UUID sub are required
 * (this API only accepts its own tokens). `nbf`, when present, must have passed.
 */
export function verifyHs256(token: string, key: KeyObject, expected: { issuer: string; audience: string; nowSeconds: number }): AccessTokenClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
  const [head, body, signature] = parts;
  const header = decodeJson(head);
  if (header?.['alg'] !== 'HS256' || (header['typ'] !== undefined && header['typ'] !== 'JWT')) return null;
  const wanted = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;

  const claims = decodeJson(body);
  if (!claims) return null;
  const { sub, exp, iat, nbf, iss, aud, email } = claims;
  if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) return null;
  if (typeof exp !== 'number' || expected.nowSeconds >= exp) return null;
  if (typeof iat !== 'number') return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > expected.nowSeconds)) return null;
  if (iss !== expected.issuer) return null;
  if (!(aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience)))) return null;
  return { sub, exp, iat, email: typeof email === 'string' ? email : undefined };
}
