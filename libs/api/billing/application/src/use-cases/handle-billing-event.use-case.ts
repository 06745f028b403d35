import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { lineItemsFor, hostingPlanFor, CURRENCY } from '@fw/shared-catalog';
import { Order, OrderItem } from '@fw/api-billing-domain';
import { BUSINESS_INBOX, MailOutboxPort } from '@fw/api-mail-application';
import type { BillingEvent } from '../billing-event';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { ProcessedEventStorePort } from '../ports/processed-event-store.port';
import { BillingUnitOfWorkPort } from '../ports/unit-of-work.port';

export type BillingEventOutcome = 'applied' | 'duplicate' | 'ignored';

const EMAIL = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

/**
 * Applies one verified provider event, once: the event id is recorded in the same transaction as
 * its effect (a failure rolls both back, so the provider's retry applies it later). Out-of-order
 * deliveries are safe: payment only moves forward and subscription states are ordered by event time.
 * The webhook and the sandbox's Pay button both end here; the success redirect never does.
 */
@Injectable()
export class HandleBillingEventUseCase {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly uow: BillingUnitOfWorkPort,
    private readonly orders: OrderRepositoryPort,
    private readonly processed: ProcessedEventStorePort,
    private readonly mail: MailOutboxPort,
  ) {}

  async execute(event: BillingEvent): Promise<BillingEventOutcome> {
    if (event.type === 'ignored') return 'ignored';
    return this.uow.run(async () => {
      if (!(await this.processed.recordOnce(event.eventId, event.type))) return 'duplicate';
      await this.apply(event);
      return 'applied';
    });
  }

  private async apply(event: Exclude<BillingEvent, { type: 'ignored' }>): Promise<void> {
    switch (event.type) {
      case 'checkout.completed': {
        const order = (await this.orders.findBySessionId(event.sessionId, { lock: true })) ?? (await this.recover(event));
        if (!order) {
          this.logger.warn({ sessionId: event.sessionId }, 'completed checkout session without an order; ignored');
          return;
        }
        const details = {
          buyerEmail: event.buyerEmail,
          customerId: event.customerId,
          subscriptionId: event.subscriptionId,
          amountTotalCents: event.amountTotalCents,
        };
        order.fillProviderIds(details);
        if (order.kind === 'hosting' && event.subscriptionId && event.paid) {
          order.applySubscriptionState('active', event.occurredAt);
        }
        if (event.paid && order.markPaid(event.occurredAt, details)) {
          if (event.amountTotalCents != null && event.amountTotalCents !== sum(order.items)) {
            this.logger.warn({ orderId: order.id, charged: event.amountTotalCents, catalogue: sum(order.items) }, 'charged amount differs from the catalogue');
          }
          await this.notifyPaid(order);
        }
        await this.orders.save(order);
        return;
      }
      case 'checkout.closed': {
        const order = await this.orders.findBySessionId(event.sessionId, { lock: true });
        if (order?.close(event.outcome, event.occurredAt)) await this.orders.save(order);
        return;
      }
      case 'invoice.paid': {
        const order = await this.findSubscriptionOrder(event.subscriptionId, event.requestKey);
        if (!order) return;
        order.fillProviderIds({ subscriptionId: event.subscriptionId, customerId: event.customerId });
        if (order.markPaid(event.occurredAt, {})) await this.notifyPaid(order);
        await this.orders.save(order);
        return;
      }
      case 'subscription.changed': {
        const order = await this.findSubscriptionOrder(event.subscriptionId, event.requestKey);
        if (!order) return;
        order.fillProviderIds({ subscriptionId: event.subscriptionId, customerId: event.customerId });
        order.applySubscriptionState(event.status, event.occurredAt);
        await this.orders.save(order);
        return;
      }
    }
  }

  private async findSubscriptionOrder(subscriptionId: string | null, requestKey: string | null): Promise<Order | null> {
    const bySubscription = subscriptionId ? await this.orders.findBySubscriptionId(subscriptionId, { lock: true }) : null;
    if (bySubscription) return bySubscription;
    // Subscription events can arrive before checkout.session.completed told us the subscription id.
    const byKey = requestKey ? await this.orders.findByRequestKey(requestKey, { lock: true }) : null;
    return byKey?.kind === 'hosting' ? byKey : null;
  }

  /**
   * A session the provider completed but that has no order row (the row's insert failed after the
   * provider created the session). Rebuilt from the catalogue ids in the session metadata.
   */
  private async recover(event: Extract<BillingEvent, { type: 'checkout.completed' }>): Promise<Order | null> {
    const meta = event.metadata;
    if (!meta) return null;
    let items: OrderItem[];
    try {
      if (meta.kind === 'hosting') {
        const plan = hostingPlanFor(meta.packageId);
        items = [{ id: plan.id, kind: 'hosting', name: plan.name, amountCents: plan.amountCents }];
      } else {
        items = lineItemsFor(meta.packageId, meta.termYears ?? NaN, meta.addOnIds).map((l) => ({ id: l.id, kind: l.kind, name: l.name, amountCents: l.amountCents }));
      }
    } catch {
      return null;
    }
    const order = Order.create({
      id: randomUUID(),
      kind: meta.kind,
      provider: event.provider,
      checkoutSessionId: event.sessionId,
      checkoutUrl: null,
      requestKey: null,
      packageId: meta.packageId,
      termYears: meta.kind === 'hosting' ? null : meta.termYears,
      items,
      currency: event.currency ?? CURRENCY,
      buyerEmail: event.buyerEmail,
      userId: null,
      now: event.occurredAt,
    });
    await this.orders.insertIfAbsent(order);
    return this.orders.findBySessionId(event.sessionId, { lock: true });
  }

  private async notifyPaid(order: Order): Promise<void> {
    const items = order.items.map((item) => ({ name: item.name, amountCents: item.amountCents }));
    const common = { orderId: order.id, items, totalCents: order.amountTotal, currency: order.currency, kind: order.kind };
    if (order.buyerEmail && EMAIL.test(order.buyerEmail) && order.buyerEmail.length <= 254) {
      await this.mail.enqueue({ template: 'order-receipt', to: order.buyerEmail, data: common, metadata: { order_id: order.id } });
    }
    await this.mail.enqueue({
      template: 'order-notification',
      to: BUSINESS_INBOX,
      data: { ...common, buyerEmail: order.buyerEmail },
      metadata: { order_id: order.id },
    });
  }
}

function sum(items: OrderItem[]): number {
  return items.reduce((total, item) => total + item.amountCents, 0);
}
