import { isAbandonedSignUp } from './abandoned-sign-up';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const user = (over: Partial<{ emailConfirmedAt: Date | null; disabledAt: Date | null; createdAt: Date }> = {}) => ({
  emailConfirmedAt: null,
  disabledAt: null,
  createdAt: daysAgo(2),
  ...over,
});
const link = (purpose: 'confirm_email' | 'reset_password' | 'invite', expiresAt: Date, usedAt: Date | null = null) => ({ purpose, expiresAt, usedAt });

describe('isAbandonedSignUp', () => {
  it('is an unconfirmed sign-up whose links all expired or were used', () => {
    expect(isAbandonedSignUp(user(), [link('confirm_email', daysAgo(1)), link('reset_password', daysAgo(0.5), daysAgo(0.6))], now)).toBe(true);
    expect(isAbandonedSignUp(user(), [], now)).toBe(true);
  });

  it('is not while a link still works, nor before a link’s lifetime passed', () => {
    expect(isAbandonedSignUp(user(), [link('confirm_email', daysAgo(1)), link('reset_password', daysAgo(-0.5))], now)).toBe(false);
    expect(isAbandonedSignUp(user({ createdAt: daysAgo(0.5) }), [], now)).toBe(false);
  });

  it('is never a confirmed, disabled or invited account', () => {
    expect(isAbandonedSignUp(user({ emailConfirmedAt: daysAgo(1) }), [], now)).toBe(false);
    expect(isAbandonedSignUp(user({ disabledAt: daysAgo(1) }), [], now)).toBe(false);
    expect(isAbandonedSignUp(user(), [link('invite', daysAgo(1))], now)).toBe(false);
  });
});
