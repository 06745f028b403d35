import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import {
  blogPagePath,
  ContactFormState,
  PageRequest,
  postPath,
  PostSummary,
  renderFeed,
  renderRobots,
  renderSitemap,
  renderSitePage,
  SiteData,
  SITE_PATHS,
  DEFAULT_FAVICON_SVG,
  faviconOf,
  imageIdsIn,
} from '@fw/shared-site-render';
import { HostedPostSummary, HostedSite, HostedSiteReadsPort } from './hosted-site-reads.port';
import { CachedSitePage, SitePageCachePort } from './site-page-cache.port';
import { SiteImagesPort } from './site-images.port';

export const POSTS_PER_PAGE = 10;
/** Posts listed in the sitemap and the feed. */
const SITEMAP_POSTS = 1000;
const FEED_POSTS = 20;
/** How long a rendered page is served from memory without a change notice (a safety net: notices drop pages at once). */
const CACHE_TTL_MS = 10 * 60_000;

const HTML = 'text/html; charset=utf-8';
const NOINDEX = { 'X-Robots-Tag': 'noindex' };

/** Where a visitor asked: the origin they used (the canonical one for their address) and the path. */
export interface SiteRequest {
  origin: string;
  /** Path without the query, as received (percent-encoded). */
  path: string;
  query: URLSearchParams;
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function page(status: number, contentType: string, text: string, expiresAt: number, extra: Partial<CachedSitePage> = {}): CachedSitePage {
  const body = Buffer.from(text, 'utf8');
  return { status, contentType, body, etag: etagOf(body), expiresAt, ...extra };
}

const toSummary = (post: HostedPostSummary): PostSummary => ({ ...post, publishedAt: post.publishedAt.toISOString() });

/**
 * The slug a post page's path asks for (lower case, decoded); '' for one that names no post (not
 * decodable, or with a NUL, which PostgreSQL refuses even to compare), null when the path is not a
 * post's.
 */
function postSlugOf(path: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(path);
  if (!match) return null;
  try {
    const slug = decodeURIComponent(match[1]).toLowerCase();
    return slug.includes('\0') ? '' : slug;
  } catch {
    return '';
  }
}

const siteStatus = (status: string): SiteData['status'] => (status === 'live' || status === 'waiting_for_build' ? status : 'disabled');

/**
 * The pages of clients' websites: rendered from published content only by the shared renderer and
 * kept in the page cache per website and address until the website changes (a change notice) or
 * its next scheduled post is due. GET pages only; the contact form's POST is SiteContactService.
 */
@Injectable()
export class SitePagesService {
  constructor(
    private readonly reads: HostedSiteReadsPort,
    private readonly cache: SitePageCachePort,
    private readonly clock: ClockPort,
    private readonly images: SiteImagesPort,
  ) {}

  /** The cached answer for `key` (origin + path + query as received) while it is still valid; no I/O. */
  cached(site: HostedSite, key: string): CachedSitePage | undefined {
    const cached = this.cache.get(site.id, key);
    return cached && cached.expiresAt > this.clock.now().getTime() ? cached : undefined;
  }

  async page(site: HostedSite, key: string, request: SiteRequest): Promise<CachedSitePage> {
    const now = this.clock.now();
    const cached = this.cache.get(site.id, key);
    if (cached && cached.expiresAt > now.getTime()) return cached;
    const rendered = await this.render(site, request, now);
    this.cache.set(site.id, key, rendered);
    return rendered;
  }

  /** The contact page again, with what the visitor typed and the messages (never cached). */
  async contactForm(site: HostedSite, origin: string, form: ContactFormState): Promise<CachedSitePage> {
    const data = await this.siteData(site, origin);
    const result = renderSitePage(data, { kind: 'contact', form, action: SITE_PATHS.contact });
    const status = form.sent ? 200 : Object.keys(form.errors).length ? 400 : result.status;
    return page(status, HTML, result.html, 0);
  }

  private async siteData(site: HostedSite, origin: string): Promise<SiteData> {
    const sections = site.status === 'live' ? await this.reads.sections(site.id) : {};
    const images = await this.images.readyImages(site.id, imageIdsIn(sections));
    return { name: site.name, templateId: site.template, origin, sections, status: siteStatus(site.status), images };
  }

