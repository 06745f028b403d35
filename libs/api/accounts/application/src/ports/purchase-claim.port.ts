/**
 * Links a paid checkout (the `session_id` a buyer brings to sign-up or sign-in) to an account.
 *
 * Accounts calls `claim` after a successful sign-in and after an e-mail confirmation whose sign-up
 * carried a session id, outside its own transaction. A failure never fails the sign-in: it is
 * logged and the session is returned anyway. Calls may repeat for the same session and user (a
 * second sign-in with the same link), so implementations must be idempotent; they decide whether
 * the order may go to this user (e.g. unclaimed, or bought with this e-mail) and ignore it if not.
 *
 * Binding (billing depends on accounts, never the reverse): the billing module provides the real
 * adapter under this class as its token, in its own module:
 *   `providers: [{ provide: PurchaseClaimPort, useClass: BillingPurchaseClaimAdapter }]`.
 * AccountsModule forwards to every `PurchaseClaimPort` bound anywhere in the application (found
 * through Nest's ModuleRef, so no import of billing is needed); when none is bound it does nothing.
 */
export abstract class PurchaseClaimPort {
  abstract claim(sessionId: string, user: { id: string; email: string }): Promise<void>;
}

/** The behaviour when no billing adapter is bound. */
export class NoopPurchaseClaimAdapter extends PurchaseClaimPort {
  async claim(): Promise<void> {
    // Nothing to link without a billing context.
  }
}
