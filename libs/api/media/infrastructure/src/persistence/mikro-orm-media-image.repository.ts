import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MediaImageRepositoryPort } from '@fw/api-media-application';
import type { MediaImage } from '@fw/api-media-domain';
import { MediaImageSchema } from './media.schemas';

@Injectable()
export class MikroOrmMediaImageRepository extends MediaImageRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<MediaImage | null> {
    return this.em.findOne(MediaImageSchema, { id }, { refresh: true });
  }

  findByWebsite(websiteId: string): Promise<MediaImage[]> {
    return this.em.find(MediaImageSchema, { websiteId }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  findManyInWebsite(websiteId: string, ids: string[]): Promise<MediaImage[]> {
    return this.em.find(MediaImageSchema, { websiteId, id: { $in: ids } });
  }

  async save(image: MediaImage): Promise<void> {
    await this.em.persist(image).flush();
  }

  async remove(image: MediaImage): Promise<void> {
    await this.em.remove(image).flush();
  }
}
