import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { intFromEnv, loadAppConfig, parseEnv } from '@fw/api-shared-infrastructure';

export interface SitesHostingConfig {
  /** PUBLIC_URL's host name: the marketing site, dashboard and API. */
  platformHostName: string;
  /** Every website is also at `{slug}.{sitesDomain}` (host, with a port when not the default one). */
  sitesDomain: string;
  /** `sitesDomain` without its port, as Host headers are matched. */
  sitesHostName: string;
  /** Scheme of the platform addresses. */
  sitesScheme: 'http' | 'https';
  /** Rendered pages kept in memory per process, in bytes. */
  pageCacheBytes: number;
  /** How long a CDN may keep a page (s-maxage); browsers revalidate each time with the ETag. */
  cdnMaxAgeSeconds: number;
  /** Contact-form messages per IP and per sender e-mail per window (the platform form's defaults). */
  contactRateLimit: number;
  contactRateLimitPerEmail: number;
  contactRateWindowSeconds: number;
  /** The client's Leads page, linked from the lead e-mail. */
  leadsUrl: string;
  /** The admin's list of changes waiting for review, and the client's editor (review e-mails link to them). */
  reviewsUrl: string;
  editContentUrl: string;
  blogUrl: string;
  /** Share-preview links are `{previewBaseUrl}/{token}`. */
  previewBaseUrl: string;
  /** The IPv4 / IPv6 addresses a custom domain's A / AAAA records must point to (the server or its proxy). */
  dnsTargetIpv4: string[];
  dnsTargetIpv6: string[];
  /** The host a `www.` CNAME must point to (empty: A records only). */
  dnsTargetCname: string;
  /** How often each process checks custom domains that are not live yet (0: never on this process). */
  dnsCheckSeconds: number;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

export function loadSitesHostingConfig(env: NodeJS.ProcessEnv = process.env): SitesHostingConfig {
  const app = loadAppConfig(env);
  const platform = new URL(app.publicUrl);
  const raw = parseEnv(
    {
      SITES_DOMAIN: z
        .string()
        .regex(/^[a-z0-9.-]+(:\d+)?$/i, { message: 'must be a host name with an optional port, such as sites.example.com' })
        .optional(),
      SITE_PAGE_CACHE_MB: intFromEnv(64, 1, 65_536),
      SITE_CDN_MAX_AGE_SECONDS: intFromEnv(60, 0, 86_400),
      SITE_CONTACT_RATE_LIMIT: intFromEnv(20, 1, 100_000),
      SITE_CONTACT_RATE_LIMIT_PER_EMAIL: intFromEnv(5, 1, 100_000),
      SITE_CONTACT_RATE_WINDOW_SECONDS: intFromEnv(3600, 1, 86_400),
      SITES_DNS_A: z.string().optional(),
      SITES_DNS_AAAA: z.string().optional(),
      SITES_DNS_CNAME: z.string().optional(),
      SITES_DNS_CHECK_SECONDS: intFromEnv(300, 0, 86_400),
    },
    env,
  );
  const sitesDomain = (raw.SITES_DOMAIN ?? `localhost:${app.port}`).toLowerCase();
  return {
    platformHostName: platform.hostname.toLowerCase(),
    sitesDomain,
    sitesHostName: sitesDomain.replace(/:\d+$/, ''),
    sitesScheme: platform.protocol === 'https:' && raw.SITES_DOMAIN ? 'https' : 'http',
    pageCacheBytes: raw.SITE_PAGE_CACHE_MB * 1024 * 1024,
    cdnMaxAgeSeconds: raw.SITE_CDN_MAX_AGE_SECONDS,
    contactRateLimit: raw.SITE_CONTACT_RATE_LIMIT,
    contactRateLimitPerEmail: raw.SITE_CONTACT_RATE_LIMIT_PER_EMAIL,
    contactRateWindowSeconds: raw.SITE_CONTACT_RATE_WINDOW_SECONDS,
    leadsUrl: `${app.publicUrl}/dashboard/leads`,
    reviewsUrl: `${app.publicUrl}/dashboard/admin/reviews`,
    editContentUrl: `${app.publicUrl}/dashboard/content`,
    blogUrl: `${app.publicUrl}/dashboard/blog`,
    previewBaseUrl: `${app.publicUrl}/api/site-previews`,
    dnsTargetIpv4: list(raw.SITES_DNS_A),
    dnsTargetIpv6: list(raw.SITES_DNS_AAAA),
    dnsTargetCname: raw.SITES_DNS_CNAME?.trim() ?? '',
    dnsCheckSeconds: raw.SITES_DNS_CHECK_SECONDS,
  };
}

export const sitesHostingConfig = registerAs('sitesHosting', () => loadSitesHostingConfig());
