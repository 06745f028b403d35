// When the dashboard renews its access token and what it does when a renewal fails: the session
// module's rules as plain functions of the time (unit-tested in session-policy.spec.ts).

/** Tries of one renewal before the server counts as unreachable. */
export const REFRESH_ATTEMPTS = 6;
/** Wait before the second try; doubled before each further one (200 ms, 400 ms, … 3.2 s). */
export const FIRST_RETRY_MS = 200;
/** Next renewal while the server is unreachable and the held token is still valid. */
export const OFFLINE_RETRY_MS = 15_000;

/** A held access token's expiry (this browser's clock) and lifetime. */
export interface HeldToken {
  expiresAt: number;
  lifetimeMs: number;
}

/** Expiry from the answer's expires_in, so a wrong browser clock does not matter. */
export function heldToken(expiresInSeconds: number, now: number): HeldToken {
  const lifetimeMs = Math.max(1, expiresInSeconds) * 1000;
  return { expiresAt: now + lifetimeMs, lifetimeMs };
}

/** How long before expiry a token is renewed: a fifth of its lifetime, between 5 s and 1 min. */
export function refreshMargin(lifetimeMs: number): number {
  return Math.min(60_000, Math.max(5_000, lifetimeMs / 5));
}

/** Milliseconds from now until the renewal (at least one second). */
export function refreshDelay(token: HeldToken, now: number): number {
  return Math.max(1_000, token.expiresAt - now - refreshMargin(token.lifetimeMs));
}

/** Whether a token is still good for `minMs` (5 s to restore a page, 10 s to send a request). */
export function usableFor(token: HeldToken | null, now: number, minMs: number): boolean {
  return token !== null && token.expiresAt - now > minMs;
}

/** A tab shown again after its timers were throttled: renew now if the renewal is due. */
export function renewalDue(token: HeldToken | null, now: number): boolean {
  return token !== null && token.expiresAt - now < refreshMargin(token.lifetimeMs);
}

export type RefreshFailure =
  /** The server ended the session (400, 401, 403): signed out, in every tab. */
  | { next: 'sign-out' }
  /** Try again after a pause. */
  | { next: 'retry'; afterMs: number }
  /** Unreachable, but the held token is still valid: keep it and try again later. */
  | { next: 'keep-token'; retryAfterMs: number }
  /** Unreachable and no valid token: no user for now (the session is not ended). */
  | { next: 'give-up' };

/** What follows a failed renewal try (`attempt` counts from 0; status 0 is a network failure). */
export function afterRefreshFailure(status: number, attempt: number, held: HeldToken | null, now: number): RefreshFailure {
  if (status === 400 || status === 401 || status === 403) return { next: 'sign-out' };
  if (attempt + 1 < REFRESH_ATTEMPTS) return { next: 'retry', afterMs: FIRST_RETRY_MS * 2 ** attempt };
  if (held && held.expiresAt > now) return { next: 'keep-token', retryAfterMs: OFFLINE_RETRY_MS };
  return { next: 'give-up' };
}

/** A data call answered 401 is repeated once, after one renewal; a second 401 is passed on. */
export function retryAfterRenewal(status: number | undefined, alreadyRetried: boolean): boolean {
  return status === 401 && !alreadyRetried;
}
