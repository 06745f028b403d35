import { decideRefresh } from './tokens';

describe('decideRefresh', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const later = new Date('2026-12-21T12:00:00Z');
  const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);

  it('rotates a live token that was never used', () => {
    expect(decideRefresh({ expiresAt: later, rotatedAt: null, revokedAt: null }, now, 10)).toBe('rotate');
  });

  it('tolerates a rotated token inside the reuse window and treats it as reuse after it', () => {
    expect(decideRefresh({ expiresAt: later, rotatedAt: secondsAgo(10), revokedAt: null }, now, 10)).toBe('grace');
    expect(decideRefresh({ expiresAt: later, rotatedAt: secondsAgo(11), revokedAt: null }, now, 10)).toBe('reuse');
    expect(decideRefresh({ expiresAt: later, rotatedAt: secondsAgo(0), revokedAt: null }, now, 0)).toBe('grace');
    expect(decideRefresh({ expiresAt: later, rotatedAt: secondsAgo(1), revokedAt: null }, now, 0)).toBe('reuse');
  });

  it('refuses revoked and expired tokens', () => {
    expect(decideRefresh({ expiresAt: later, rotatedAt: null, revokedAt: secondsAgo(1) }, now, 10)).toBe('dead');
    expect(decideRefresh({ expiresAt: now, rotatedAt: null, revokedAt: null }, now, 10)).toBe('dead');
    expect(decideRefresh({ expiresAt: later, rotatedAt: secondsAgo(1), revokedAt: secondsAgo(1) }, now, 10)).toBe('dead');
  });

  it('still detects the replay of an old rotated token after it expired', () => {
    expect(decideRefresh({ expiresAt: secondsAgo(5), rotatedAt: secondsAgo(100), revokedAt: null }, now, 10)).toBe('reuse');
  });
});
