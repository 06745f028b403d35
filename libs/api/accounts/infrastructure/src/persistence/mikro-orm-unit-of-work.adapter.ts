import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWorkPort } from '@fw/api-accounts-application';

/** `em.transactional`: repositories and the mail outbox inside `work` use the transaction's fork. */
@Injectable()
export class MikroOrmUnitOfWorkAdapter extends UnitOfWorkPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
