import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { OrderLinkOutcome, OrderMoveOutcome, PurchaseClaimPort } from '@fw/api-accounts-application';
import { BillingUnitOfWorkPort, hashBuyerKey, OrderRepositoryPort } from '@fw/api-billing-application';
import { Order } from '@fw/api-billing-domain';

/** A checkout that completed: paid, or (hosting) set up with its first charge scheduled. */
const COMPLETED = new Set<string>(['paid', 'scheduled']);

const sameEmail = (a: string | null, b: string): boolean => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Accounts' PurchaseClaimPort, answered by billing. A session id brought to sign-up or sign-in
 * links its order only when the checkout completed, its buyer e-mail is the account's confirmed
 * e-mail (case-insensitive) and the order is not linked yet; anything else stays for an admin,
 * who links by hand (`linkOrder`, once). An order already linked never moves. Idempotent.
 */
@Injectable()
export class BillingPurchaseClaimAdapter extends PurchaseClaimPort {
  constructor(
    private readonly uow: BillingUnitOfWorkPort,
    private readonly orders: OrderRepositoryPort,
    private readonly em: EntityManager,
  ) {
    super();
  }

  async claim(sessionId: string, user: { id: string; email: string }): Promise<void> {
    if (!sessionId || sessionId.length > 255) return;
    await this.uow.run(async () => {
      const order = await this.orders.findBySessionId(sessionId, { lock: true });
      if (!order || order.userId || !COMPLETED.has(order.status) || !sameEmail(order.buyerEmail, user.email)) return;
      if (order.linkTo(user.id)) await this.orders.save(order);
    });
  }

  async paidBuyer(sessionId: string, buyerKey: string | null): Promise<{ userId: string } | null> {
    if (!sessionId || sessionId.length > 255 || !buyerKey) return null;
    const order = await this.orders.findBySessionId(sessionId);
    if (!order || order.kind !== 'package' || order.status !== 'paid' || !order.userId || !order.isHeldBy(hashBuyerKey(buyerKey))) return null;
    return { userId: order.userId };
  }

  async requestEmailCorrection(sessionId: string, buyerKey: string | null, correction: { email: string; linkHash: string; expiresAt: Date }): Promise<boolean> {
    if (!sessionId || sessionId.length > 255 || !buyerKey) return false;
    const order = await this.orders.findBySessionId(sessionId, { lock: true });
    if (!order || !order.userId || !order.isHeldBy(hashBuyerKey(buyerKey))) return false;
    if (!order.requestEmailCorrection(correction.email, correction.linkHash, correction.expiresAt, new Date())) return false;
    await this.orders.save(order);
    return true;
  }

  async confirmEmailCorrection(linkHash: string): Promise<{ userId: string; email: string } | null> {
    const order = await this.orders.findByEmailCorrection(linkHash, { lock: true });
    const email = order?.userId ? order.confirmEmailCorrection(linkHash, new Date()) : null;
    if (!order?.userId || !email) return null;
    await this.orders.save(order);
    return { userId: order.userId, email };
  }

  async linkOrder(orderId: string, userId: string): Promise<OrderLinkOutcome> {
    return this.uow.run(async () => {
      const em = this.em.getContext();
      const order = await em.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!order) return 'order_not_found';
      if (order.userId) return 'already_linked';
      // Only a checkout that went through: a pending one is linked (and its buyer made a client) when it is paid.
      if (!COMPLETED.has(order.status) || !order.linkTo(userId)) return 'not_linkable';
      await this.orders.save(order);
      return 'linked';
    });
  }

  async moveOrder(input: { orderId: string; toUserId: string; reason: string; movedBy: string }): Promise<OrderMoveOutcome> {
    return this.uow.run(async () => {
      const em = this.em.getContext();
      const order = await em.findOne(Order, { id: input.orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!order) return 'order_not_found';
      const from = order.userId;
      const now = new Date();
      const outcome = order.moveTo(input.toUserId, now);
      if (outcome !== 'moved') return outcome;
      await this.orders.save(order);
      // The hosting renewal set up for a package, and that renewal's invoices, belong with it.
      for (const child of await this.descendants(order.id)) {
        if (child.userId === from && child.moveTo(input.toUserId, now) === 'moved') await this.orders.save(child);
      }
      await em.execute('insert into order_moves (id, order_id, from_user_id, to_user_id, reason, moved_by, moved_at) values (?, ?, ?, ?, ?, ?, ?)', [
        randomUUID(),
        order.id,
        from,
        input.toUserId,
        input.reason,
        input.movedBy,
        now,
      ]);
      return 'moved';
    });
  }

  private async descendants(orderId: string): Promise<Order[]> {
    const em = this.em.getContext();
    const children = await em.find(Order, { parentOrderId: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const grandchildren = children.length
      ? await em.find(Order, { parentOrderId: { $in: children.map((c) => c.id) } }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
      : [];
    return [...children, ...grandchildren];
  }

  async accountsHeldByOrders(userIds: string[]): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const held = await this.em.getContext().find(Order, { userId: { $in: userIds } }, { fields: ['userId'] });
    return new Set(held.map((order) => order.userId!).filter(Boolean));
  }
}
