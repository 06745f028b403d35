import type { MyWebsite } from '../interfaces';
import { useApiGet } from './use-api';
import { useMemo } from 'react';
import { FALLBACK_TIME_ZONE, formatDateInZone, formatInZone } from './business-time';

/**
 * The business's time zone (BUSINESS_TIME_ZONE), from GET /api/my/website, which answers every
 * signed-in user (admins get it with `website: null`). The same query as the editor's, so it is
 * fetched once.
 */
export function useBusinessTimeZone(): string {
  const { data } = useApiGet<MyWebsite>('/my/website', { silent: true });
  return data?.business_time_zone ?? FALLBACK_TIME_ZONE;
}

/** Dates and times as the dashboard shows them: in the business's zone, a time with its zone named. */
export function useZonedDates(): {
  zone: string;
  dateTime: (iso: string | null | undefined, fallback?: string) => string;
  date: (iso: string | null | undefined, fallback?: string) => string;
} {
  const zone = useBusinessTimeZone();
  return useMemo(
    () => ({ zone, dateTime: (iso, fallback) => formatInZone(iso, zone, fallback), date: (iso, fallback) => formatDateInZone(iso, zone, fallback) }),
    [zone],
  );
}
