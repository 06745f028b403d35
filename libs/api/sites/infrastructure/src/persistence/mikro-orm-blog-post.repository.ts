import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BlogPostRepositoryPort } from '@fw/api-sites-application';
import { BlogPost } from '@fw/api-sites-domain';
import { BlogPostSchema } from './sites.schemas';
import { keepPostSlug, retirePostSlug } from './slug-keeper';

@Injectable()
export class MikroOrmBlogPostRepository extends BlogPostRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listByWebsite(websiteId: string, options: { publicAt?: Date; limit?: number } = {}): Promise<BlogPost[]> {
    // The schedule is decided here, by the database, at the caller's instant: no job has to flip
    // `published` in time, so a post is never shown early or late.
    const visible = options.publicAt ? { $or: [{ published: true }, { publishAt: { $lte: options.publicAt } }] } : {};
    return this.em.find(BlogPostSchema, { websiteId, ...visible }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: options.limit });
  }

  async nextScheduledAfter(websiteId: string, now: Date): Promise<Date | null> {
    const next = await this.em.findOne(
      BlogPostSchema,
      { websiteId, published: false, publishAt: { $gt: now } },
      { orderBy: { publishAt: 'asc' }, fields: ['publishAt'] },
    );
    return next?.publishAt ?? null;
  }

  findInWebsite(websiteId: string, id: string, options: { forUpdate?: boolean } = {}): Promise<BlogPost | null> {
    return this.em.findOne(BlogPostSchema, { id, websiteId }, options.forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {});
  }

  async save(post: BlogPost): Promise<void> {
    await this.em.persist(post).flush();
    await keepPostSlug(this.em, post);
  }

  async remove(post: BlogPost): Promise<void> {
    const [row] = await this.em.execute<Array<{ slug: string | null }>>(`select slug from blog_posts where id = ?`, [post.id]);
    await this.em.remove(post).flush();
    // A deleted post's address answers 410 Gone rather than 404.
    if (row?.slug) await retirePostSlug(this.em, post.websiteId, row.slug, post.id);
  }
}
