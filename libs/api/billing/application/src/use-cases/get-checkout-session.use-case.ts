import { Injectable, Optional } from '@nestjs/common';
import { CheckoutSessionNotFoundError, CheckoutSignInRequiredError, type Order } from '@fw/api-billing-domain';
import type { AuthUser } from '@fw/api-shared-domain';
import { OrderProvisioningPort } from '../ports/order-provisioning.port';
import { OrderRepositoryPort } from '../ports/order.repository.port';

/**
 * What the page after payment may offer for the buyer's account:
 * - `set_password`: the account waits for its password and this browser started the checkout;
 * - `invited`: it waits, but this browser did not start the checkout (the e-mailed link sets it);
 * - `active`: set up, and the reader is signed in as its owner;
 * - null: no account yet (payment not confirmed) or not a package.
 */
export type CheckoutAccountStep = 'set_password' | 'invited' | 'active' | null;

export interface CheckoutSessionView {
  order: Order;
  account: CheckoutAccountStep;
}

/**
 * The outcome of a checkout session, for the page after payment. Its id travels in URLs, so once
 * the buyer's account is set up only its owner (or an admin) reads it: anyone else gets
 * CheckoutSignInRequiredError (403). Throws CheckoutSessionNotFoundError.
 */
@Injectable()
export class GetCheckoutSessionUseCase {
  constructor(
    private readonly orders: OrderRepositoryPort,
    @Optional() private readonly accounts?: OrderProvisioningPort,
  ) {}

  async execute(sessionId: string, reader: { buyerKeyHash?: string | null; user?: AuthUser | null } = {}): Promise<CheckoutSessionView> {
    const order = await this.find(sessionId);
    if (!order.userId || !this.accounts) return { order, account: null };
    const owner = reader.user?.id === order.userId || reader.user?.role === 'admin';
    if ((await this.accounts.accountState(order.userId)) === 'active') {
      if (!owner) throw new CheckoutSignInRequiredError();
      return { order, account: 'active' };
    }
    return { order, account: order.isHeldBy(reader.buyerKeyHash ?? null) ? 'set_password' : 'invited' };
  }

  /** The checkout itself, whoever asks (the sandbox's own payment page). Throws CheckoutSessionNotFoundError. */
  async find(sessionId: string): Promise<Order> {
    const order = sessionId.length <= 255 ? await this.orders.findBySessionId(sessionId) : null;
    // Renewal invoices are orders too, but not checkout sessions.
    if (!order || order.kind === 'hosting-renewal') throw new CheckoutSessionNotFoundError();
    return order;
  }
}
