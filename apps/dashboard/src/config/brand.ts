/**
 * The business as the dashboard shows it: the same name, colour and logo as the marketing site
 * (apps/marketing/src/config/site.ts and its brand mark); change them together.
 */
export const brand = {
  name: 'Florida Web Design',
  /** Teal, as the site's --primary: 5.5:1 on white (WCAG AA for text and focus rings). */
  primary: '#0f766e',
  /** Where "Back to the website" goes: the marketing site on the same origin. */
  siteHref: '/',
} as const;
