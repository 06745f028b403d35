import { env } from './env';
import { assertLaunchReady } from './launch-check';

/**
 * Every business detail shown on the marketing site lives here; pages never spell them out.
 * Values marked "env" can be overridden at build time (see README, "Marketing site").
 */
const siteUrl = (env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const phone = env.VITE_CONTACT_PHONE ?? '(561) 555-0134';

export const site = {
  brandName: 'Florida Web Design',
  /** env VITE_SITE_URL: absolute origin used for canonical links, sitemap and share tags. */
  url: siteUrl,
  /** env VITE_CONTACT_EMAIL */
  email: env.VITE_CONTACT_EMAIL ?? 'hello@floridawebdesign.example',
  /** env VITE_CONTACT_PHONE: shown as typed; the tel: link keeps digits only. */
  phone,
  phoneHref: `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`,
  address: {
    locality: 'Royal Palm Beach',
    region: 'FL',
    regionName: 'Florida',
    postalCode: '33411',
    country: 'US',
  },
  /** For LocalBusiness structured data: the office's position and opening hours (Eastern time). */
  geo: { latitude: 26.7084, longitude: -80.2306 },
  openingHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:00' }],
  /** The share image written at build time (og:image, twitter:image). */
  shareImage: { path: '/og-image.png', width: 1200, height: 630, alt: 'Florida Web Design: affordable websites with local Florida support' },
  /**
   * env VITE_OFFER_ENDS (YYYY-MM-DD): the last day of the banner's offer. Without one the banner
   * shows the Basic offer without calling it limited; after it the "Limited offer" label goes.
   */
  offerEnds: env.VITE_OFFER_ENDS,
  tagline: 'Affordable websites with local Florida support for small businesses that want to grow online.',
  foundedYear: 2020,
  locale: 'en_US',
  themeColor: '#0f766e',
  partnerTools: [
    {
      id: 'launch',
      name: 'Business Launch AI',
      kind: 'business launch AI',
      description:
        'Turn an idea into a launch checklist: business name ideas, a one-page plan, licensing reminders and a first-month to-do list, generated from a few questions.',
      /** env VITE_PARTNER_LAUNCH_URL */
      url: env.VITE_PARTNER_LAUNCH_URL ?? 'https://launch.floridawebdesign.example/',
    },
    {
      id: 'diagnostics',
      name: 'Business Diagnostics AI',
      kind: 'business diagnostics AI',
      description:
        'Answer questions about sales, marketing and operations and get a plain-language health report that points to the three changes likely to matter most.',
      /** env VITE_PARTNER_DIAGNOSTICS_URL */
      url: env.VITE_PARTNER_DIAGNOSTICS_URL ?? 'https://diagnostics.floridawebdesign.example/',
    },
    {
      id: 'compliance',
      name: 'Compliance Audit AI',
      kind: 'compliance audit AI',
      description:
        'Check your website and paperwork against common requirements such as privacy notices, accessibility basics and cookie consent, with a prioritized list of fixes.',
      /** env VITE_PARTNER_COMPLIANCE_URL */
      url: env.VITE_PARTNER_COMPLIANCE_URL ?? 'https://compliance.floridawebdesign.example/',
    },
  ],
} as const;

// A build for a real origin stops here while placeholders are still set (the server build only:
// the browser bundles must not carry the check).
if (import.meta.env.SSR) {
  assertLaunchReady({
    siteUrl: site.url,
    email: site.email,
    phone: site.phone,
    partnerUrls: {
      VITE_PARTNER_LAUNCH_URL: site.partnerTools[0].url,
      VITE_PARTNER_DIAGNOSTICS_URL: site.partnerTools[1].url,
      VITE_PARTNER_COMPLIANCE_URL: site.partnerTools[2].url,
    },
  });
}

export const fullAddress = `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/** Absolute URL on this site for a path ('/' → 'https://example.com/'). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '/' : path}`;
}
