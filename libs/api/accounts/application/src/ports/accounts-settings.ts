/** The configuration the accounts use cases need (bound from the auth config in infrastructure). */
export abstract class AccountsSettings {
  /** Origin used in e-mailed links, without trailing slash. */
  abstract readonly publicUrl: string;
  abstract readonly refreshTokenTtlSeconds: number;
  abstract readonly refreshReuseWindowSeconds: number;
  /** At most one confirmation or reset e-mail per user within this many seconds. */
  abstract readonly emailMinIntervalSeconds: number;
  /** How long an invitation (set-password) link stays valid; stored on the token row. */
  abstract readonly inviteTtlSeconds: number;
  /** ADMIN_MFA_GRACE_DAYS: how long an admin without a second factor may still sign in with the password alone. */
  abstract readonly adminMfaGraceDays: number;
}
