import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { Order, OrderNotFoundError, type OrderStatus } from '@fw/api-billing-domain';

/** What a client's Billing page shows: their orders, hosting renewals and any renewal not set up. */
export interface BillingView {
  /** Paid, scheduled or failed orders, newest first (open or abandoned checkouts are left out). */
  orders: Order[];
  /** Hosting orders whose renewal was set up (canceled ones included). */
  subscriptions: Order[];
  /** Paid packages with no hosting renewal set up (skipped, or lost before it was). */
  pendingHosting: Order[];
}

const SHOWN: OrderStatus[] = ['paid', 'scheduled', 'failed'];
const MAX_ORDERS = 200;

/** Reads for Billing (client) and the admin's client and order views: one select per view. */
@Injectable()
export class BillingQuery {
  constructor(private readonly em: EntityManager) {}

  async forUser(userId: string): Promise<BillingView> {
    const orders = await this.em.fork().find(Order, { userId, status: { $in: SHOWN } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_ORDERS });
    return view(orders);
  }

  /** The billing of an order's client; for an order nobody claimed, that buyer's unclaimed orders. */
  async forOrder(orderId: string): Promise<{ order: Order; billing: BillingView }> {
    const em = this.em.fork();
    const order = await em.findOne(Order, { id: orderId });
    if (!order) throw new OrderNotFoundError();
    if (order.userId) return { order, billing: await this.forUser(order.userId) };
    const where: FilterQuery<Order> = order.buyerEmail
      ? { userId: null, buyerEmail: order.buyerEmail, status: { $in: SHOWN } }
      : { $or: [{ id: order.id }, { parentOrderId: order.id }], status: { $in: SHOWN } };
    const orders = await em.find(Order, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_ORDERS });
    return { order, billing: view(orders) };
  }
}

function view(orders: Order[]): BillingView {
  const subscriptions = orders.filter((o) => o.kind === 'hosting' && o.hostingState() !== null);
  // A renewal canceled before its first charge no longer holds its package: it can be set up again.
  const renewed = new Set(subscriptions.filter((o) => o.holdsPackageRenewal()).map((o) => o.parentOrderId));
  const pendingHosting = orders.filter((o) => o.kind === 'package' && o.status === 'paid' && o.termYears && !renewed.has(o.id));
  return { orders, subscriptions, pendingHosting };
}
