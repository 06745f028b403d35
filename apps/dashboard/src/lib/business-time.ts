import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The API's default (BUSINESS_TIME_ZONE); used only until GET /api/my/website has answered. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/** The value format of an <input type="datetime-local">: a wall-clock time without a zone. */
const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/**
 * A wall-clock time typed in the business's zone ("2026-12-01T09:00") as the ISO instant the API
 * takes, with the zone's offset on that date ("2026-12-01T09:00:00-05:00"); null for an empty or
 * impossible input.
 */
export function zonedInputToIso(local: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const parsed = dayjs.tz(local, LOCAL_INPUT, zone);
  // dayjs rolls "Feb 30" over to March: refuse what it had to change.
  if (!parsed.isValid() || parsed.format(LOCAL_INPUT) !== local) return null;
  return parsed.format();
}

/** An instant as the datetime-local value that shows it in the business's zone. */
export function isoToZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.tz(zone).format(LOCAL_INPUT) : '';
}

/**
 * "Dec 1, 2026 at 9:00 AM EST": an instant in the business's zone, the zone named (the product's date format
 * "MMM d, yyyy 'at' h:mm a"). The one way the dashboard shows a time, so that the same edit reads
 * the same in every list and in the history.
 */
export function formatInZone(iso: string | null | undefined, zone: string, fallback = ''): string {
  if (!iso) return fallback;
  const d = dayjs(iso);
  return d.isValid() ? `${d.tz(zone).format('MMM D, YYYY [at] h:mm A')} ${zoneAbbreviation(zone, d.toDate())}` : fallback;
}

/** "Dec 1, 2026": the day an instant falls on in the business's zone (the product's date format 'MMM d, yyyy'). */
export function formatDateInZone(iso: string | null | undefined, zone: string, fallback = ''): string {
  if (!iso) return fallback;
  // A calendar date (an ideal launch date) has no zone to convert from.
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return dayjs(iso, 'YYYY-MM-DD').format('MMM D, YYYY');
  const d = dayjs(iso);
  return d.isValid() ? d.tz(zone).format('MMM D, YYYY') : fallback;
}

/** "Nov 20" in the business's zone. */
export function formatDayInZone(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format('MMM D');
}

/** The zone's short name on a date, for labels ("EST", "EDT"); the IANA name when it has none. */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Scheduled for Dec 1, 2026 at 9:00 AM" for a draft whose schedule is still ahead of `now`; null otherwise. */
export function scheduleLabel(post: { published: boolean; publish_at?: string | null }, zone: string, now: Date = new Date()): string | null {
  if (post.published || !post.publish_at) return null;
  if (new Date(post.publish_at).getTime() <= now.getTime()) return null;
  return `Scheduled for ${formatInZone(post.publish_at, zone)}`;
}
