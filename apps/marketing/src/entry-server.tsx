import { renderToString } from 'react-dom/server';
import { absoluteUrl, site } from './config/site';
import { DocumentAssets, renderDocument } from './app/document';
import { IslandCollector, IslandCollectorContext, IslandName, islandPlaceholder } from './app/island';
import { outputFileOf, PageRoute, routes, seoProblems } from './app/routes';
import { SiteLayout } from './components/layout/site-layout';

export { routes, outputFileOf };
export type { PageRoute, DocumentAssets };

export interface RenderedPage {
  route: PageRoute;
  file: string;
  islands: IslandName[];
  /** Completes the HTML once the build knows which assets the page's islands need. */
  toHtml(assets: DocumentAssets): string;
}

/** Prerenders one route: the static page, then each island as its own root (as the browser hydrates it). */
export function renderRoute(route: PageRoute, year = new Date().getFullYear()): RenderedPage {
  const problems = seoProblems(route);
  if (problems.length > 0) throw new Error(`Search snippets would be cut: ${problems.join('; ')}`);
  const collector = new IslandCollector();
  const page = route.render();
  let body = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      {route.layout === 'site' ? (
        <SiteLayout currentPath={route.path} year={year}>
          {page}
        </SiteLayout>
      ) : (
        page
      )}
    </IslandCollectorContext.Provider>,
  );
  collector.islands.forEach((island, index) => {
    const html = renderToString(island.element);
    body = body.replace(islandPlaceholder(index), () => html);
  });
  return {
    route,
    file: outputFileOf(route.path),
    islands: [...new Set(collector.islands.map((i) => i.name))],
    toHtml: (assets) => renderDocument(route, body, assets),
  };
}

/** Indexable pages, each with the date its content last changed (not the build's). */
export function sitemapXml(): string {
  const urls = routes
    .filter((route) => route.indexable && route.path !== '*')
    .map(
      (route) =>
        `  <url><loc>${absoluteUrl(route.path)}</loc>${route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : ''}<priority>${route.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const shareImage = site.shareImage;

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /dashboard',
    'Disallow: /payment-success',
    'Disallow: /questionnaire-success',
    'Disallow: /start/upload',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n');
}
