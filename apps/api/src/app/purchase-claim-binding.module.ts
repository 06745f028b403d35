import { Global, Module } from '@nestjs/common';
import { PurchaseClaimPort } from '@fw/api-accounts-application';
import { BillingModule, BillingPurchaseClaimAdapter } from '@fw/api-billing-infrastructure';

/**
 * Accounts asks for PurchaseClaimPort (after sign-in and e-mail confirmation, and for an admin's
 * link); billing answers it. Accounts cannot import billing (billing depends on accounts), so the
 * composition root binds the port here, globally, where both contexts are known.
 */
@Global()
@Module({
  imports: [BillingModule],
  providers: [{ provide: PurchaseClaimPort, useExisting: BillingPurchaseClaimAdapter }],
  exports: [PurchaseClaimPort],
})
export class PurchaseClaimBindingModule {}
