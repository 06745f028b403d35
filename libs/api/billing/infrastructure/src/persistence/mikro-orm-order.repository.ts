import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Order } from '@fw/api-billing-domain';
import { FindOptions, OrderRepositoryPort } from '@fw/api-billing-application';

type Where = Partial<Pick<Order, 'id' | 'checkoutSessionId' | 'requestKey' | 'subscriptionId' | 'emailCorrectionHash'>>;

/**
 * Orders through the caller's MikroORM context (the unit of work's transaction when inside one).
 * Every read bypasses the identity map so two reads never share a stale object.
 */
@Injectable()
export class MikroOrmOrderRepository extends OrderRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private async findOne(where: Where, options?: FindOptions): Promise<Order | null> {
    const em = this.em.getContext();
    const lock = options?.lock && em.isInTransaction() ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    return em.findOne(Order, where, { ...lock, refresh: true });
  }

  findById(id: string, options?: FindOptions) {
    return this.findOne({ id }, options);
  }

  findBySessionId(sessionId: string, options?: FindOptions) {
    return this.findOne({ checkoutSessionId: sessionId }, options);
  }

  findByRequestKey(requestKey: string, options?: FindOptions) {
    return this.findOne({ requestKey }, options);
  }

  findBySubscriptionId(subscriptionId: string, options?: FindOptions) {
    return this.findOne({ subscriptionId }, options);
  }

  findByEmailCorrection(linkHash: string, options?: FindOptions) {
    return this.findOne({ emailCorrectionHash: linkHash }, options);
  }

  async findChildren(parentOrderId: string): Promise<Order[]> {
    return this.em.getContext().find(Order, { parentOrderId }, { refresh: true, orderBy: { createdAt: 'asc' } });
  }

  async insertIfAbsent(order: Order): Promise<boolean> {
    const rows = await this.em.getContext().execute<Array<{ id: string }>>(
      `insert into orders (id, kind, provider, checkout_session_id, checkout_url, request_key, status, package_id, term_years,
         items, amount_total, currency, buyer_email, user_id, questionnaire_id, parent_order_id, renewal_starts_at, buyer_key_hash, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict do nothing
       returning id`,
      [
        order.id,
        order.kind,
        order.provider,
        order.checkoutSessionId,
        order.checkoutUrl,
        order.requestKey,
        order.status,
        order.packageId,
        order.termYears,
        JSON.stringify(order.items),
        order.amountTotal,
        order.currency,
        order.buyerEmail,
        order.userId,
        order.questionnaireId,
        order.parentOrderId,
        order.renewalStartsAt,
        order.buyerKeyHash,
        order.createdAt,
        order.updatedAt,
      ],
    );
    return rows.length === 1;
  }

  async save(order: Order): Promise<void> {
    const em = this.em.getContext();
    em.persist(order);
    await em.flush();
  }
}
