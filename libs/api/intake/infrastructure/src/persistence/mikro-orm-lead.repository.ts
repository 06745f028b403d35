import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { LeadRepositoryPort } from '@fw/api-intake-application';
import { Lead } from '@fw/api-intake-domain';
import { LeadSchema } from './questionnaire-submission.schema';

@Injectable()
export class MikroOrmLeadRepository extends LeadRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(lead: Lead): void {
    this.em.persist(lead);
  }

  findByIdForUpdate(id: string): Promise<Lead | null> {
    return this.em.findOne(LeadSchema, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }
}
