import { LEGAL_LAST_UPDATED_ISO } from './legal';

/**
 * When each page's copy last changed (YYYY-MM-DD): the sitemap's <lastmod>. Update a page's date
 * when its text changes; articles carry their own dates (published, updated).
 */
export const PAGE_UPDATED: Readonly<Record<string, string>> = {
  '/': '2026-11-23',
  '/services': '2026-11-23',
  '/pricing': '2026-11-23',
  '/about': '2026-11-23',
  '/portfolio': '2026-11-23',
  '/learning-center': '2025-09-15',
  '/resources': '2026-11-23',
  '/contact': '2026-11-23',
  '/faq': '2026-11-23',
  '/terms': LEGAL_LAST_UPDATED_ISO,
  '/privacy': LEGAL_LAST_UPDATED_ISO,
  '/start': '2026-11-23',
};
