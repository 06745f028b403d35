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
  abstract provisionPaidPackage(order: { orderId: string; buyerEmail: string; userId: string | null; questionnaireId: string | null }): Promise<{ userId: string }>;
}
