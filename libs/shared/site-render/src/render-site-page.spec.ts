import { TEMPLATES } from '@fw/shared-site-templates';
import { renderSitePage } from './render-site-page';
import type { PageRequest, SiteData } from './site-render.types';
import { HOSTILE_TEXT, SAMPLE_POST, SAMPLE_POSTS, SAMPLE_SITES } from './testing/sample-sites';

// Pages that ask not to be indexed name no canonical URL: the two would contradict each other.
const PAGES: Array<[name: string, page: PageRequest, status: number, canonicalPath: string]> = [
  ['home', { kind: 'home' }, 200, '/'],
  ['blog', { kind: 'blog', page: 1, totalPages: 2, posts: SAMPLE_POSTS }, 200, '/blog'],
  ['blog page 2', { kind: 'blog', page: 2, totalPages: 2, posts: SAMPLE_POSTS.slice(2) }, 200, '/blog/page/2'],
  ['post', { kind: 'post', post: SAMPLE_POST }, 200, '/blog/our-new-sourdough-schedule'],
  ['contact', { kind: 'contact', action: '/contact' }, 200, '/contact'],
  ['not-found', { kind: 'not-found' }, 404, '/'],
  ['gone', { kind: 'gone' }, 410, '/'],
  ['coming-soon', { kind: 'coming-soon' }, 200, '/'],
];

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]);
}

