import { describe, expect, it } from 'vitest';
import {
  afterRefreshFailure,
  heldToken,
  OFFLINE_RETRY_MS,
  REFRESH_ATTEMPTS,
  refreshDelay,
  refreshMargin,
  renewalDue,
  retryAfterRenewal,
  usableFor,
} from './session-policy';

const now = 1_700_000_000_000;

describe('session: when the access token is renewed', () => {
  it('times a token from expires_in (not the server clock), at least one second', () => {
    expect(heldToken(900, now)).toEqual({ expiresAt: now + 900_000, lifetimeMs: 900_000 });
    expect(heldToken(0, now)).toEqual({ expiresAt: now + 1_000, lifetimeMs: 1_000 });
  });

  it('renews a fifth of the lifetime before expiry, never less than 5 s nor more than 1 min before', () => {
    expect(refreshMargin(100_000)).toBe(20_000);
    expect(refreshMargin(10_000)).toBe(5_000);
    expect(refreshMargin(15 * 60_000)).toBe(60_000);
  });

  it('schedules a 15-minute token 14 minutes ahead, and an almost expired one a second ahead', () => {
    expect(refreshDelay(heldToken(900, now), now)).toBe(14 * 60_000);
    expect(refreshDelay({ expiresAt: now + 2_000, lifetimeMs: 900_000 }, now)).toBe(1_000);
  });

  it('uses a held token only while it has the time the caller needs left', () => {
    const token = { expiresAt: now + 8_000, lifetimeMs: 900_000 };
    expect(usableFor(token, now, 5_000)).toBe(true);
    expect(usableFor(token, now, 10_000)).toBe(false);
    expect(usableFor(null, now, 0)).toBe(false);
  });

  it('catches up on a renewal that came due while the tab was hidden', () => {
    const token = heldToken(900, now);
    expect(renewalDue(token, now + 13 * 60_000)).toBe(false);
    expect(renewalDue(token, now + 14 * 60_000 + 1)).toBe(true);
    expect(renewalDue(null, now)).toBe(false);
  });
});

describe('session: a failed renewal', () => {
  it('signs out when the server ends the session (400, 401, 403), whatever the attempt', () => {
    for (const status of [400, 401, 403]) expect(afterRefreshFailure(status, 0, heldToken(900, now), now)).toEqual({ next: 'sign-out' });
  });

  it('retries a network failure or a 5xx with doubling pauses, six tries in all', () => {
    const pauses = Array.from({ length: REFRESH_ATTEMPTS - 1 }, (_, attempt) => afterRefreshFailure(attempt % 2 ? 503 : 0, attempt, null, now));
    expect(pauses).toEqual([200, 400, 800, 1600, 3200].map((afterMs) => ({ next: 'retry', afterMs })));
  });

  it('after the last try keeps a still-valid token and tries again later, or gives up without signing out', () => {
    const last = REFRESH_ATTEMPTS - 1;
    expect(afterRefreshFailure(0, last, { expiresAt: now + 1, lifetimeMs: 900_000 }, now)).toEqual({ next: 'keep-token', retryAfterMs: OFFLINE_RETRY_MS });
    expect(afterRefreshFailure(0, last, { expiresAt: now, lifetimeMs: 900_000 }, now)).toEqual({ next: 'give-up' });
    expect(afterRefreshFailure(502, last, null, now)).toEqual({ next: 'give-up' });
  });
});

describe('data calls: a 401', () => {
  it('is repeated once after a renewal; other answers and a second 401 are passed on', () => {
    expect(retryAfterRenewal(401, false)).toBe(true);
    expect(retryAfterRenewal(401, true)).toBe(false);
    expect(retryAfterRenewal(403, false)).toBe(false);
    expect(retryAfterRenewal(undefined, false)).toBe(false);
  });
});
