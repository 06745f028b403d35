import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { parseEnv } from '@fw/api-shared-infrastructure';

export interface SitesConfig {
  /** IANA zone in which the business and its clients read and enter dates (a post's schedule, history). */
  businessTimeZone: string;
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
    },
    env,
  );
  return { businessTimeZone: raw.BUSINESS_TIME_ZONE };
}

export const sitesConfig = registerAs('sites', () => loadSitesConfig());
