import type { BlogPost } from '@fw/api-sites-domain';

export abstract class BlogPostRepositoryPort {
  /** Newest first. */
  abstract listByWebsite(websiteId: string, options?: { publishedOnly?: boolean; limit?: number }): Promise<BlogPost[]>;
  /** `forUpdate`: locks the row until the surrounding transaction ends (read, check, write). */
  abstract findInWebsite(websiteId: string, id: string, options?: { forUpdate?: boolean }): Promise<BlogPost | null>;
  /** Inserts or updates and writes at once. */
  abstract save(post: BlogPost): Promise<void>;
  abstract remove(post: BlogPost): Promise<void>;
}
