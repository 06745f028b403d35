import { DEFAULT_FAVICON_SVG, renderFeed, renderRobots, renderSitemap } from './site-files';
import { HOSTILE_TEXT, SAMPLE_POSTS, SAMPLE_SITES } from './testing/sample-sites';

const site = SAMPLE_SITES.restaurant;

describe('site files', () => {
  it('the sitemap lists home, blog, contact and every post with absolute URLs', () => {
    const xml = renderSitemap(site, SAMPLE_POSTS);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    for (const path of ['/', '/blog', '/contact', ...SAMPLE_POSTS.map((p) => `/blog/${p.slug}`)]) {
      expect(xml).toContain(`<loc>${site.origin}${path}</loc>`);
    }
    expect(xml).toContain(`<lastmod>${SAMPLE_POSTS[1].publishedAt}</lastmod>`);
  });

  it('a site that is not live has an empty sitemap and asks not to be crawled', () => {
    const waiting = { ...site, status: 'waiting_for_build' as const };
    expect(renderSitemap(waiting, SAMPLE_POSTS)).not.toContain('<url>');
    expect(renderRobots(waiting)).toBe('User-agent: *\nDisallow: /\n');
    expect(renderFeed(waiting, SAMPLE_POSTS)).not.toContain('<entry>');
  });

  it('robots.txt of a live site allows crawling and names the sitemap', () => {
    expect(renderRobots(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  });

  it('the Atom feed has one entry per post, newest first, with escaped text', () => {
    const feed = renderFeed({ ...site, name: HOSTILE_TEXT }, [{ ...SAMPLE_POSTS[0], title: HOSTILE_TEXT }, SAMPLE_POSTS[1]]);
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.match(/<entry>/g)).toHaveLength(2);
    expect(feed).toContain(`<updated>${SAMPLE_POSTS[0].publishedAt}</updated>`);
    expect(feed).not.toContain('<script>');
    expect(feed).toContain('&lt;/style&gt;&lt;script&gt;');
    expect(feed).toContain(`<link rel="self" href="${site.origin}/feed.xml"/>`);
  });

  it('has a default favicon', () => {
    expect(DEFAULT_FAVICON_SVG).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
  });
});
