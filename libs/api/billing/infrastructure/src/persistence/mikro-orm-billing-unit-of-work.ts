import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BillingUnitOfWorkPort } from '@fw/api-billing-application';

@Injectable()
export class MikroOrmBillingUnitOfWork extends BillingUnitOfWorkPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.getContext().transactional(() => work());
  }
}