describe.each(TEMPLATES.map((t) => t.id))('renderSitePage, %s template', (templateId) => {
  const site = SAMPLE_SITES[templateId];

  it.each(PAGES)('%s: status, canonical URL, Open Graph, JSON-LD and landmarks', (_name, page, status, canonicalPath) => {
    const { status: actual, html } = renderSitePage(site, page);
    expect(actual).toBe(status);
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    const noindex = html.includes('<meta name="robots" content="noindex"/>');
    expect(noindex).toBe(['not-found', 'gone', 'coming-soon'].includes(page.kind));
    if (noindex) expect(html).not.toContain('<link rel="canonical"');
    else expect(html).toContain(`<link rel="canonical" href="${site.origin}${canonicalPath}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${site.origin}${canonicalPath}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toContain('<a class="skip-link" href="#main">');
    expect(html).toMatch(/<main id="main"/);
    expect(html).toMatch(/<header class="site-header">/);
    expect(html).toMatch(/<footer class="site-footer">/);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    // Nothing to run and nothing to fetch but the site's own favicon.
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).not.toMatch(/ on[a-z]+=/i);
    expect(jsonLdOf(html)['@context']).toBe('https://schema.org');
  });

  it('home: the sections of the template are on the page, and JSON-LD describes the business', () => {
    const { html } = renderSitePage(site, { kind: 'home' });
    expect(html).toContain(`<h1 id="home-title">${site.sections.hero_title.replace(/&/g, '&amp;')}</h1>`);
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({ name: site.name, url: `${site.origin}/`, telephone: site.sections.contact_phone });
    expect(['LocalBusiness', 'Restaurant', 'ProfessionalService']).toContain(ld['@type']);
  });

  it('post: BlogPosting JSON-LD and the body as paragraphs, a subheading and a list', () => {
    const { html } = renderSitePage(site, { kind: 'post', post: SAMPLE_POST });
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: SAMPLE_POST.title,
      datePublished: SAMPLE_POST.publishedAt,
      url: `${site.origin}/blog/${SAMPLE_POST.slug}`,
    });
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<h2>How to pre-order</h2>');
    expect(html).toContain('<li>Call us before 6pm the day before</li>');
    expect(html).toContain('<time class="post-meta" datetime="2026-11-20T14:00:00.000Z">November 20, 2026</time>');
  });
});

describe('renderSitePage, the templates differ', () => {
  it('each template lays out its home page its own way', () => {
    const html = (id: string) => renderSitePage({ ...SAMPLE_SITES.restaurant, templateId: id }, { kind: 'home' }).html;
    expect(html('restaurant')).toContain('class="menu"');
    expect(html('professional')).not.toContain('class="menu"');
    expect(html('professional')).toContain('class="cta-band"');
    expect(new Set(['default', 'restaurant', 'professional'].map((id) => /<style>([\s\S]*?)<\/style>/.exec(html(id))![1])).size).toBe(3);
  });
});

describe('renderSitePage, blog and contact', () => {
  const site = SAMPLE_SITES.default;

  it('links the blog pages to each other', () => {
    const { html } = renderSitePage(site, { kind: 'blog', page: 2, totalPages: 3, posts: SAMPLE_POSTS });
    expect(html).toContain('<a href="/blog" rel="prev">');
    expect(html).toContain('<a href="/blog/page/3" rel="next">');
    expect(html).toContain('Page 2 of 3');
    for (const post of SAMPLE_POSTS) expect(html).toContain(`<a href="/blog/${post.slug}">`);
  });

  it('the contact form posts to the action with labelled fields', () => {
    const { html } = renderSitePage(site, { kind: 'contact', action: '/contact' });
    expect(html).toContain('<form method="post" action="/contact"');
    for (const field of ['name', 'email', 'phone', 'message']) {
      expect(html).toContain(`<label for="contact-${field}">`);
      expect(html).toMatch(new RegExp(`id="contact-${field}" name="${field}"`));
    }
    expect(html).toMatch(/<input id="contact-phone"(?![^>]*required)[^>]*>/);
  });

  it('a contact form that cannot send is shown disabled, with the reason, and posts nowhere', () => {
    const { html } = renderSitePage(site, { kind: 'contact', action: '/contact', notSent: 'Forms do not send in a preview.' });
    expect(html).not.toContain('method="post"');
    expect(html).not.toContain('action=');
    expect(html).toContain('<p class="notice" id="form-not-sent" role="note">Forms do not send in a preview.</p>');
    expect(html).toMatch(/<fieldset disabled[^>]*>.*<button class="btn" type="submit">Send message<\/button><\/fieldset>/s);
  });

  it('a refused message comes back (400) with what was typed and each error beside its field', () => {
    const { status, html } = renderSitePage(site, {
      kind: 'contact',
      action: '/contact',
      form: {
        values: { name: 'Dana', email: 'dana@', message: 'Hello <b>there</b>' },
        errors: { email: 'Please enter a valid email address, such as name@example.com.' },
      },
    });
    expect(status).toBe(400);
    expect(html).toContain('value="Dana"');
    expect(html).toContain('Hello &lt;b>there&lt;/b></textarea>');
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"/);
    expect(html).toContain('<p class="field-error" id="contact-email-error">Please enter a valid email address, such as name@example.com.</p>');
    expect(html).toContain('Please fix one thing before sending:');
  });

  it('a sent message shows a thank-you instead of the form', () => {
    const { status, html } = renderSitePage(site, { kind: 'contact', action: '/contact', form: { values: {}, errors: {}, sent: true } });
    expect(status).toBe(200);
    expect(html).toContain('Thank you, your message was sent.');
    expect(html).not.toContain('<form');
  });

  it('a site that is not live shows its coming-soon page for every page', () => {
    for (const status of ['waiting_for_build', 'disabled'] as const) {
      const { status: code, html } = renderSitePage({ ...site, status }, { kind: 'post', post: SAMPLE_POST });
      expect(code).toBe(200);
      expect(html).toContain('Coming soon');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain(SAMPLE_POST.title);
      expect(html).not.toContain(site.sections.contact_phone);
    }
  });
});

describe('renderSitePage, the main photo', () => {
  it('shows an uploaded or https image, in the page and in its Open Graph and JSON-LD', () => {
    const site = { ...SAMPLE_SITES.default, sections: { ...SAMPLE_SITES.default.sections, hero_image: '/media/salon.jpg' } };
    const { html } = renderSitePage(site, { kind: 'home' });
    // An empty alt (decorative) is written as a bare attribute.
    expect(html).toMatch(/<img class="hero-image" src="\/media\/salon.jpg" alt width="1600" height="700" decoding="async"\/>/);
    expect(html).toContain(`<meta property="og:image" content="${site.origin}/media/salon.jpg"/>`);
    expect(jsonLdOf(html).image).toBe(`${site.origin}/media/salon.jpg`);
  });

  it('shows a library image as <picture> with AVIF first, every width, its box reserved and loaded first', () => {
    const id = '6f1d2a44-0c3e-4b6a-9f57-1d2e3c4b5a69';
    const variants = (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
      [320, 640, 960].map((width) => ({ format, width, url: `/media/s/${id}/h/w${width}.${format === 'jpeg' ? 'jpg' : format}` })),
    );
    const site = {
      ...SAMPLE_SITES.default,
      sections: { ...SAMPLE_SITES.default.sections, hero_image: `image:${id}` },
      images: { [id]: { alt: 'Our bakery at dawn', width: 960, height: 720, focalX: 0.5, focalY: 0.3, variants } },
    };
    const { html } = renderSitePage(site, { kind: 'home' });
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcset="[^"]*w320\.avif 320w[^"]*" sizes="\(min-width: 72rem\) 69\.5rem, calc\(100vw - 2\.5rem\)"\/><source type="image\/webp"/,
    );
    expect(html).toMatch(/<img class="hero-image" src="\/media\/s\/[^"]+\/w960\.jpg"[^>]* width="960" height="720" fetchpriority="high"/);
    expect(html).not.toMatch(/hero-image[^>]*loading="lazy"/);
    // A reference to an image the site does not have (another website's, or not ready) shows nothing.
    const foreign = renderSitePage({ ...site, images: {} }, { kind: 'home' }).html;
    expect(foreign).not.toContain('class="hero-image"');
  });

  it('ignores anything else', () => {
    for (const hero_image of ['javascript:alert(1)', 'http://plain.example/a.jpg', '//evil.example/a.jpg', 'data:image/png;base64,AAAA']) {
      const { html } = renderSitePage({ ...SAMPLE_SITES.default, sections: { ...SAMPLE_SITES.default.sections, hero_image } }, { kind: 'home' });
      expect(html).not.toContain('<img');
      expect(html).not.toContain('og:image');
    }
  });
});

describe('renderSitePage escapes every text', () => {
  const hostile: SiteData = {
    ...SAMPLE_SITES.restaurant,
    name: HOSTILE_TEXT,
    origin: 'https://evil.example',
    sections: Object.fromEntries(
      [
        'hero_title',
        'hero_subtitle',
        'about_text',
        'menu_highlights',
        'reservation_note',
        'opening_hours',
        'contact_phone',
        'contact_email',
        'address',
        'footer_legal',
        'services',
        'credentials',
        'testimonial',
        'highlights',
        'hero_image',
      ].map((k) => [k, HOSTILE_TEXT]),
    ),
  };
  const hostilePost = { slug: 'x', title: HOSTILE_TEXT, excerpt: HOSTILE_TEXT, body: HOSTILE_TEXT, publishedAt: '2026-11-20T14:00:00.000Z' };

  it.each(['default', 'restaurant', 'professional'])('%s: no element, attribute or style/script end comes from the text', (templateId) => {
    const site = { ...hostile, templateId };
    const pages: PageRequest[] = [
      ...PAGES.map(([, page]) => page),
      { kind: 'post', post: hostilePost },
      { kind: 'blog', page: 1, totalPages: 1, posts: [hostilePost] },
      {
        kind: 'contact',
        action: '/contact',
        form: { values: { name: HOSTILE_TEXT, message: HOSTILE_TEXT, email: HOSTILE_TEXT }, errors: { name: HOSTILE_TEXT } },
      },
    ];
    for (const page of pages) {
      const { html } = renderSitePage(site, page);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/"onload="/);
      expect(html).not.toContain('src="javascript:');
      expect(html.match(/<\/style>/g)).toHaveLength(1);
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      // The JSON-LD still parses and still carries the text as it was typed.
      const ld = jsonLdOf(html);
      expect(JSON.stringify(ld)).toContain('alert(1)');
    }
  });

  it('keeps the hostile name intact in the JSON-LD', () => {
    const { html } = renderSitePage({ ...hostile, templateId: 'default' }, { kind: 'home' });
    expect(jsonLdOf(html).name).toBe(HOSTILE_TEXT);
  });
});
