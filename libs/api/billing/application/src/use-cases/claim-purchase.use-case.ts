import { Injectable } from '@nestjs/common';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { BillingUnitOfWorkPort } from '../ports/unit-of-work.port';

/**
 * Links the order of a checkout session to the account that signed up or in with its session id.
 * An order already linked to someone else stays theirs; canceled and expired sessions are not linked.
 * Returns whether the order now belongs to the user. Safe to repeat.
 */
@Injectable()
export class ClaimPurchaseUseCase {
  constructor(
    private readonly uow: BillingUnitOfWorkPort,
    private readonly orders: OrderRepositoryPort,
  ) {}

  async execute(sessionId: string, userId: string): Promise<boolean> {
    if (!sessionId || sessionId.length > 255) return false;
    return this.uow.run(async () => {
      const order = await this.orders.findBySessionId(sessionId, { lock: true });
      if (!order) return false;
      const alreadyMine = order.userId === userId;
      if (!order.linkTo(userId)) return false;
      if (!alreadyMine) await this.orders.save(order);
      return true;
    });
  }
}
