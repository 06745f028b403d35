import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';
import { BlogPost, bySectionKey, normalizeHostName, Website, WebsiteNotFoundError } from '@fw/api-sites-domain';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { BlogPostRepositoryPort } from '../ports/blog-post.repository.port';
import { PublicContent, SiteReadsPort } from '../ports/site-reads.port';

export const PUBLIC_POSTS_LIMIT = 100;

/** Read-only delivery of a website's content by its domain, for the client's live site. */
@Injectable()
export class PublicSiteService {
  constructor(
    private readonly websites: WebsiteRepositoryPort,
    private readonly posts: BlogPostRepositoryPort,
    private readonly reads: SiteReadsPort,
    private readonly clock: ClockPort,
  ) {}

  /** Sections in key order. */
  async content(domain: string): Promise<PublicContent> {
    const host = normalizeHostName(domain);
    const content = host ? await this.reads.publicContent(host) : null;
    if (!content) throw new WebsiteNotFoundError();
    return { website: content.website, sections: content.sections.sort(bySectionKey) };
  }

  /**
   * The posts public now (published, or scheduled for now or earlier), newest first, at most
   * PUBLIC_POSTS_LIMIT; `nextChangeAt` is when the next scheduled post becomes public (null: none),
   * so a cache of this answer can end by then.
   */
  async publishedPosts(domain: string): Promise<{ website: Website; posts: BlogPost[]; now: Date; nextChangeAt: Date | null }> {
    const website = await this.byDomain(domain);
    const now = this.clock.now();
    const posts = await this.posts.listByWebsite(website.id, { publicAt: now, limit: PUBLIC_POSTS_LIMIT });
    const nextChangeAt = await this.posts.nextScheduledAfter(website.id, now);
    return { website, posts, now, nextChangeAt };
  }

  private async byDomain(domain: string): Promise<Website> {
    const host = normalizeHostName(domain);
    const website = host ? await this.websites.findByDomain(host) : null;
    if (!website) throw new WebsiteNotFoundError();
    return website;
  }
}
