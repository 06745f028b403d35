export interface IssuedAccessToken {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
  expiresIn: number;
}

/**
 * Signs short-lived access tokens (JWT) that the bearer guard accepts. `sessionId` is the refresh
 * token family the token belongs to: the guard refuses the token once that family is revoked
 * (sign-out, password reset, refresh-token reuse).
 */
export abstract class AccessTokenIssuerPort {
  abstract issue(user: { id: string; email: string }, sessionId: string): IssuedAccessToken;
}
