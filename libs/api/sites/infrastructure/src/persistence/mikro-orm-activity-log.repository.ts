import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ActivityLogRepositoryPort } from '@fw/api-sites-application';
import { ActivityEntry } from '@fw/api-sites-domain';
import { ActivityEntrySchema } from './sites.schemas';

@Injectable()
export class MikroOrmActivityLogRepository extends ActivityLogRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async append(entry: ActivityEntry): Promise<void> {
    await this.em.persist(entry).flush();
  }

  recentForUser(userId: string, limit: number): Promise<ActivityEntry[]> {
    return this.em.find(ActivityEntrySchema, { userId }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit });
  }
}
