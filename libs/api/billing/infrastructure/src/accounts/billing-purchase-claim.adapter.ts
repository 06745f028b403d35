import { Injectable } from '@nestjs/common';
import { PurchaseClaimPort } from '@fw/api-accounts-application';
import { ClaimPurchaseUseCase } from '@fw/api-billing-application';

/**
 * Accounts' PurchaseClaimPort, answered by billing: the order of the checkout session brought to
 * sign-up or sign-in is linked to that account when it is not linked yet (pending or paid; a
 * canceled or expired session is not). Idempotent.
 */
@Injectable()
export class BillingPurchaseClaimAdapter extends PurchaseClaimPort {
  constructor(private readonly claimPurchase: ClaimPurchaseUseCase) {
    super();
  }

  async claim(sessionId: string, user: { id: string; email: string }): Promise<void> {
    await this.claimPurchase.execute(sessionId, user.id);
  }
}
