import { Injectable } from '@nestjs/common';
import { FlushMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { WebsiteRepositoryPort } from '@fw/api-sites-application';
import { DomainTakenError, Website } from '@fw/api-sites-domain';
import { WebsiteSchema } from './sites.schemas';
import { keepWebsiteSlug } from './slug-keeper';

@Injectable()
export class MikroOrmWebsiteRepository extends WebsiteRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<Website | null> {
    return this.em.findOne(WebsiteSchema, { id });
  }

  findByOwner(ownerId: string): Promise<Website | null> {
    return this.em.findOne(WebsiteSchema, { ownerId }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  findByDomain(domain: string): Promise<Website | null> {
    // Never flush pending edits here: a duplicate domain must surface in save() as DomainTakenError.
    return this.em.findOne(WebsiteSchema, { domain }, { flushMode: FlushMode.COMMIT });
  }

  async save(website: Website): Promise<void> {
    this.em.persist(website);
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && website.domain) throw new DomainTakenError(website.domain);
      throw error;
    }
    await keepWebsiteSlug(this.em, website);
  }

  async remove(website: Website): Promise<void> {
    await this.em.remove(website).flush();
  }

  async touch(websiteId: string): Promise<void> {
    await this.em.nativeUpdate(WebsiteSchema, { id: websiteId }, { updatedAt: new Date() });
  }
}
