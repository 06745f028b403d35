import { Injectable } from '@nestjs/common';
import { ClientNotFoundError, OrderAlreadyWithClientError, OrderNotFoundError, OrderNotLinkedError } from '@fw/api-accounts-domain';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PurchaseClaimPort } from '../ports/purchase-claim.port';

/**
 * An admin moves an order from the client it belongs to onto another client (a typo in the
 * checkout e-mail put it on the wrong account), with a reason that is kept. ClientNotFoundError,
 * OrderNotFoundError; OrderNotLinkedError for an order nobody has (link it instead);
 * OrderAlreadyWithClientError when it is already this client's.
 */
@Injectable()
export class MoveOrderUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly purchases: PurchaseClaimPort,
  ) {}

  async execute(input: { clientId: string; orderId: string; reason: string; adminId: string }): Promise<void> {
    const client = await this.accounts.findView(input.clientId);
    if (!client) throw new ClientNotFoundError();
    const outcome = await this.purchases.moveOrder({ orderId: input.orderId, toUserId: client.id, reason: input.reason.trim(), movedBy: input.adminId });
    if (outcome === 'order_not_found') throw new OrderNotFoundError();
    if (outcome === 'not_linked') throw new OrderNotLinkedError();
    if (outcome === 'same_client') throw new OrderAlreadyWithClientError();
  }
}
