import { h } from 'preact';
import type { Html } from '../layout/html';
import { getTemplate, linesOf } from '@fw/shared-site-templates';
import type { SiteData } from '../site-render.types';
import { SITE_PATHS } from '../site-paths';
import { paragraphs, priceOf, safeImageSrc, splitEntry, telHref, withLineBreaks } from '../layout/text';
import { imageOf, imagesOf, picture } from '../layout/picture';
import { sectionMark } from '../layout/preview-marks';

const text = (site: SiteData, key: string) => site.sections[key]?.trim() ?? '';

/** The main content of the home page, laid out by the site's template. */
export function homeContent(site: SiteData): Html[] {
  switch (getTemplate(site.templateId).id) {
    case 'restaurant':
      return restaurantHome(site);
    case 'professional':
      return professionalHome(site);
    default:
      return defaultHome(site);
  }
}

export function headlineOf(site: SiteData): string {
  return text(site, 'hero_title') || site.name;
}

/** The hero fills the content column: the viewport less the column's padding (2 × 1.25rem), at most 72rem less it. */
const HERO_SIZES = '(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)';

function heroImage(site: SiteData): Html | null {
  const fromLibrary = imageOf(site, site.sections.hero_image);
  // Decorative, as below; at the top of the page, so loaded at once and first.
  if (fromLibrary)
    return picture(fromLibrary, { sizes: HERO_SIZES, eager: true, className: 'hero-image', decorative: true, marks: sectionMark(site, 'hero_image') });
  const src = safeImageSrc(site.sections.hero_image);
  // Decorative: the headline beside it says what the page is about. Not lazy: it is at the top, often the largest paint.
  return src ? h('img', { class: 'hero-image', ...sectionMark(site, 'hero_image'), src, alt: '', width: 1600, height: 700, decoding: 'async' }) : null;
}

/** Beside the story on wide screens (a 400 px column), above it on phones. */
const ABOUT_SIZES = '(min-width: 60rem) 400px, calc(100vw - 2.5rem)';
/** The professional template's about column: the narrower of two (3fr 2fr, 2.5rem apart) on wide screens. */
const ABOUT_IN_TWO_COLUMNS_SIZES = '(min-width: 72rem) 26.8rem, (min-width: 60rem) calc(40vw - 2rem), calc(100vw - 2.5rem)';
/**
 * The gallery's grid fits as many 16rem columns (1rem apart) as the content column holds: one on
 * phones, up to four in the 69.5rem column of a wide screen.
 */
const GALLERY_SIZES =
  '(min-width: 72rem) 16.7rem, (min-width: 69.5rem) calc(25vw - 1.375rem), (min-width: 52.5rem) calc(33.4vw - 1.5rem), (min-width: 35.5rem) calc(50vw - 1.75rem), calc(100vw - 2.5rem)';

/** The about photo, below the fold: loaded when about to scroll into view. */
function aboutPhoto(site: SiteData, sizes = ABOUT_SIZES): Html | null {
  const image = imageOf(site, site.sections.about_image);
  return image
    ? h('div', { class: 'about-photo' }, picture(image, { sizes, eager: false, className: 'about-image', marks: sectionMark(site, 'about_image') }))
    : null;
}

/** The story's paragraphs with the about photo beside them, when there is one. */
function storyWithPhoto(site: SiteData, story: Html[]): Html {
  const photo = aboutPhoto(site);
  return photo ? h('div', { class: 'about-with-photo' }, h('div', null, ...story), photo) : h('div', null, ...story);
}

/** The gallery section: each photo with its alt text, lazily loaded. */
function gallerySection(site: SiteData, title: string): Html | null {
  const images = imagesOf(site, site.sections.gallery);
  if (!images.length) return null;
  return h(
    'section',
    { class: 'section', 'aria-labelledby': 'gallery-title' },
    h(
      'div',
      { class: 'wrap' },
      h('h2', { id: 'gallery-title' }, title),
      h(
        'ul',
        { class: 'plain-list gallery', ...sectionMark(site, 'gallery') },
        images.map((image) => h('li', null, picture(image, { sizes: GALLERY_SIZES, eager: false, className: 'gallery-image' }))),
      ),
    ),
  );
}

function callButton(site: SiteData, label: string, className = 'btn btn-ghost'): Html | null {
  const phone = text(site, 'contact_phone');
  return phone ? h('a', { class: className, href: telHref(phone), ...sectionMark(site, 'contact_phone') }, `${label} ${phone}`) : null;
}

function hoursList(site: SiteData): Html | null {
  const hours = linesOf(site.sections.opening_hours ?? '');
  return hours.length
    ? h(
        'ul',
        { class: 'plain-list hours', ...sectionMark(site, 'opening_hours') },
        hours.map((line) => h('li', null, line)),
      )
    : null;
}

