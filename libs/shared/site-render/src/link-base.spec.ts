import { TEMPLATES } from '@fw/shared-site-templates';
import { renderSitePage } from './render-site-page';
import type { PageRequest } from './site-render.types';
import { SAMPLE_POST, SAMPLE_POSTS, SAMPLE_SITES } from './testing/sample-sites';

const BASE = '/api/site-previews/tok3n';
const PAGES: PageRequest[] = [
  { kind: 'home' },
  { kind: 'blog', page: 2, totalPages: 3, posts: SAMPLE_POSTS },
  { kind: 'post', post: SAMPLE_POST },
  { kind: 'contact', action: '/contact' },
  { kind: 'not-found' },
];

const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe.each(TEMPLATES.map((t) => t.id))('a site shown under a link base, %s template', (templateId) => {
  const site = { ...SAMPLE_SITES[templateId], linkBase: BASE, noindex: true };

  it.each(PAGES.map((p) => [p.kind, p] as const))('%s: every link to a page of the site stays under the base', (_kind, page) => {
    const { html } = renderSitePage(site, page);
    const links = linksOf(html);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      if (href.startsWith('/')) expect(href.startsWith(`${BASE}/`)).toBe(true);
      else expect(href).toMatch(/^(#|mailto:|tel:|https?:)/);
    }
    expect(links).toContain(`${BASE}/blog`);
    expect(links).toContain(`${BASE}/`);
  });

  it('links posts and blog pages under the base, and posts the contact form there', () => {
    const blog = renderSitePage(site, { kind: 'blog', page: 2, totalPages: 3, posts: SAMPLE_POSTS }).html;
    expect(linksOf(blog)).toEqual(expect.arrayContaining([`${BASE}/blog/${SAMPLE_POSTS[0].slug}`, `${BASE}/blog`, `${BASE}/blog/page/3`]));
    expect(renderSitePage(site, { kind: 'contact', action: '/contact' }).html).toContain(`action="${BASE}/contact"`);
  });

  it('leaves the links of a site without a base as they are', () => {
    const { html } = renderSitePage(SAMPLE_SITES[templateId], { kind: 'home' });
    expect(linksOf(html)).toContain('/blog');
    expect(html).not.toContain(BASE);
  });
});
