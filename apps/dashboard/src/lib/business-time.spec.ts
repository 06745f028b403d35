import { describe, expect, it } from 'vitest';
import { formatDateInZone, formatInZone, isoToZonedInput, scheduleLabel, zonedInputToIso } from './business-time';

describe('business time zone conversion', () => {
  it('reads a typed wall-clock time in the business zone, with the offset of that date', () => {
    expect(zonedInputToIso('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T09:00:00-05:00');
    // Summer time: same wall clock, other offset.
    expect(zonedInputToIso('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T09:00:00-04:00');
    expect(zonedInputToIso('2026-12-01T09:00', 'America/Chicago')).toBe('2026-12-01T09:00:00-06:00');
    expect(new Date(zonedInputToIso('2026-12-01T09:00', 'America/New_York') ?? '').toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('refuses empty and impossible inputs', () => {
    for (const bad of ['', '2026-12-01', '2026-02-30T09:00', 'soon']) expect(zonedInputToIso(bad, 'America/New_York')).toBeNull();
  });

  it('shows an instant in the business zone, whatever the browser zone', () => {
    expect(isoToZonedInput('2026-12-01T14:00:00.000Z', 'America/New_York')).toBe('2026-12-01T09:00');
    expect(isoToZonedInput(null, 'America/New_York')).toBe('');
    expect(formatInZone('2026-11-23T19:15:00Z', 'America/New_York')).toBe('Nov 23, 2026 at 2:15 PM EST');
    expect(formatInZone('2026-11-23T19:15:00Z', 'America/Los_Angeles')).toBe('Nov 23, 2026 at 11:15 AM PST');
    // The zone named is the one in force on that date (summer time).
    expect(formatInZone('2026-07-01T13:08:00Z', 'America/New_York')).toBe('Jul 1, 2026 at 9:08 AM EDT');
    expect(formatInZone(null, 'America/New_York', '—')).toBe('—');
  });

  it("names the day in the business zone, not the browser's or UTC's", () => {
    // 02:30 UTC on the 24th is still the evening of the 23rd in Florida.
    expect(formatDateInZone('2026-11-24T02:30:00Z', 'America/New_York')).toBe('Nov 23, 2026');
    expect(formatDateInZone('2026-11-24T02:30:00Z', 'UTC')).toBe('Nov 24, 2026');
    expect(formatDateInZone(undefined, 'America/New_York', 'Never')).toBe('Never');
    expect(formatDateInZone('2026-12-15', 'Pacific/Auckland')).toBe('Dec 15, 2026');
  });

  it('labels a draft scheduled ahead, and nothing once it is public or published', () => {
    const post = { published: false, publish_at: '2026-12-01T14:00:00.000Z' };
    expect(scheduleLabel(post, 'America/New_York', new Date('2026-11-23T00:00:00Z'))).toBe('Scheduled for Dec 1, 2026 at 9:00 AM EST');
    expect(scheduleLabel(post, 'America/New_York', new Date('2026-12-01T14:00:00Z'))).toBeNull();
    expect(scheduleLabel({ ...post, published: true }, 'America/New_York', new Date('2026-11-23T00:00:00Z'))).toBeNull();
    expect(scheduleLabel({ published: false, publish_at: null }, 'America/New_York')).toBeNull();
  });
});
