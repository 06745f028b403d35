import type { SiteData } from '../site-render.types';

/**
 * The attribute that ties an element of the page to the section it shows, so that a click in the
 * dashboard's preview can focus that section's field. Only with `markSections` (the
 * dashboard's live preview): public pages and share-preview links carry none.
 */
export function sectionMark(site: Pick<SiteData, 'markSections'>, key: string): Record<string, string> | null {
  return site.markSections ? { 'data-section-key': key } : null;
}

/** The same for the fields of a post on its page. */
export function postMark(site: Pick<SiteData, 'markSections'>, field: 'title' | 'content'): Record<string, string> | null {
  return site.markSections ? { 'data-post-field': field } : null;
}