function defaultHome(site: SiteData): Html[] {
  const highlights = linesOf(site.sections.highlights ?? '');
  const about = text(site, 'about_text');
  const hours = hoursList(site);
  const address = text(site, 'address');
  return [
    h(
      'section',
      { class: 'hero', 'aria-labelledby': 'home-title' },
      h(
        'div',
        { class: 'wrap' },
        h('h1', { id: 'home-title', ...sectionMark(site, 'hero_title') }, headlineOf(site)),
        text(site, 'hero_subtitle') ? h('p', { class: 'lead', ...sectionMark(site, 'hero_subtitle') }, text(site, 'hero_subtitle')) : null,
        h('div', { class: 'actions' }, h('a', { class: 'btn', href: SITE_PATHS.contact }, 'Contact us'), callButton(site, 'Call')),
        heroImage(site),
      ),
    ),
    about || aboutPhoto(site)
      ? h(
          'section',
          { class: 'section', 'aria-labelledby': 'about-title' },
          h(
            'div',
            { class: aboutPhoto(site) ? 'wrap' : 'wrap narrow' },
            storyWithPhoto(site, [
              h('span', { class: 'eyebrow' }, 'Our story'),
              h('h2', { id: 'about-title' }, `About ${site.name}`),
              about ? paragraphs(about, undefined, sectionMark(site, 'about_text')) : null,
            ]),
          ),
        )
      : null,
    gallerySection(site, 'Gallery'),
    highlights.length
      ? h(
          'section',
          { class: 'section section-alt', 'aria-labelledby': 'why-title' },
          h(
            'div',
            { class: 'wrap' },
            h('h2', { id: 'why-title' }, 'Why choose us'),
            h(
              'ul',
              { class: 'plain-list grid', ...sectionMark(site, 'highlights') },
              highlights.map((item) => h('li', { class: 'card highlight' }, h('span', null, item))),
            ),
          ),
        )
      : null,
    hours || address
      ? h(
          'section',
          { class: 'section', 'aria-labelledby': 'visit-title' },
          h(
            'div',
            { class: 'wrap' },
            h('h2', { id: 'visit-title' }, 'Visit us'),
            h(
              'div',
              { class: 'visit' },
              hours ? h('div', { class: 'card' }, h('h3', null, 'Opening hours'), hours) : null,
              address
                ? h('div', { class: 'card' }, h('h3', null, 'Where to find us'), h('address', sectionMark(site, 'address'), withLineBreaks(address)))
                : null,
            ),
          ),
        )
      : null,
  ];
}

function restaurantHome(site: SiteData): Html[] {
  const dishes = linesOf(site.sections.menu_highlights ?? '');
  const story = text(site, 'about_text');
  const reservations = text(site, 'reservation_note');
  const hours = hoursList(site);
  const address = text(site, 'address');
  return [
    h(
      'section',
      { class: 'hero', 'aria-labelledby': 'home-title' },
      h(
        'div',
        { class: 'wrap' },
        h('span', { class: 'eyebrow' }, site.name),
        h('h1', { id: 'home-title', ...sectionMark(site, 'hero_title') }, headlineOf(site)),
        text(site, 'hero_subtitle') ? h('p', { class: 'lead', ...sectionMark(site, 'hero_subtitle') }, text(site, 'hero_subtitle')) : null,
        h(
          'div',
          { class: 'actions' },
          callButton(site, 'Reserve:', 'btn') ?? h('a', { class: 'btn', href: SITE_PATHS.contact }, 'Get in touch'),
          hours ? h('a', { class: 'btn btn-ghost', href: '#hours-title' }, 'Opening hours') : null,
        ),
        heroImage(site),
      ),
    ),
    dishes.length
      ? h(
          'section',
          { class: 'section', 'aria-labelledby': 'menu-title' },
          h(
            'div',
            { class: 'wrap' },
            h(
              'div',
              { class: 'menu' },
              h('span', { class: 'ornament' }),
              h('h2', { id: 'menu-title' }, 'From our menu'),
              h('ul', { class: 'plain-list', ...sectionMark(site, 'menu_highlights') }, dishes.map(menuItem)),
            ),
          ),
        )
      : null,
    gallerySection(site, 'A look inside'),
    story || reservations || aboutPhoto(site)
      ? h(
          'section',
          { class: 'section section-alt', 'aria-labelledby': 'story-title' },
          h(
            'div',
            { class: aboutPhoto(site) ? 'wrap' : 'wrap narrow' },
            storyWithPhoto(site, [
              h('h2', { id: 'story-title' }, story || aboutPhoto(site) ? 'Our story' : 'Reservations'),
              story ? paragraphs(story, undefined, sectionMark(site, 'about_text')) : null,
              story && reservations ? h('h3', null, 'Reservations and orders') : null,
              reservations ? paragraphs(reservations, undefined, sectionMark(site, 'reservation_note')) : null,
            ]),
          ),
        )
      : null,
    hours || address
      ? h(
          'section',
          { class: 'section', 'aria-labelledby': 'hours-title' },
          h(
            'div',
            { class: 'wrap' },
            h('h2', { id: 'hours-title', class: 'center' }, 'Hours & location'),
            h(
              'div',
              { class: 'visit' },
              hours ? h('div', { class: 'card' }, h('h3', null, 'When we are open'), hours) : null,
              address ? h('div', { class: 'card' }, h('h3', null, 'Find us'), h('address', sectionMark(site, 'address'), withLineBreaks(address))) : null,
            ),
          ),
        )
      : null,
  ];
}

