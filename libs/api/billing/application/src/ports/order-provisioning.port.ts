/**
 * Provisioning of a paid package's buyer: makes sure the buyer e-mail has a client account (made
 * and invited when there is none; invited when it is unconfirmed) and a website record waiting for
 * its build, linked to the questionnaire the buyer proved at checkout (`questionnaireId`) or, without
 * one, the newest the account already owns; never to one found by its e-mail. Called inside the transaction that marks the order paid, once per order (a replayed
 * webhook does not mark it paid again); idempotent all the same. Returns the account the order
 * belongs to. An order already linked (bought while signed in) provisions that account instead of
 * one for the buyer e-mail. Bound by the application (it spans accounts, sites and intake); without a binding
 * nothing is provisioned.
 */
export abstract class OrderProvisioningPort {
  /** `invited`: an invitation to set the password was queued for the buyer e-mail now. */
  abstract provisionPaidPackage(order: {
    orderId: string;
    buyerEmail: string;
    userId: string | null;
    questionnaireId: string | null;
  }): Promise<{ userId: string; invited: boolean }>;

  /**
   * Where the account an order belongs to stands: `invited` (made or invited by the business, no
   * password chosen yet, an invitation live) or `active` (set up; also a disabled one, whose
   * details a checkout URL must not show either).
   */
  abstract accountState(userId: string): Promise<'invited' | 'active'>;
}
