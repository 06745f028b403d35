import type { CachedSitePage } from '@fw/api-sites-application';
import { MemorySitePageCacheAdapter } from './memory-site-page-cache.adapter';

const page = (bytes: number): CachedSitePage => ({ status: 200, contentType: 'text/html', body: Buffer.alloc(bytes), etag: '"x"', expiresAt: Infinity });

describe('MemorySitePageCacheAdapter', () => {
  it('drops exactly the pages of the website that changed', () => {
    const cache = new MemorySitePageCacheAdapter(1_000_000);
    cache.set('a', 'h/', page(10));
    cache.set('a', 'h/blog', page(10));
    cache.set('b', 'g/', page(10));
    cache.invalidateSite('a');
    expect(cache.get('a', 'h/')).toBeUndefined();
    expect(cache.get('a', 'h/blog')).toBeUndefined();
    expect(cache.get('b', 'g/')).toBeDefined();
  });

  it('stays within its byte budget by dropping the least recently used pages', () => {
    const cache = new MemorySitePageCacheAdapter(3 * (1000 + 512 + 3));
    cache.set('a', 'k/1', page(1000));
    cache.set('a', 'k/2', page(1000));
    cache.set('a', 'k/3', page(1000));
    cache.get('a', 'k/1');
    cache.set('a', 'k/4', page(1000));
    expect(cache.usedBytes).toBeLessThanOrEqual(3 * (1000 + 512 + 3));
    expect(cache.get('a', 'k/2')).toBeUndefined();
    expect(cache.get('a', 'k/1')).toBeDefined();
    expect(cache.get('a', 'k/4')).toBeDefined();
  });

  it('never keeps a page larger than the whole budget, and counts a replaced page once', () => {
    const cache = new MemorySitePageCacheAdapter(2000);
    cache.set('a', 'big', page(5000));
    expect(cache.get('a', 'big')).toBeUndefined();
    cache.set('a', 'k', page(100));
    cache.set('a', 'k', page(100));
    expect(cache.usedBytes).toBe(100 + 1 + 512);
  });
});
