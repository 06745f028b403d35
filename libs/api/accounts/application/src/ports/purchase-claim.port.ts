/** What an admin's "link this order to that client" came to. */
export type OrderLinkOutcome = 'linked' | 'order_not_found' | 'already_linked' | 'not_linkable';

/** What an admin's "move this order to that client" came to. */
export type OrderMoveOutcome = 'moved' | 'order_not_found' | 'not_linked' | 'same_client';

/** One kept move of an order between clients. */
export interface OrderMoveRecord {
  fromUserId: string | null;
  toUserId: string;
  reason: string;
  movedBy: string | null;
  movedAt: Date;
}

/**
 * Links purchases (orders) to accounts. Answered by billing; accounts never reads orders itself.
 *
 * `claim`: accounts calls it after a successful sign-in and after an e-mail confirmation whose
 * sign-up carried a checkout session id, outside its own transaction, with the account's confirmed
 * e-mail. A session id travels in URLs, so holding one proves nothing: the order is linked only
 * when that session is paid, its buyer e-mail equals `user.email` (case-insensitive) and the order
 * is not linked yet; otherwise it is left alone for an admin. An order already linked never moves.
 * A failure never fails the sign-in (it is logged). Idempotent: calls may repeat.
 *
 * `linkOrder`: an admin links an order to a client by hand, once (an order already linked, to
 * anyone, answers `already_linked`; a checkout not paid yet, canceled or expired `not_linkable`).
 *
 * `moveOrder`: an admin moves an order that belongs to a client to another client (a mistyped
 * checkout e-mail), with its hosting renewal and their renewal invoices; the move is kept with who,
 * when and why, in the same transaction. Not for an unlinked order (`not_linked`: link it).
 *
 * Binding (billing depends on accounts, never the reverse): billing's BillingPurchaseClaimAdapter
 * answers it, and the application's composition root binds this class to that adapter
 * (apps/api `PurchaseClaimBindingModule`, global), where both contexts are known.
 */
export abstract class PurchaseClaimPort {
  abstract claim(sessionId: string, user: { id: string; email: string }): Promise<void>;
  abstract linkOrder(orderId: string, userId: string): Promise<OrderLinkOutcome>;
  abstract moveOrder(input: { orderId: string; toUserId: string; reason: string; movedBy: string }): Promise<OrderMoveOutcome>;
  /** Which of these accounts an order is linked to (such an account is never removed as abandoned). */
  abstract accountsHeldByOrders(userIds: string[]): Promise<Set<string>>;

  /**
   * The account a paid package checkout belongs to, when `buyerKey` is the secret of the browser
   * that started it (see Order.isHeldBy); null for any other browser, an unpaid or unknown
   * checkout, or one without an account yet. Reads only.
   */
  abstract paidBuyer(sessionId: string, buyerKey: string | null): Promise<{ userId: string } | null>;

  /**
   * Keeps a correction of the buyer e-mail on that paid checkout (same browser check as
   * `paidBuyer`), waiting for `linkHash`'s link to be followed; a newer one replaces it. False when
   * refused. Call inside the caller's transaction.
   */
  abstract requestEmailCorrection(
    sessionId: string,
    buyerKey: string | null,
    correction: { email: string; linkHash: string; expiresAt: Date },
  ): Promise<boolean>;

  /**
   * Applies the correction whose link has this hash, once and in time: the order's buyer e-mail
   * becomes the corrected one. Returns the order's account and the new address, or null. Call
   * inside the caller's transaction.
   */
  abstract confirmEmailCorrection(linkHash: string): Promise<{ userId: string; email: string } | null>;
}
