import { ClockPort } from '@fw/api-shared-application';
import { HostedPost, HostedSite, HostedSiteReadsPort, RetiredSlug } from './hosted-site-reads.port';
import { CachedSitePage, SitePageCachePort } from './site-page-cache.port';
import { SiteImagesPort } from './site-images.port';
import { SitePagesService } from './site-pages.service';

const SITE: HostedSite = { id: 'w1', name: 'Sunny Bakery', slug: 'sunny-bakery', domain: 'bakery.example', template: null, status: 'live' };
const NOW = new Date('2026-11-27T12:00:00Z');

/**
 * Reads that answer only once every read of the page has been asked for: a page whose reads are
 * made one after another (each waiting for the previous one's round trip) never completes.
 */
class ReadsAnsweringTogether extends HostedSiteReadsPort {
  readonly asked = new Set<string>();
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly expected: string[]) {
    super();
  }

  private read<T>(name: string, value: T): Promise<T> {
    this.asked.add(name);
    return new Promise((resolve) => {
      this.waiting.push(() => resolve(value));
      if (this.expected.every((read) => this.asked.has(read))) this.waiting.splice(0).forEach((answer) => answer());
    });
  }

  siteByDomain(): Promise<HostedSite | null> {
    return Promise.resolve(SITE);
  }
  siteBySlug(): Promise<HostedSite | null> {
    return Promise.resolve(SITE);
  }
  sections(): Promise<Record<string, string>> {
    return this.read('sections', { hero_title: 'Warm bread every morning' });
  }
  postsPage(): Promise<{ posts: []; total: number }> {
    return this.read('postsPage', { posts: [], total: 0 });
  }
  postBySlug(): Promise<HostedPost | null> {
    return this.read('postBySlug', null);
  }
  retiredSlug(): Promise<RetiredSlug | null> {
    return Promise.resolve(null);
  }
  nextScheduledAfter(): Promise<Date | null> {
    return this.read('nextScheduledAfter', null);
  }
}

class MapCache extends SitePageCachePort {
  readonly pages = new Map<string, CachedSitePage>();
  get(siteId: string, key: string) {
    return this.pages.get(`${siteId} ${key}`);
  }
  set(siteId: string, key: string, page: CachedSitePage) {
    this.pages.set(`${siteId} ${key}`, page);
  }
  invalidateSite() {
    this.pages.clear();
  }
  clear() {
    this.pages.clear();
  }
}

const clock: ClockPort = { now: () => NOW };
const noImages: SiteImagesPort = { readyImages: async () => ({}), ownImageIds: async () => new Set<string>() };
const request = (path: string) => ({ origin: 'https://bakery.example', path, query: new URLSearchParams() });

/** Fails instead of hanging when the page waits for a read that is never answered. */
function within<T>(promise: Promise<T>, ms = 1000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`not answered within ${ms} ms`)), ms).unref())]);
}

describe('SitePagesService cold render', () => {
  it('asks for the home page’s reads together, not one round trip after another', async () => {
    const reads = new ReadsAnsweringTogether(['sections', 'nextScheduledAfter']);
    const pages = new SitePagesService(reads, new MapCache(), clock, noImages);
    const page = await within(pages.page(SITE, 'https://bakery.example/', request('/')));
    expect(page.status).toBe(200);
    expect(page.body.toString('utf8')).toContain('Warm bread every morning');
  });

  it('asks for a post page’s reads together as well', async () => {
    const reads = new ReadsAnsweringTogether(['sections', 'nextScheduledAfter', 'postBySlug']);
    const pages = new SitePagesService(reads, new MapCache(), clock, noImages);
    const page = await within(pages.page(SITE, 'https://bakery.example/blog/spring-menu', request('/blog/spring-menu')));
    expect(page.status).toBe(404);
    expect(reads.asked).toEqual(new Set(['sections', 'nextScheduledAfter', 'postBySlug']));
  });

  it('answers a post address carrying a NUL (which the database cannot even compare) with the not-found page, without looking it up', async () => {
    const reads = new ReadsAnsweringTogether(['sections', 'nextScheduledAfter']);
    const pages = new SitePagesService(reads, new MapCache(), clock, noImages);
    for (const path of ['/blog/spring%00menu', '/blog/%00']) {
      const page = await within(pages.page(SITE, `https://bakery.example${path}`, request(path)));
      expect(page.status).toBe(404);
    }
    expect(reads.asked.has('postBySlug')).toBe(false);
  });
});
