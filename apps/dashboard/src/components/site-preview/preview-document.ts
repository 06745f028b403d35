import { renderSitePage, type SiteData } from '@fw/shared-site-render';
import type { Section, Website } from '../../interfaces';

// The page as the website's template renders it, from what is typed and not saved yet: the same
// renderer the public site runs, here in the browser so the preview follows each keystroke.

export type PreviewPage = 'home' | 'contact';

/** Where the preview's canonical links point: nowhere real, since nothing here is published. */
const PREVIEW_ORIGIN = 'https://preview.invalid';

function previewSite(website: Pick<Website, 'name' | 'template'>, sections: Record<string, string>, images?: SiteData['images']): SiteData {
  return { name: website.name, templateId: website.template ?? null, origin: PREVIEW_ORIGIN, sections, status: 'live', markSections: true, images };
}

/** A page of the site with the typed values (by section id) over the saved ones. */
export function contentPreviewHtml(
  website: Pick<Website, 'name' | 'template'>,
  sections: Section[],
  typed: Record<string, unknown> | undefined,
  page: PreviewPage,
  images?: SiteData['images'],
): string {
  const values = Object.fromEntries(
    sections.map((s) => [s.section_key, typeof typed?.[s.id] === 'string' ? (typed[s.id] as string) : (s.content_value ?? '')]),
  );
  const site = previewSite(website, values, images);
  return renderSitePage(site, page === 'contact' ? { kind: 'contact', action: '#' } : { kind: 'home' }).html;
}

export interface PostPreviewValues {
  title?: string;
  content?: string;
  /** A library image (`image:<id>`), drawn from `images`. */
  coverImage?: string;
}

/** A post's page with the typed title and text, inside the site as its saved sections show it. */
export function postPreviewHtml(
  website: Pick<Website, 'name' | 'template'>,
  sections: Section[],
  post: PostPreviewValues,
  publishedAt: string,
  images?: SiteData['images'],
): string {
  const site = previewSite(website, Object.fromEntries(sections.map((s) => [s.section_key, s.content_value ?? ''])), images);
  const title = post.title?.trim() || 'Untitled post';
  return renderSitePage(site, {
    kind: 'post',
    post: { slug: 'preview', title, excerpt: '', publishedAt, body: post.content ?? '', coverImage: post.coverImage },
  }).html;
}
