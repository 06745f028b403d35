import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWorkPort } from '@fw/api-intake-application';

/** `em.transactional`: the repositories and the mail outbox share the context-aware EntityManager. */
@Injectable()
export class MikroOrmUnitOfWorkAdapter extends UnitOfWorkPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
