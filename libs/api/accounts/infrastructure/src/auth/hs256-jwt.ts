import { createHmac, KeyObject, timingSafeEqual } from 'node:crypto';
import { UUID_PATTERN } from '@fw/api-shared-domain';

/** The claims an access token must carry (see AccessTokenService.issue). */
export interface AccessTokenClaims {
  sub: string;
  email?: string;
  /** The session (refresh token family) the token belongs to; a token without one is refused. */
  sid: string;
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

interface Expected {
  issuer: string;
  audience: string;
  nowSeconds: number;
}

/** What a token's signature vouches for: the claims that do not change with the clock checked. */
type SignedClaims = AccessTokenClaims & { nbf?: number };

/**
 * Verifies a compact HS256 JWT and its registered claims; null for anything else. Strict on
 * purpose: the header must name HS256 (no "none", no key confusion), the signature is compared in
 * constant time before the payload is read, and exp, iat, iss, aud, a UUID sub and a UUID sid are required
 * (this API only accepts its own tokens). `nbf`, when present, must have passed.
 */
export function verifyHs256(token: string, key: KeyObject, expected: Expected): AccessTokenClaims | null {
  const signed = verifySignedClaims(token, key, expected);
  return signed && current(signed, expected.nowSeconds) ? claimsOf(signed) : null;
}

function verifySignedClaims(token: string, key: KeyObject, expected: Omit<Expected, 'nowSeconds'>): SignedClaims | null {
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
  const { sub, exp, iat, nbf, iss, aud, email, sid } = claims;
  if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) return null;
  if (typeof sid !== 'string' || !UUID_PATTERN.test(sid)) return null;
  if (typeof exp !== 'number' || typeof iat !== 'number') return null;
  if (nbf !== undefined && typeof nbf !== 'number') return null;
  if (iss !== expected.issuer) return null;
  if (!(aud === expected.audience || (Array.isArray(aud) && aud.includes(expected.audience)))) return null;
  return { sub, sid, exp, iat, nbf, email: typeof email === 'string' ? email : undefined };
}

const current = (claims: SignedClaims, nowSeconds: number): boolean => nowSeconds < claims.exp && (claims.nbf === undefined || claims.nbf <= nowSeconds);
const claimsOf = ({ sub, sid, exp, iat, email }: SignedClaims): AccessTokenClaims => ({ sub, sid, exp, iat, email });

/**
 * verifyHs256 with a memory of the tokens whose signature already checked out. The HMAC and the
 * base64url and JSON decoding cost ~35 µs of CPU per request here, paid again on every request of
 * a session for the same token; the signed part of a token never changes, so only the clock (exp,
 * nbf) is checked again on a hit. Only valid tokens are remembered (forging one to fill the memory
 * takes the key), at most `capacity` of them, the oldest forgotten first; expired ones leave on
 * their next use. Revocation is not this class's business: the caller still reads the user.
 */
export class Hs256Verifier {
  private readonly verified = new Map<string, SignedClaims>();

  constructor(
    private readonly key: KeyObject,
    private readonly expected: Omit<Expected, 'nowSeconds'>,
    private readonly capacity = 5000,
  ) {}

  verify(token: string, nowSeconds: number): AccessTokenClaims | null {
    let signed = this.verified.get(token);
    if (!signed) {
      signed = verifySignedClaims(token, this.key, this.expected) ?? undefined;
      if (!signed) return null;
      if (this.verified.size >= this.capacity) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, signed);
    }
    if (nowSeconds >= signed.exp) {
      this.verified.delete(token);
      return null;
    }
    return current(signed, nowSeconds) ? claimsOf(signed) : null;
  }

  /** How many tokens are remembered (for tests). */
  get size(): number {
    return this.verified.size;
  }
}
