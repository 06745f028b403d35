import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { intFromEnv, parseEnv } from '@fw/api-shared-infrastructure';
import { DELETED_POST_RESTORE_DAYS } from '@fw/api-sites-domain';

export interface SitesConfig {
  /** IANA zone in which the business and its clients read and enter dates (a post's schedule, history). */
  businessTimeZone: string;
  /** Revisions kept per section or post, newest first; older ones are pruned. */
  revisionsKeepCount: number;
  /** Revisions older than this are pruned (never below the 30 days a deleted post stays restorable). */
  revisionsKeepDays: number;
  /** How often each API process prunes revisions (0: never on this process). */
  revisionsPruneSweepSeconds: number;
}

export const DEFAULT_BUSINESS_TIME_ZONE = 'America/New_York';

/** True for a zone name this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function loadSitesConfig(env: NodeJS.ProcessEnv = process.env): SitesConfig {
  const raw = parseEnv(
    {
      BUSINESS_TIME_ZONE: z
        .string()
        .refine(isTimeZone, { message: 'must be an IANA time zone such as America/New_York' })
        .optional()
        .default(DEFAULT_BUSINESS_TIME_ZONE),
      REVISIONS_KEEP_COUNT: intFromEnv(100, 1, 100_000),
      REVISIONS_KEEP_DAYS: intFromEnv(365, DELETED_POST_RESTORE_DAYS, 36_500),
      REVISIONS_PRUNE_SWEEP_SECONDS: intFromEnv(3600, 0, 86_400),
    },
    env,
  );
  return {
    businessTimeZone: raw.BUSINESS_TIME_ZONE,
    revisionsKeepCount: raw.REVISIONS_KEEP_COUNT,
    revisionsKeepDays: raw.REVISIONS_KEEP_DAYS,
    revisionsPruneSweepSeconds: raw.REVISIONS_PRUNE_SWEEP_SECONDS,
  };
}

export const sitesConfig = registerAs('sites', () => loadSitesConfig());
