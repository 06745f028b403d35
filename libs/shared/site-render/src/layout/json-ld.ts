import { h } from 'preact';
import type { Html } from './html';
import { getTemplate, linesOf } from '@fw/shared-site-templates';
import type { Post, SiteData } from '../site-render.types';
import { absoluteUrl, postPath, SITE_PATHS } from '../site-paths';
import { safeImageSrc } from './text';

type JsonLd = Record<string, unknown>;

/**
 * A JSON-LD block. JSON.stringify escapes quotes but not `<`, so `</script>` in a site's text
 * would end the element: every `<`, `>` and `&` becomes its \u escape, which JSON reads back as
 * the same character.
 */
export function jsonLdScript(data: JsonLd): Html {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return h('script', { type: 'application/ld+json', dangerouslySetInnerHTML: { __html: json } });
}

const BUSINESS_TYPE: Record<string, string> = { restaurant: 'Restaurant', professional: 'ProfessionalService', default: 'LocalBusiness' };

/** LocalBusiness (or its Restaurant / ProfessionalService subtype) from the site's sections. */
export function localBusiness(site: SiteData): JsonLd {
  const s = site.sections;
  const image = safeImageSrc(s.hero_image);
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': BUSINESS_TYPE[getTemplate(site.templateId).id] ?? 'LocalBusiness',
    name: site.name,
    url: absoluteUrl(site.origin, SITE_PATHS.home),
  };
  if (s.hero_subtitle?.trim()) data.description = s.hero_subtitle.trim();
  if (s.contact_phone?.trim()) data.telephone = s.contact_phone.trim();
  if (s.contact_email?.trim()) data.email = s.contact_email.trim();
  if (s.address?.trim()) data.address = { '@type': 'PostalAddress', streetAddress: linesOf(s.address).join(', ') };
  if (image) data.image = image.startsWith('/') ? absoluteUrl(site.origin, image) : image;
  return data;
}

export function blogPosting(site: SiteData, post: Post): JsonLd {
  const url = absoluteUrl(site.origin, postPath(post.slug));
  const publisher = { '@type': 'Organization', name: site.name, url: absoluteUrl(site.origin, SITE_PATHS.home) };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    url,
    mainEntityOfPage: url,
    author: publisher,
    publisher,
  };
}

export function webPage(site: SiteData, path: string, name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    url: absoluteUrl(site.origin, path),
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl(site.origin, SITE_PATHS.home) },
  };
}
