import { h } from 'preact';
import type { Html } from './html';
import type { SiteData, SiteImage } from '../site-render.types';

/** How a section names a library image: `image:<uuid>`. */
export const IMAGE_REFERENCE = /^image:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface PictureOptions {
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: loaded at once (and first); below it, only when about to scroll into view. */
  eager: boolean;
  /**
   * `auto` for an image loaded at once that is not the page's largest paint (a logo), so that it
   * does not compete with the one that is. Eager images are `high` by default.
   */
  priority?: 'high' | 'auto';
  className?: string;
  /** The alt text when the picture only decorates (a headline beside it says it all). */
  decorative?: boolean;
  /** Attributes the dashboard's live preview puts on the image (`sectionMark`); none elsewhere. */
  marks?: Record<string, string> | null;
}

/** The library image a section refers to, when the site has it ready. */
export function imageOf(site: Pick<SiteData, 'images'>, value: string | undefined): SiteImage | null {
  const id = IMAGE_REFERENCE.exec(value?.trim() ?? '')?.[1];
  return (id && site.images?.[id]) || null;
}

/** The library images a list of references names (one per line, as a gallery stores them), in order, those ready only. */
export function imagesOf(site: Pick<SiteData, 'images'>, value: string | undefined): SiteImage[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((line) => imageOf(site, line))
    .filter((image): image is SiteImage => image !== null);
}

/** The narrowest JPEG at least `minWidth` wide, else the widest: for places that take one file (og:image, favicon). */
export function jpegAtLeast(image: SiteImage, minWidth: number): { url: string; width: number } | null {
  const jpegs = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  return jpegs.find((v) => v.width >= minWidth) ?? jpegs[jpegs.length - 1] ?? null;
}

const srcset = (image: SiteImage, format: 'avif' | 'webp' | 'jpeg') =>
  image.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/**
 * `<picture>`: AVIF, then WebP, then a JPEG `<img>` for the rest, each with every width so the
 * browser picks the smallest that fills `sizes`. Width and height give the box its ratio before
 * any byte arrives (no layout shift); the focal point positions every crop (`object-fit: cover`).
 */
export function picture(image: SiteImage, options: PictureOptions): Html | null {
  const jpegs = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  if (jpegs.length === 0) return null;
  const fallback = jpegs.find((v) => v.width >= 960) ?? jpegs[jpegs.length - 1];
  const sources = (['avif', 'webp'] as const)
    .map((format) => ({ format, set: srcset(image, format) }))
    .filter((s) => s.set)
    .map((s) => h('source', { type: `image/${s.format}`, srcset: s.set, sizes: options.sizes }));
  return h(
    'picture',
    null,
    ...sources,
    h('img', {
      class: options.className,
      ...options.marks,
      src: fallback.url,
      srcset: srcset(image, 'jpeg'),
      sizes: options.sizes,
      alt: options.decorative ? '' : image.alt,
      width: image.width,
      height: image.height,
      loading: options.eager ? undefined : 'lazy',
      fetchpriority: options.eager && options.priority !== 'auto' ? 'high' : undefined,
      decoding: 'async',
      style: `object-position:${Math.round(image.focalX * 100)}% ${Math.round(image.focalY * 100)}%`,
    }),
  );
}
