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

/**
 * The claims of a payload whose signature, algorithm, issuer, audience, exp and nbf jsonwebtoken
 * has already checked; null when one this API relies on is missing or malformed. jsonwebtoken
 * accepts a token without `exp` (it only checks one that is there): this API does not, nor one
 * without `iat` (the password-change cut-off reads it), a UUID `sub` or a UUID `sid`.
 */
export function accessTokenClaims(payload: unknown): AccessTokenClaims | null {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const { sub, sid, exp, iat, email } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !UUID_PATTERN.test(sub)) return null;
  if (typeof sid !== 'string' || !UUID_PATTERN.test(sid)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || typeof iat !== 'number' || !Number.isFinite(iat)) return null;
  return { sub, sid, exp, iat, email: typeof email === 'string' ? email : undefined };
}
