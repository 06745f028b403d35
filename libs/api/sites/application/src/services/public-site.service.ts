import { Injectable } from '@nestjs/common';
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
  ) {}

  /** Sections in key order. */
  async content(domain: string): Promise<PublicContent> {
    const host = normalizeHostName(domain);
    const content = host ? await this.reads.publicContent(host) : null;
    if (!content) throw new WebsiteNotFoundError();
    return { website: content.website, sections: content.sections.sort(bySectionKey) };
  }

  /** Published posts only, newest first, at most PUBLIC_POSTS_LIMIT. */
  async publishedPosts(domain: string): Promise<{ website: Website; posts: BlogPost[] }> {
    const website = await this.byDomain(domain);
    return { website, posts: await this.posts.listByWebsite(website.id, { publishedOnly: true, limit: PUBLIC_POSTS_LIMIT }) };
  }

  private async byDomain(domain: string): Promise<Website> {
    const host = normalizeHostName(domain);
    const website = host ? await this.websites.findByDomain(host) : null;
    if (!website) throw new WebsiteNotFoundError();
    return website;
  }
}
