import { firstChargeText, formatBillingDate, renewalStartDate } from './renewal';

describe('hosting renewal start', () => {
  it('is the end of the prepaid term, never the purchase day', () => {
    const paid = new Date('2026-11-23T16:05:00Z');
    expect(renewalStartDate(paid, 1).toISOString()).toBe('2027-11-23T16:05:00.000Z');
    expect(renewalStartDate(paid, 2).toISOString()).toBe('2028-11-23T16:05:00.000Z');
    expect(renewalStartDate(paid, 5).toISOString()).toBe('2031-11-23T16:05:00.000Z');
    expect(renewalStartDate(paid, 10).toISOString()).toBe('2036-11-23T16:05:00.000Z');
    expect(renewalStartDate(new Date('2028-02-29T12:00:00Z'), 1).toISOString()).toBe('2029-03-01T12:00:00.000Z');
  });

  it('reads the same everywhere', () => {
    expect(formatBillingDate(new Date('2027-11-23T23:30:00Z'))).toBe('Nov 23, 2027');
    expect(formatBillingDate('2027-11-23T00:30:00.000Z')).toBe('Nov 23, 2027');
    expect(firstChargeText(37800, new Date('2027-11-23T16:05:00Z'))).toBe('First charge of $378 on Nov 23, 2027');
  });
});
