/** A rendered answer of a client's site, as sent. */
export interface CachedSitePage {
  status: number;
  contentType: string;
  body: Buffer;
  /** Strong validator of the body (quoted). */
  etag: string;
  /** Redirect target for 301s. */
  location?: string;
  /** Extra headers such as X-Robots-Tag. */
  headers?: Record<string, string>;
  /** Not served from the cache after this instant (ms since epoch): a scheduled post is due. */
  expiresAt: number;
}

/**
 * Rendered pages per website and key (host + path). Entries of one website are dropped together
 * when it changes; an adapter may drop any entry at any time (a byte budget), so callers treat a
 * miss as normal. All methods are safe to repeat.
 */
export abstract class SitePageCachePort {
  abstract get(siteId: string, key: string): CachedSitePage | undefined;
  abstract set(siteId: string, key: string, page: CachedSitePage): void;
  /** Drops every page of the website. */
  abstract invalidateSite(siteId: string): void;
  /** Drops everything (the change feed was interrupted: changes may have been missed). */
  abstract clear(): void;
}
