import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWorkPort } from '@fw/api-shared-application';

/**
 * `em.transactional` on the context-aware EntityManager: repositories and the mail outbox inject
 * the same EntityManager, so inside `work` they resolve to the transaction's fork and take part in it.
 */
@Injectable()
export class MikroOrmUnitOfWorkAdapter extends UnitOfWorkPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.getContext().transactional(() => work());
  }
}
