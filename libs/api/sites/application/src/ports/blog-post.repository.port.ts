import type { BlogPost } from '@fw/api-sites-domain';

export abstract class BlogPostRepositoryPort {
  /** Newest first. `publicAt`: only the posts public at that instant (published, or publish_at at or before it), decided in the query. */
  abstract listByWebsite(websiteId: string, options?: { publicAt?: Date; limit?: number }): Promise<BlogPost[]>;
  /** The earliest publish_at after `now` of a post not public yet; null when none is scheduled. */
  abstract nextScheduledAfter(websiteId: string, now: Date): Promise<Date | null>;
  /** `forUpdate`: locks the row until the surrounding transaction ends (read, check, write). */
  abstract findInWebsite(websiteId: string, id: string, options?: { forUpdate?: boolean }): Promise<BlogPost | null>;
  /** Inserts or updates and writes at once. */
  abstract save(post: BlogPost): Promise<void>;
  abstract remove(post: BlogPost): Promise<void>;
}
