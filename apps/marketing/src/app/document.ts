import { absoluteUrl, site } from '../config/site';
import type { PageRoute } from './routes';

export interface DocumentAssets {
  /** CSS inlined into <head> (small; saves a render-blocking request). */
  css: string;
  /** Module scripts to run (hashed, immutable). */
  scripts: string[];
  /** Chunks the page's islands need, fetched in parallel with the entry. */
  modulePreloads: string[];
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function headTags(route: PageRoute): string {
  const url = route.path === '*' ? undefined : absoluteUrl(route.path);
  const tags = [
    `<title>${escapeHtml(route.title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.description)}">`,
    route.keywords ? `<meta name="keywords" content="${escapeHtml(route.keywords)}">` : '',
    route.indexable ? '' : '<meta name="robots" content="noindex">',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:type" content="${route.ogType}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brandName)}">`,
    `<meta property="og:locale" content="${site.locale}">`,
    `<meta property="og:title" content="${escapeHtml(route.title)}">`,
    `<meta property="og:description" content="${escapeHtml(route.description)}">`,
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(site.shareImage.path))}">`,
    `<meta property="og:image:width" content="${site.shareImage.width}">`,
    `<meta property="og:image:height" content="${site.shareImage.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(site.shareImage.alt)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(route.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(route.description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(absoluteUrl(site.shareImage.path))}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(site.shareImage.alt)}">`,
    ...(route.jsonLd ?? []).map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n');
}

export function renderDocument(route: PageRoute, bodyHtml: string, assets: DocumentAssets): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${headTags(route)}
<meta name="theme-color" content="${site.themeColor}">
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<style>${assets.css}</style>
${assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
${assets.modulePreloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" fetchpriority="low">`).join('\n')}
</head>
<body data-page="${escapeHtml(route.pageId)}">
${bodyHtml}
</body>
</html>
`;
}
