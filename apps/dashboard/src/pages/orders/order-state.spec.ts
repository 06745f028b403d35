import { describe, expect, it } from 'vitest';
import { orderStatus, renewalText } from './order-state';

const base = {
  kind: 'hosting' as const,
  status: 'scheduled' as const,
  currency: 'usd',
  renewal: { amount_cents: 37800, starts_at: '2027-11-23T16:05:00.000Z' },
  hosting_state: 'scheduled' as const,
  hosting_paid_until: null,
};

describe('order state as the admin reads it', () => {
  it('a scheduled hosting renewal reads as scheduled, with its yearly amount', () => {
    expect(orderStatus(base)).toEqual({ label: 'scheduled', tone: 'info' });
    expect(renewalText(base)).toBe('$378.00/year from Nov 23, 2027');
  });

  it('a canceled renewal reads as canceled, never as scheduled or a yearly price', () => {
    const canceled = { ...base, renewal: null, hosting_state: 'canceled' as const, hosting_paid_until: '2027-11-23T16:05:00.000Z' };
    expect(orderStatus(canceled)).toEqual({ label: 'renewal canceled', tone: 'neutral' });
    expect(renewalText(canceled)).toBe('Canceled: hosting ends Nov 23, 2027');
    expect(renewalText(canceled)).not.toContain('/year');
  });

  it('a package whose renewal was canceled stays paid, and its renewal cell says canceled', () => {
    const pkg = {
      ...base,
      kind: 'package' as const,
      status: 'paid' as const,
      renewal: null,
      hosting_state: 'canceled' as const,
      hosting_paid_until: '2027-11-23T16:05:00.000Z',
    };
    expect(orderStatus(pkg)).toEqual({ label: 'paid', tone: 'success' });
    expect(renewalText(pkg)).toBe('Canceled: hosting ends Nov 23, 2027');
  });

  it('other orders keep their own status', () => {
    expect(orderStatus({ ...base, kind: 'package', status: 'paid', hosting_state: null })).toEqual({ label: 'paid', tone: 'success' });
    expect(renewalText({ ...base, kind: 'package', renewal: null, hosting_state: null })).toBe('—');
  });
});
