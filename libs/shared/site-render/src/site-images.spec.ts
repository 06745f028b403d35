import { renderSitePage } from './render-site-page';
import { imageIdsIn } from './image-references';
import type { SiteData, SiteImage } from './site-render.types';
import { SAMPLE_SITES } from './testing/sample-sites';

const ids = {
  about: '11111111-1111-4111-8111-111111111111',
  first: '22222222-2222-4222-8222-222222222222',
  second: '33333333-3333-4333-8333-333333333333',
  logo: '44444444-4444-4444-8444-444444444444',
  icon: '55555555-5555-4555-8555-555555555555',
  cover: '66666666-6666-4666-8666-666666666666',
  hero: '77777777-7777-4777-8777-777777777777',
  missing: '88888888-8888-4888-8888-888888888888',
};

const libraryImage = (id: string, alt: string, focal = { x: 0.5, y: 0.5 }): SiteImage => ({
  alt,
  width: 1600,
  height: 1200,
  focalX: focal.x,
  focalY: focal.y,
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [320, 640, 1280].map((width) => ({ format, width, url: `/media/site/${id}/h/w${width}.${format === 'jpeg' ? 'jpg' : format}` })),
  ),
});

const images: Record<string, SiteImage> = {
  [ids.about]: libraryImage(ids.about, 'The groomers in the salon', { x: 0.2, y: 0.7 }),
  [ids.first]: libraryImage(ids.first, 'A poodle after a trim'),
  [ids.second]: libraryImage(ids.second, 'A cat on the table'),
  [ids.logo]: libraryImage(ids.logo, 'Paw logo'),
  [ids.icon]: libraryImage(ids.icon, 'Paw icon'),
  [ids.cover]: libraryImage(ids.cover, 'Pumpkin bread on a tray'),
  [ids.hero]: libraryImage(ids.hero, 'Storefront'),
};

const withImages = (template: string, sections: Record<string, string>): SiteData => ({
  ...SAMPLE_SITES[template],
  sections: { ...SAMPLE_SITES[template].sections, ...sections },
  images,
});

const pictures = (html: string) => html.match(/<picture>.*?<\/picture>/g) ?? [];

describe('the about photo', () => {
  it.each(['default', 'restaurant', 'professional'])('is a lazy <picture> with its alt text and focal point on the %s template', (template) => {
    const html = renderSitePage(withImages(template, { about_image: `image:${ids.about}` }), { kind: 'home' }).html;
    const about = pictures(html).find((p) => p.includes(ids.about));
    expect(about).toBeDefined();
    expect(about).toMatch(/<source type="image\/avif" srcset="[^"]*w320\.avif 320w/);
    expect(about).toMatch(/<source type="image\/webp"/);
    expect(about).toMatch(/<img class="about-image"[^>]* width="1600" height="1200" loading="lazy"/);
    expect(about).toContain('alt="The groomers in the salon"');
    expect(about).toContain('object-position:20% 70%');
  });

  it('shows nothing for an image the site does not have ready, and the story stays', () => {
    const html = renderSitePage(withImages('default', { about_image: `image:${ids.missing}` }), { kind: 'home' }).html;
    expect(html).not.toContain('<picture>');
    expect(html).toContain('We opened our salon in 2015');
  });
});

