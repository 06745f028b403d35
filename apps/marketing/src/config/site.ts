import { env } from './env';

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
        'Check your website and paperwork against common requirements such as privacy notices, accessibility basics and cookie consent, with a prioritised list of fixes.',
      /** env VITE_PARTNER_COMPLIANCE_URL */
      url: env.VITE_PARTNER_COMPLIANCE_URL ?? 'https://compliance.floridawebdesign.example/',
    },
  ],
} as const;

export const fullAddress = `${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/** Absolute URL on this site for a path ('/' → 'https://example.com/'). */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '/' : path}`;
}
