import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BlogPostRepositoryPort } from '@fw/api-sites-application';
import { BlogPost } from '@fw/api-sites-domain';
import { BlogPostSchema } from './sites.schemas';

@Injectable()
export class MikroOrmBlogPostRepository extends BlogPostRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listByWebsite(websiteId: string, options: { publishedOnly?: boolean; limit?: number } = {}): Promise<BlogPost[]> {
    return this.em.find(
      BlogPostSchema,
      { websiteId, ...(options.publishedOnly ? { published: true } : {}) },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: options.limit },
    );
  }

  findInWebsite(websiteId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<BlogPost | null> {
    return this.em.findOne(BlogPostSchema, { id, websiteId }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  }

  async save(post: BlogPost): Promise<void> {
    await this.em.persist(post).flush();
  }

  async remove(post: BlogPost): Promise<void> {
    await this.em.remove(post).flush();
  }
}