describe('the gallery', () => {
  it('lists each ready photo in order as a lazy <picture>, leaving out the rest', () => {
    const gallery = [`image:${ids.second}`, `image:${ids.missing}`, `image:${ids.first}`].join('\n');
    const html = renderSitePage(withImages('restaurant', { gallery }), { kind: 'home' }).html;
    const list = /<ul class="plain-list gallery">(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    const shown = pictures(list);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toContain('alt="A cat on the table"');
    expect(shown[1]).toContain('alt="A poodle after a trim"');
    for (const p of shown) expect(p).toContain('loading="lazy"');
    expect(list).not.toContain(ids.missing);
  });

  it('is left out when empty, and on a template without one', () => {
    expect(renderSitePage(withImages('default', { gallery: '' }), { kind: 'home' }).html).not.toContain('gallery-title');
    expect(renderSitePage(withImages('professional', { gallery: `image:${ids.first}` }), { kind: 'home' }).html).not.toContain(ids.first);
  });
});

describe('logo and tab icon', () => {
  it('puts the logo beside the name in the header, loaded at once but after the main image, at the width it is drawn', () => {
    const html = renderSitePage(withImages('default', { site_logo: `image:${ids.logo}`, hero_image: `image:${ids.hero}` }), { kind: 'home' }).html;
    const header = /<header class="site-header">.*?<\/header>/.exec(html)![0];
    // 2.5rem high: a 4:3 logo is 3.33rem wide.
    expect(header).toMatch(/<a class="brand" href="\/"><picture><source type="image\/avif" srcset="[^"]+" sizes="3\.33rem"\/>/);
    expect(header).toMatch(/<img class="brand-logo"[^>]* alt width="1600" height="1200" decoding="async"/);
    expect(header).not.toContain('loading="lazy"');
    expect(header).not.toContain('fetchpriority');
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html).toMatch(/<img class="hero-image"[^>]* fetchpriority="high"/);
    expect(header).toContain('<span>Palm Coast Pet Grooming</span>');
  });

  it('links the chosen tab icon, and keeps the default icon when there is none', () => {
    const chosen = renderSitePage(withImages('default', { site_favicon: `image:${ids.icon}` }), { kind: 'home' }).html;
    expect(chosen).toContain(`<link rel="icon" href="/media/site/${ids.icon}/h/w320.jpg" type="image/jpeg"/>`);
    expect(chosen).not.toContain('href="/favicon.svg"');
    const none = renderSitePage(withImages('default', {}), { kind: 'home' }).html;
    expect(none).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
  });
});

describe('a post’s cover', () => {
  const post = {
    slug: 'pumpkin-bread',
    title: 'Pumpkin bread is back',
    excerpt: 'From Monday.',
    publishedAt: '2026-11-20T12:00:00Z',
    coverImage: `image:${ids.cover}`,
  };

  it('shows on the post page (at once) and is its og:image', () => {
    const html = renderSitePage(withImages('default', { hero_image: `image:${ids.hero}` }), { kind: 'post', post: { ...post, body: 'Fresh.' } }).html;
    expect(html).toMatch(/<img class="cover-image"[^>]* alt="Pumpkin bread on a tray"[^>]* fetchpriority="high"/);
    expect(html).toContain(`<meta property="og:image" content="https://palmcoastgrooming.example/media/site/${ids.cover}/h/w1280.jpg"/>`);
  });

  it('shows on the blog index, only the first loaded at once', () => {
    const second = { ...post, slug: 'second', title: 'Second' };
    const html = renderSitePage(withImages('default', {}), { kind: 'blog', page: 1, totalPages: 1, posts: [post, second] }).html;
    const covers = html.match(/<img class="cover-image"[^>]*>/g) ?? [];
    expect(covers).toHaveLength(2);
    expect(covers[0]).toContain('fetchpriority="high"');
    expect(covers[1]).toContain('loading="lazy"');
  });

  it('loads the first cover on the blog index first even when the newest post has none', () => {
    const newest = { ...post, slug: 'newest', title: 'Newest', coverImage: '' };
    const third = { ...post, slug: 'third', title: 'Third' };
    const html = renderSitePage(withImages('default', {}), { kind: 'blog', page: 1, totalPages: 1, posts: [newest, post, third] }).html;
    const covers = html.match(/<img class="cover-image"[^>]*>/g) ?? [];
    expect(covers).toHaveLength(2);
    expect(covers[0]).toContain('fetchpriority="high"');
    expect(covers[0]).not.toContain('loading="lazy"');
    expect(covers[1]).toContain('loading="lazy"');
  });

  it('falls back to the main photo from the library for og:image, with an absolute address', () => {
    const html = renderSitePage(withImages('default', { hero_image: `image:${ids.hero}` }), {
      kind: 'post',
      post: { ...post, coverImage: '', body: 'Fresh.' },
    }).html;
    expect(html).not.toContain('class="cover-image"');
    expect(html).toContain(`<meta property="og:image" content="https://palmcoastgrooming.example/media/site/${ids.hero}/h/w1280.jpg"/>`);
  });
});

describe('imageIdsIn', () => {
  it('collects each library image that sections and covers name, once, and nothing else', () => {
    const found = imageIdsIn(
      {
        hero_image: `image:${ids.hero}`,
        gallery: `image:${ids.first}\nimage:${ids.second}\nimage:${ids.first}`,
        about_text: `image:${ids.about} is text`,
        logo: 'https://x.example/a.png',
      },
      [{ coverImage: `image:${ids.cover}` }, { coverImage: '' }, {}],
    );
    expect(found.sort()).toEqual([ids.cover, ids.first, ids.hero, ids.second].sort());
  });
});
