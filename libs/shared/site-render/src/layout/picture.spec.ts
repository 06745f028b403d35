import { render } from 'preact-render-to-string';
import type { VNode } from 'preact';
import type { SiteData, SiteImage } from '../site-render.types';
import { imageOf, picture } from './picture';

const ID = '0b7c3c1e-9a55-4f7e-8a3b-2d0f4c1a9e10';
const image: SiteImage = {
  alt: 'Fresh sourdough on the counter',
  width: 1600,
  height: 1200,
  focalX: 0.25,
  focalY: 0.8,
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [320, 640, 960, 1280, 1600].map((width) => ({ format, width, url: `/media/site/${ID}/abc/w${width}.${format === 'jpeg' ? 'jpg' : format}` })),
  ),
};
const site = (images?: Record<string, SiteImage>): SiteData => ({
  name: 'Bakery',
  templateId: null,
  origin: 'https://bakery.example',
  sections: {},
  status: 'live',
  images,
});
const html = (node: unknown) => render(node as VNode);

describe('picture', () => {
  it('offers AVIF, then WebP, then JPEG, each at every width, with the sizes given', () => {
    const out = html(picture(image, { sizes: '100vw', eager: false }));
    expect(out.indexOf('type="image/avif"')).toBeLessThan(out.indexOf('type="image/webp"'));
    expect(out).toContain(
      `srcset="/media/site/${ID}/abc/w320.avif 320w, /media/site/${ID}/abc/w640.avif 640w, /media/site/${ID}/abc/w960.avif 960w, /media/site/${ID}/abc/w1280.avif 1280w, /media/site/${ID}/abc/w1600.avif 1600w"`,
    );
    expect(out).toMatch(/<img [^>]*src="\/media\/site\/[^"]+\/w960\.jpg"/);
    expect(out).toMatch(/<img [^>]*srcset="[^"]*w320\.jpg 320w/);
    expect(out.match(/sizes="100vw"/g)).toHaveLength(3);
  });

  it('reserves the box (width and height), keeps the focal point in every crop, and says what the image shows', () => {
    const out = html(picture(image, { sizes: '50vw', eager: false }));
    expect(out).toContain('width="1600"');
    expect(out).toContain('height="1200"');
    expect(out).toContain('object-position:25% 80%');
    expect(out).toContain('alt="Fresh sourdough on the counter"');
  });

  it('loads lazily below the fold and at once, first, above it', () => {
    expect(html(picture(image, { sizes: '100vw', eager: false }))).toContain('loading="lazy"');
    const hero = html(picture(image, { sizes: '100vw', eager: true, decorative: true }));
    expect(hero).not.toContain('loading=');
    expect(hero).toContain('fetchpriority="high"');
    // An empty alt (decorative): Preact writes it as the bare attribute.
    expect(hero).toMatch(/<img [^>]* alt width=/);
  });

  it('finds the image a section names only among the site’s own ready images', () => {
    expect(imageOf(site({ [ID]: image }), `image:${ID}`)).toBe(image);
    expect(imageOf(site({}), `image:${ID}`)).toBeNull();
    expect(imageOf(site({ [ID]: image }), `image:${ID}"><script>`)).toBeNull();
    expect(imageOf(site({ [ID]: image }), '/media/photo.jpg')).toBeNull();
  });
});
