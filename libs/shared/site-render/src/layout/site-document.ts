import { h, type ComponentChildren } from 'preact';
import type { Html } from './html';
import { linesOf } from '@fw/shared-site-templates';
import type { SiteData } from '../site-render.types';
import { absoluteUrl, SITE_PATHS } from '../site-paths';
import { jsonLdScript } from './json-ld';
import { styleSheetFor } from './site-styles';
import { safeImageSrc, telHref, withLineBreaks } from './text';
import { sectionMark } from './preview-marks';
import { imageOf, jpegAtLeast, picture } from './picture';
import type { SiteImage } from '../site-render.types';

export type NavItem = 'home' | 'blog' | 'contact' | null;

export interface DocumentProps {
  site: SiteData;
  /** The page's own path, for its canonical URL. */
  path: string;
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  jsonLd: Record<string, unknown>;
  noindex?: boolean;
  current: NavItem;
  /** Coming-soon pages have no navigation: there is nothing else to visit yet. */
  bare?: boolean;
  /** The page's own picture for link previews (a post's cover); else the home page's main photo. */
  ogImage?: SiteImage | null;
  children: ComponentChildren;
}

export function siteDocument(props: DocumentProps): Html {
  const { site } = props;
  const canonical = absoluteUrl(site.origin, props.path);
  const image = ogImageOf(site, props.ogImage);
  const favicon = faviconOf(site);
  const noindex = props.noindex || site.noindex;
  return h(
    'html',
    { lang: 'en' },
    h(
      'head',
      null,
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('title', null, props.title),
      h('meta', { name: 'description', content: props.description }),
      // A page that asks not to be indexed names no canonical URL: the two signals would contradict.
      noindex ? h('meta', { name: 'robots', content: 'noindex' }) : h('link', { rel: 'canonical', href: canonical }),
      favicon ? h('link', { rel: 'icon', href: favicon, type: 'image/jpeg' }) : h('link', { rel: 'icon', href: SITE_PATHS.favicon, type: 'image/svg+xml' }),
      props.bare ? null : h('link', { rel: 'alternate', type: 'application/atom+xml', title: `${site.name} blog`, href: SITE_PATHS.feed }),
      h('meta', { property: 'og:type', content: props.ogType ?? 'website' }),
      h('meta', { property: 'og:site_name', content: site.name }),
      h('meta', { property: 'og:title', content: props.title }),
      h('meta', { property: 'og:description', content: props.description }),
      h('meta', { property: 'og:url', content: canonical }),
      image ? h('meta', { property: 'og:image', content: image.startsWith('/') ? absoluteUrl(site.origin, image) : image }) : null,
      h('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' }),
      h('meta', { name: 'theme-color', content: themeColour(site) }),
      h('style', { dangerouslySetInnerHTML: { __html: styleSheetFor(site.templateId) } }),
      jsonLdScript(props.jsonLd),
    ),
    h(
      'body',
      null,
      h('a', { class: 'skip-link', href: '#main' }, 'Skip to main content'),
      siteHeader(site, props.current, props.bare),
      h('main', { id: 'main', tabIndex: -1 }, props.children),
      siteFooter(site, props.bare),
    ),
  );
}

/** Link previews want about 1200 px across. */
const OG_IMAGE_WIDTH = 1200;

/** The link-preview picture's address: the page's own, the main photo from the library, or the main photo's address. */
function ogImageOf(site: SiteData, own: SiteImage | null | undefined): string | null {
  const fromLibrary = own ?? imageOf(site, site.sections.hero_image);
  if (fromLibrary) return jpegAtLeast(fromLibrary, OG_IMAGE_WIDTH)?.url ?? null;
  return safeImageSrc(site.sections.hero_image);
}

/** The chosen tab icon's smallest rendition (browsers scale it down); null keeps the default icon. */
export function faviconOf(site: SiteData): string | null {
  const icon = imageOf(site, site.sections.site_favicon);
  return icon ? (jpegAtLeast(icon, 0)?.url ?? null) : null;
}

/** The logo's box (`.brand-logo`): 2.5rem high, as wide as its ratio makes it, at most 10rem. */
const LOGO_HEIGHT_REM = 2.5;
const LOGO_MAX_WIDTH_REM = 10;

/**
 * The logo beside the name: decorative, since the name says it; at the top, so loaded at once,
 * though after the page's main image.
 */
function brandLogo(site: SiteData): Html | null {
  const logo = imageOf(site, site.sections.site_logo);
  if (!logo) return null;
  const widthRem = Math.min(LOGO_MAX_WIDTH_REM, (LOGO_HEIGHT_REM * logo.width) / logo.height);
  return picture(logo, {
    sizes: `${Number(widthRem.toFixed(2))}rem`,
    eager: true,
    priority: 'auto',
    className: 'brand-logo',
    decorative: true,
    marks: sectionMark(site, 'site_logo'),
  });
}

function themeColour(site: SiteData): string {
  const match = /--header-bg:(#[0-9a-f]{3,6})/i.exec(styleSheetFor(site.templateId));
  return match ? match[1] : '#ffffff';
}

function siteHeader(site: SiteData, current: NavItem, bare?: boolean): Html {
  const link = (item: Exclude<NavItem, null>, href: string, text: string) =>
    h('li', null, h('a', { href, 'aria-current': current === item ? 'page' : undefined }, text));
  return h(
    'header',
    { class: 'site-header' },
    h(
      'div',
      { class: 'wrap' },
      h('a', { class: 'brand', href: SITE_PATHS.home }, brandLogo(site), h('span', null, site.name)),
      bare
        ? null
        : h(
            'nav',
            { class: 'site-nav', 'aria-label': 'Main' },
            h('ul', null, link('home', SITE_PATHS.home, 'Home'), link('blog', SITE_PATHS.blog, 'Blog'), link('contact', SITE_PATHS.contact, 'Contact')),
          ),
    ),
  );
}

function siteFooter(site: SiteData, bare?: boolean): Html {
  const s = site.sections;
  const phone = s.contact_phone?.trim();
  const email = s.contact_email?.trim();
  const address = s.address?.trim();
  const hours = linesOf(s.opening_hours ?? '');
  const legal = s.footer_legal?.trim() || `© ${site.name}`;
  const hasContact = !!(phone || email || address);
  return h(
    'footer',
    { class: 'site-footer' },
    h(
      'div',
      { class: 'wrap' },
      bare || (!hasContact && !hours.length)
        ? null
        : h(
            'div',
            { class: 'grid' },
            hasContact
              ? h(
                  'section',
                  { 'aria-labelledby': 'footer-contact' },
                  h('h2', { id: 'footer-contact' }, 'Get in touch'),
                  phone ? h('p', sectionMark(site, 'contact_phone'), h('a', { href: telHref(phone) }, phone)) : null,
                  email ? h('p', sectionMark(site, 'contact_email'), h('a', { href: `mailto:${email}` }, email)) : null,
                  address ? h('address', sectionMark(site, 'address'), withLineBreaks(address)) : null,
                )
              : null,
            hours.length
              ? h(
                  'section',
                  { 'aria-labelledby': 'footer-hours' },
                  h('h2', { id: 'footer-hours' }, 'Hours'),
                  h(
                    'ul',
                    { class: 'plain-list', ...sectionMark(site, 'opening_hours') },
                    hours.map((line) => h('li', null, line)),
                  ),
                )
              : null,
          ),
      h('p', { class: 'footer-legal', ...sectionMark(site, 'footer_legal') }, legal),
    ),
  );
}
