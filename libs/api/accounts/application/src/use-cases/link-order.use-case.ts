import { Injectable } from '@nestjs/common';
import { ClientNotFoundError, OrderAlreadyLinkedError, OrderNotFoundError, OrderNotLinkableError } from '@fw/api-accounts-domain';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PurchaseClaimPort } from '../ports/purchase-claim.port';

/**
 * An admin links an order nobody could claim (bought with another e-mail) to a client, once.
 * ClientNotFoundError, OrderNotFoundError; OrderAlreadyLinkedError when it belongs to anyone
 * already (it never moves); OrderNotLinkableError for a canceled or expired checkout.
 */
@Injectable()
export class LinkOrderUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly purchases: PurchaseClaimPort,
  ) {}

  async execute(input: { clientId: string; orderId: string }): Promise<void> {
    const client = await this.accounts.findView(input.clientId);
    if (!client) throw new ClientNotFoundError();
    const outcome = await this.purchases.linkOrder(input.orderId, client.id);
    if (outcome === 'order_not_found') throw new OrderNotFoundError();
    if (outcome === 'already_linked') throw new OrderAlreadyLinkedError();
    if (outcome === 'not_linkable') throw new OrderNotLinkableError();
  }
}