  private async render(site: HostedSite, request: SiteRequest, now: Date): Promise<CachedSitePage> {
    const path = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
    const postSlug = site.status === 'live' ? postSlugOf(path) : null;
    // The reads a page needs do not depend on each other: asked together, a cold page costs one
    // round trip to the database instead of three.
    const [next, data, post] = await Promise.all([
      this.reads.nextScheduledAfter(site.id, now),
      this.siteData(site, request.origin),
      postSlug ? this.reads.postBySlug(site.id, postSlug, now) : null,
    ]);
    const expiresAt = Math.min(now.getTime() + CACHE_TTL_MS, next?.getTime() ?? Infinity);
    const html = (request: PageRequest, extra: Partial<CachedSitePage> = {}, covers: SiteData['images'] = {}) => {
      const result = renderSitePage({ ...data, images: { ...data.images, ...covers } }, request);
      return page(result.status, HTML, result.html, expiresAt, extra);
    };
    const redirect = (location: string) => page(301, 'text/plain; charset=utf-8', `Moved to ${location}`, expiresAt, { location });

    if (path === SITE_PATHS.favicon) return page(200, 'image/svg+xml', DEFAULT_FAVICON_SVG, expiresAt);
    if (path === '/favicon.ico') {
      // Asked by browsers and crawlers that never read the page's <link rel="icon">: the icon the
      // client chose (a temporary redirect, since they may choose another), else the default.
      const chosen = faviconOf(data);
      if (chosen) return page(302, 'text/plain; charset=utf-8', `Found at ${chosen}`, expiresAt, { location: chosen });
      return page(200, 'image/svg+xml', DEFAULT_FAVICON_SVG, expiresAt);
    }
    if (data.status !== 'live') {
      if (path === SITE_PATHS.robots) return page(200, 'text/plain; charset=utf-8', 'User-agent: *\nDisallow: /\n', expiresAt, { headers: NOINDEX });
      return html({ kind: 'coming-soon' }, { headers: NOINDEX });
    }
    if (path === SITE_PATHS.robots) return page(200, 'text/plain; charset=utf-8', renderRobots(data), expiresAt);
    if (path === SITE_PATHS.sitemap) {
      const { posts } = await this.reads.postsPage(site.id, now, 0, SITEMAP_POSTS);
      return page(200, 'application/xml; charset=utf-8', renderSitemap(data, posts.map(toSummary)), expiresAt);
    }
    if (path === SITE_PATHS.feed) {
      const { posts } = await this.reads.postsPage(site.id, now, 0, FEED_POSTS);
      return page(200, 'application/atom+xml; charset=utf-8', renderFeed(data, posts.map(toSummary)), expiresAt);
    }
    if (path === SITE_PATHS.home) return html({ kind: 'home' });
    if (path === SITE_PATHS.contact) {
      const sent = request.query.get('sent') === '1';
      return html({ kind: 'contact', action: SITE_PATHS.contact, ...(sent ? { form: { values: {}, errors: {}, sent } } : {}) });
    }
    if (path === SITE_PATHS.blog) {
      const asked = request.query.get('page');
      if (asked !== null) return /^[1-9][0-9]{0,5}$/.test(asked) ? redirect(blogPagePath(Number(asked))) : html({ kind: 'not-found' });
      return this.blogPage(site, 1, now, html);
    }
    const pageMatch = /^\/blog\/page\/([1-9][0-9]{0,5})$/.exec(path);
    if (pageMatch) {
      const number = Number(pageMatch[1]);
      return number === 1 ? redirect(blogPagePath(1)) : this.blogPage(site, number, now, html);
    }
    if (postSlug === '') return html({ kind: 'not-found' });
    if (postSlug) {
      if (post) return html({ kind: 'post', post: { ...toSummary(post), body: post.body } }, {}, await this.coverImages(site, [post]));
      const retired = await this.reads.retiredSlug(site.id, postSlug, now);
      if (retired?.kind === 'moved') return redirect(postPath(retired.slug));
      if (retired?.kind === 'gone') return html({ kind: 'gone' });
    }
    return html({ kind: 'not-found' });
  }

  private async blogPage(
    site: HostedSite,
    number: number,
    now: Date,
    html: (request: PageRequest, extra?: Partial<CachedSitePage>, covers?: SiteData['images']) => CachedSitePage,
  ): Promise<CachedSitePage> {
    const { posts, total } = await this.reads.postsPage(site.id, now, (number - 1) * POSTS_PER_PAGE, POSTS_PER_PAGE);
    const totalPages = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
    if (number > totalPages) return html({ kind: 'not-found' });
    return html({ kind: 'blog', page: number, totalPages, posts: posts.map(toSummary) }, {}, await this.coverImages(site, posts));
  }

  /** The posts' covers that are ready to show (none asked for when no post has one). */
  private coverImages(site: HostedSite, posts: ReadonlyArray<{ coverImage: string }>): Promise<SiteData['images']> {
    return this.images.readyImages(site.id, imageIdsIn({}, posts));
  }
}