function menuItem(line: string): Html {
  const [name, ...rest] = splitEntry(line);
  const price = rest.length && priceOf(rest[rest.length - 1]) ? rest.pop() : undefined;
  return h(
    'li',
    { class: 'menu-item' },
    h(
      'div',
      { class: 'menu-line' },
      h('span', { class: 'menu-name' }, name ?? line),
      price ? h('span', { class: 'menu-dots', 'aria-hidden': 'true' }) : null,
      price ? h('span', { class: 'menu-price' }, price) : null,
    ),
    rest.length ? h('p', { class: 'menu-desc' }, rest.join(' – ')) : null,
  );
}

function professionalHome(site: SiteData): Html[] {
  const services = linesOf(site.sections.services ?? '');
  const about = text(site, 'about_text');
  const credentials = linesOf(site.sections.credentials ?? '');
  const quote = linesOf(site.sections.testimonial ?? '');
  const phone = text(site, 'contact_phone');
  const email = text(site, 'contact_email');
  const hours = linesOf(site.sections.opening_hours ?? '');
  const quoteBy = quote.length > 1 ? quote.pop() : undefined;
  return [
    h(
      'section',
      { class: 'hero', 'aria-labelledby': 'home-title' },
      h(
        'div',
        { class: 'wrap hero-grid' },
        h(
          'div',
          null,
          h('span', { class: 'eyebrow' }, site.name),
          h('h1', { id: 'home-title', ...sectionMark(site, 'hero_title') }, headlineOf(site)),
          text(site, 'hero_subtitle') ? h('p', { class: 'lead', ...sectionMark(site, 'hero_subtitle') }, text(site, 'hero_subtitle')) : null,
          h('div', { class: 'actions' }, h('a', { class: 'btn', href: SITE_PATHS.contact }, 'Book a consultation'), callButton(site, 'Call')),
        ),
        phone || email || hours.length
          ? h(
              'div',
              { class: 'hero-card' },
              h('h2', null, 'Talk to us'),
              phone ? h('p', sectionMark(site, 'contact_phone'), h('a', { href: telHref(phone) }, phone)) : null,
              email ? h('p', sectionMark(site, 'contact_email'), h('a', { href: `mailto:${email}` }, email)) : null,
              hours.length
                ? h(
                    'ul',
                    { class: 'plain-list hours', ...sectionMark(site, 'opening_hours') },
                    hours.map((line) => h('li', null, line)),
                  )
                : null,
            )
          : null,
      ),
      heroImage(site) ? h('div', { class: 'wrap' }, heroImage(site)) : null,
    ),
    services.length
      ? h(
          'section',
          { class: 'section', 'aria-labelledby': 'services-title' },
          h(
            'div',
            { class: 'wrap' },
            h('span', { class: 'eyebrow' }, 'What we do'),
            h('h2', { id: 'services-title' }, 'Services'),
            h(
              'ul',
              { class: 'plain-list grid services', ...sectionMark(site, 'services') },
              services.map((line) => {
                const [name, ...rest] = splitEntry(line);
                return h('li', { class: 'card service' }, h('h3', null, name ?? line), rest.length ? h('p', { class: 'muted' }, rest.join(' – ')) : null);
              }),
            ),
          ),
        )
      : null,
    about || credentials.length || aboutPhoto(site)
      ? h(
          'section',
          { class: 'section section-alt', 'aria-labelledby': 'about-title' },
          h(
            'div',
            { class: 'wrap two-col' },
            h('div', null, h('h2', { id: 'about-title' }, `About ${site.name}`), about ? paragraphs(about, undefined, sectionMark(site, 'about_text')) : null),
            credentials.length || aboutPhoto(site) ? h('div', null, aboutPhoto(site, ABOUT_IN_TWO_COLUMNS_SIZES), qualifications(site, credentials)) : null,
          ),
        )
      : null,
    quote.length
      ? h(
          'section',
          { class: 'section', 'aria-label': 'What clients say' },
          h(
            'div',
            { class: 'wrap narrow' },
            h(
              'figure',
              { class: 'quote', ...sectionMark(site, 'testimonial') },
              h(
                'blockquote',
                null,
                quote.map((line) => h('p', null, line)),
              ),
              quoteBy ? h('figcaption', null, quoteBy.replace(/^[-–—]\s*/, '')) : null,
            ),
          ),
        )
      : null,
    h(
      'section',
      { class: 'cta-band', 'aria-labelledby': 'cta-title' },
      h(
        'div',
        { class: 'wrap' },
        h('h2', { id: 'cta-title' }, 'Ready to talk about your needs?'),
        h('a', { class: 'btn', href: SITE_PATHS.contact }, 'Get in touch'),
      ),
    ),
  ];
}

function qualifications(site: SiteData, credentials: string[]): Html | null {
  return credentials.length
    ? h(
        'div',
        null,
        h('h3', null, 'Qualifications'),
        h(
          'ul',
          { class: 'plain-list checks', ...sectionMark(site, 'credentials') },
          credentials.map((c) => h('li', null, c)),
        ),
      )
    : null;
}
