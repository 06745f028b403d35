import type { MyWebsite } from '../interfaces';
import { useApiGet } from './use-api';
import { FALLBACK_TIME_ZONE } from './business-time';

/**
 * The business's time zone (BUSINESS_TIME_ZONE), from GET /api/my/website, which answers every
 * signed-in user (admins get it with `website: null`). The same query as the editor's, so it is
 * fetched once.
 */
export function useBusinessTimeZone(): string {
  const { data } = useApiGet<MyWebsite>('/my/website', { silent: true });
  return data?.business_time_zone ?? FALLBACK_TIME_ZONE;
}
