import type { PostSummary, SiteData } from './site-render.types';
import { absoluteUrl, postPath, SITE_PATHS } from './site-paths';

// XML 1.0 cannot carry most control characters at all, even escaped, so they are dropped.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

const xml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string).replace(XML_FORBIDDEN, '');

/** Home, blog, contact and every published post; empty for a site that is not live. */
export function renderSitemap(site: SiteData, posts: PostSummary[]): string {
  const urls =
    site.status === 'live'
      ? [
          { loc: absoluteUrl(site.origin, SITE_PATHS.home) },
          { loc: absoluteUrl(site.origin, SITE_PATHS.blog), lastmod: posts[0]?.publishedAt },
          { loc: absoluteUrl(site.origin, SITE_PATHS.contact) },
          ...posts.map((p) => ({ loc: absoluteUrl(site.origin, postPath(p.slug)), lastmod: p.publishedAt })),
        ]
      : [];
  const body = urls.map((u) => `<url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${xml(u.lastmod)}</lastmod>` : ''}</url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

/** A live site allows everything and names its sitemap; one that is not live asks not to be crawled. */
export function renderRobots(site: SiteData): string {
  if (site.status !== 'live') return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.origin, SITE_PATHS.sitemap)}\n`;
}

/** An Atom feed of the posts given (newest first, as the caller lists them). */
export function renderFeed(site: SiteData, posts: PostSummary[]): string {
  const home = absoluteUrl(site.origin, SITE_PATHS.home);
  const live = site.status === 'live' ? posts : [];
  const updated = live[0]?.publishedAt ?? '1970-01-01T00:00:00.000Z';
  const entries = live
    .map((p) => {
      const url = absoluteUrl(site.origin, postPath(p.slug));
      return `<entry><title>${xml(p.title)}</title><link href="${xml(url)}"/><id>${xml(url)}</id><published>${xml(p.publishedAt)}</published><updated>${xml(p.publishedAt)}</updated><summary>${xml(p.excerpt)}</summary></entry>`;
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>${xml(site.name)}</title>` +
    `<link href="${xml(home)}"/><link rel="self" href="${xml(absoluteUrl(site.origin, SITE_PATHS.feed))}"/><id>${xml(home)}</id><updated>${xml(updated)}</updated>` +
    `<author><name>${xml(site.name)}</name></author>${entries}</feed>\n`
  );
}

/** Served at /favicon.svg when a site has none of its own. */
export const DEFAULT_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#102a43"/>' +
  '<path d="M18 34 32 20l14 14v14H36V38h-8v10H18z" fill="#f0f4f8"/></svg>';
