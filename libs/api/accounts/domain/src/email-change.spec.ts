import { EMAIL_CHANGE_TTL_HOURS, EmailChange } from './email-change';

describe('EmailChange', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const change = () =>
    EmailChange.request({ id: 'c', userId: 'u', oldEmail: 'a@exampel.com', newEmail: 'a@example.com', tokenHash: 'h', requestedBy: 'admin', now });

  it('can be confirmed until its link expires', () => {
    expect(change().expiresAt.getTime() - now.getTime()).toBe(EMAIL_CHANGE_TTL_HOURS * 3600 * 1000);
    expect(change().canConfirm(new Date(now.getTime() + 1000))).toBe(true);
    expect(change().canConfirm(change().expiresAt)).toBe(false);
  });

  it('is confirmed once', () => {
    const confirmed = change();
    confirmed.confirmedAt = now;
    expect(confirmed.canConfirm(now)).toBe(false);
  });
});
