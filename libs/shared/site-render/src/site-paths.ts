// The URL layout of every client's site: the renderer links with these and the server routes by them.

export const SITE_PATHS = {
  home: '/',
  blog: '/blog',
  contact: '/contact',
  feed: '/feed.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  favicon: '/favicon.svg',
} as const;

/** Page 1 is the blog itself; later pages are /blog/page/2, /blog/page/3... */
export function blogPagePath(page: number): string {
  return page <= 1 ? SITE_PATHS.blog : `${SITE_PATHS.blog}/page/${page}`;
}

export function postPath(slug: string): string {
  return `${SITE_PATHS.blog}/${encodeURIComponent(slug)}`;
}

export function absoluteUrl(origin: string, path: string): string {
  return origin.replace(/\/+$/, '') + path;
}
