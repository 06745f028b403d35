import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { OrderLinkOutcome, PurchaseClaimPort } from '@fw/api-accounts-application';

/**
 * AccountsModule's binding of PurchaseClaimPort: forwards each claim to every other
 * PurchaseClaimPort provider in the application (the billing module binds the real one in its own
 * module; accounts cannot import billing). With none bound it behaves as NoopPurchaseClaimAdapter.
 * An admin's link goes to the first one bound (there is one: billing's).
 */
@Injectable()
export class ForwardingPurchaseClaimAdapter extends PurchaseClaimPort {
  constructor(private readonly moduleRef: ModuleRef) {
    super();
  }

  async claim(sessionId: string, user: { id: string; email: string }): Promise<void> {
    for (const target of this.targets()) await target.claim(sessionId, user);
  }

  async linkOrder(orderId: string, userId: string): Promise<OrderLinkOutcome> {
    const [target] = this.targets();
    return target ? target.linkOrder(orderId, userId) : 'order_not_found';
  }

  private targets(): PurchaseClaimPort[] {
    let found: PurchaseClaimPort[];
    try {
      found = this.moduleRef.get(PurchaseClaimPort, { strict: false, each: true });
    } catch {
      return [];
    }
    return found.filter((target) => target && target !== this && !(target instanceof ForwardingPurchaseClaimAdapter));
  }
}
