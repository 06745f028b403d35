import { describe, expect, it } from 'vitest';
import { cancelWarning } from './cancel-warning';

describe('the Cancel renewal confirmation', () => {
  const subscription = { next_charge_at: '2027-11-23T16:05:00.000Z' };

  it('speaks to the client about their own website', () => {
    const text = cancelWarning(subscription, '$378.00/year', false);
    expect(text).toContain("your website's hosting ends");
    expect(text).toContain('from your dashboard');
  });

  it('speaks to an admin about the client, never "your dashboard"', () => {
    const text = cancelWarning(subscription, '$378.00/year', true);
    expect(text).toContain("the client's website's hosting ends");
    expect(text).not.toMatch(/\byour\b/i);
    expect(text).toContain('The client and the business are told by e-mail');
  });
});
