import type { PackageId, TermYears } from '@fw/shared-catalog';

export type OrderKind = 'package' | 'hosting';
export type OrderStatus = 'pending' | 'paid' | 'canceled' | 'expired';
export type PaymentProvider = 'stripe' | 'sandbox';

/** One line of an order, priced from the catalogue when the checkout was created. */
export interface OrderItem {
  /** Catalogue id: a package id, an add-on id, or `hosting:<packageId>`. */
  id: string;
  kind: 'package' | 'add-on' | 'hosting';
  name: string;
  amountCents: number;
}

export interface PaymentDetails {
  buyerEmail?: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  /** What the provider actually charged, when it says so. */
  amountTotalCents?: number | null;
}

// Stripe subscription states that can follow `canceled` never occur; treat it as final.
const FINAL_SUBSCRIPTION_STATES = new Set(['canceled', 'incomplete_expired']);

/**
 * A purchase through one checkout session: a package (one-time) or a hosting subscription.
 * The row is created pending when the checkout is created; only a verified provider event moves it.
 */
export class Order {
  id: string;
  kind: OrderKind;
  provider: PaymentProvider;
  checkoutSessionId: string;
  checkoutUrl: string | null;
  requestKey: string | null;
  status: OrderStatus;
  packageId: PackageId;
  termYears: TermYears | null;
  items: OrderItem[];
  amountTotal: number;
  currency: string;
  buyerEmail: string | null;
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionStateAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;

  static create(props: {
    id: string;
    kind: OrderKind;
    provider: PaymentProvider;
    checkoutSessionId: string;
    checkoutUrl: string | null;
    requestKey: string | null;
    packageId: PackageId;
    termYears: TermYears | null;
    items: OrderItem[];
    currency: string;
    buyerEmail: string | null;
    userId: string | null;
    now: Date;
  }): Order {
    const { now, ...rest } = props;
    const order = Object.assign(new Order(), rest);
    order.status = 'pending';
    order.amountTotal = props.items.reduce((sum, item) => sum + item.amountCents, 0);
    order.customerId = null;
    order.subscriptionId = null;
    order.subscriptionStatus = null;
    order.subscriptionStateAt = null;
    order.paidAt = null;
    order.createdAt = now;
    order.updatedAt = now;
    return order;
  }

  /**
   * Records a confirmed payment. Returns true only on the transition to paid (the caller sends the
   * receipt then); a repeat is a no-op apart from filling in provider ids that were still missing.
   * A payment confirmed after the session was canceled or expired is still a payment: it wins.
   */
  markPaid(at: Date, details: PaymentDetails): boolean {
    this.fillProviderIds(details);
    if (this.status === 'paid') return false;
    if (details.buyerEmail) this.buyerEmail = details.buyerEmail;
    if (details.amountTotalCents != null) this.amountTotal = details.amountTotalCents;
    this.status = 'paid';
    this.paidAt = at;
    this.updatedAt = at;
    return true;
  }

  fillProviderIds(details: PaymentDetails): void {
    if (details.customerId && !this.customerId) this.customerId = details.customerId;
    if (details.subscriptionId && !this.subscriptionId) this.subscriptionId = details.subscriptionId;
    if (details.buyerEmail && !this.buyerEmail) this.buyerEmail = details.buyerEmail;
  }

  /** A pending session that ended without payment. Paid orders never go back. */
  close(status: 'canceled' | 'expired', at: Date): boolean {
    if (this.status !== 'pending') return false;
    this.status = status;
    this.updatedAt = at;
    return true;
  }

  /**
   * Applies a subscription state observed at `at` (the provider event's creation time). State only
   * moves forward in time, so a late, older event cannot undo a newer one; once canceled it stays.
   */
  applySubscriptionState(status: string, at: Date): boolean {
    if (this.subscriptionStatus && FINAL_SUBSCRIPTION_STATES.has(this.subscriptionStatus)) return false;
    const last = this.subscriptionStateAt?.getTime();
    const now = at.getTime();
    const newer = last === undefined || now > last || (now === last && FINAL_SUBSCRIPTION_STATES.has(status));
    if (!newer) return false;
    this.subscriptionStatus = status;
    this.subscriptionStateAt = at;
    this.updatedAt = new Date(Math.max(now, this.updatedAt.getTime()));
    return true;
  }

  /** Links the purchase to an account once; an order already linked stays with its owner. */
  linkTo(userId: string): boolean {
    if (this.userId) return this.userId === userId;
    if (this.status !== 'pending' && this.status !== 'paid') return false;
    this.userId = userId;
    return true;
  }
}
