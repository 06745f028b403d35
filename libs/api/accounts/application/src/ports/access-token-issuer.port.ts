export interface IssuedAccessToken {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
  expiresIn: number;
}

/** Signs short-lived access tokens (JWT) that the bearer guard accepts. */
export abstract class AccessTokenIssuerPort {
  abstract issue(user: { id: string; email: string }): IssuedAccessToken;
}
