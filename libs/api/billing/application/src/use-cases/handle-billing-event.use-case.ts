import { randomUUID } from 'node:crypto';
import { Injectable, Logger, Optional } from '@nestjs/common';
import { lineItemsFor, CURRENCY } from '@fw/shared-catalog';
import { Order, OrderItem } from '@fw/api-billing-domain';
import { EmailAddress } from '@fw/shared-field-limits';
import { BUSINESS_INBOX, MailOutboxPort } from '@fw/api-mail-application';
import type { BillingEvent } from '../billing-event';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { OrderProvisioningPort } from '../ports/order-provisioning.port';
import { PaymentGatewayPort, RenewalScheduleRef } from '../ports/payment-gateway.port';
import { ProcessedEventStorePort } from '../ports/processed-event-store.port';
import { BillingUnitOfWorkPort } from '../ports/unit-of-work.port';

export type BillingEventOutcome = 'applied' | 'duplicate' | 'ignored';

type CompletedEvent = Extract<BillingEvent, { type: 'checkout.completed' }>;
type InvoiceEvent = Extract<BillingEvent, { type: 'invoice.paid' | 'invoice.failed' }>;

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
    private readonly gateway: PaymentGatewayPort,
    @Optional() private readonly provisioning?: OrderProvisioningPort,
  ) {}

  async execute(event: BillingEvent): Promise<BillingEventOutcome> {
    if (event.type === 'ignored') return 'ignored';
    // The provider call happens before the transaction (no row lock held over the network); it is
    // idempotent, so a retried event gets the same schedule. If it fails, nothing is recorded and
    // the provider's webhook retry tries again.
    const schedule = event.type === 'checkout.completed' ? await this.scheduleRenewal(event) : null;
    const declined: { schedule: RenewalScheduleRef | null } = { schedule: null };
    const outcome = await this.uow.run(async () => {
      if (!(await this.processed.recordOnce(event.eventId, event.type))) return 'duplicate' as const;
      await this.apply(event, schedule, declined);
      return 'applied' as const;
    });
    if (declined.schedule) await this.cancelDeclinedSchedule(declined.schedule, event);
    return outcome;
  }

  /**
   * Another hosting renewal of the same package was scheduled while this one's provider schedule was
   * being made (two checkouts completing together): end that second schedule so nothing is billed
   * twice. Best effort after the commit; a failure is logged for the business to cancel by hand.
   */
  private async cancelDeclinedSchedule(schedule: RenewalScheduleRef, event: BillingEvent): Promise<void> {
    const sessionId = event.type === 'checkout.completed' ? event.sessionId : null;
    try {
      await this.gateway.cancelRenewal({
        scheduleId: schedule.scheduleId,
        subscriptionId: null,
        idempotencyKey: `renewal-cancel-duplicate:${schedule.scheduleId}`,
      });
      this.logger.warn(
        { sessionId, scheduleId: schedule.scheduleId },
        'second hosting renewal of one package not scheduled; its provider schedule was canceled',
      );
    } catch (error) {
      this.logger.error(
        { sessionId, scheduleId: schedule.scheduleId, err: error },
        'second hosting renewal of one package: canceling its provider schedule failed; cancel it by hand',
      );
    }
  }

  /** Whether another hosting renewal of this order's package is scheduled; locks the package order (serializes completions). */
  private async anotherRenewalScheduled(order: Order): Promise<boolean> {
    if (!order.parentOrderId) return false;
    await this.orders.findById(order.parentOrderId, { lock: true });
    const siblings = await this.orders.findChildren(order.parentOrderId);
    return siblings.some((o) => o.id !== order.id && o.holdsPackageRenewal());
  }

  /** A completed hosting checkout: schedule the first renewal charge at the end of the prepaid term. */
  private async scheduleRenewal(event: CompletedEvent): Promise<RenewalScheduleRef | null> {
    if (!event.paid) return null;
    const order = await this.orders.findBySessionId(event.sessionId);
    if (!order || order.kind !== 'hosting' || !order.renewalStartsAt || order.status === 'scheduled') return null;
    // Two hosting checkouts opened for one package (two browsers): only the first to complete bills.
    const siblings = order.parentOrderId ? await this.orders.findChildren(order.parentOrderId) : [];
    if (siblings.some((o) => o.id !== order.id && o.holdsPackageRenewal())) {
      this.logger.warn(
        { orderId: order.id, packageOrderId: order.parentOrderId },
        'hosting renewal already scheduled for this package; not scheduling a second one',
      );
      return null;
    }
    return this.gateway.scheduleRenewal({
      sessionId: order.checkoutSessionId,
      setupIntentId: event.setupIntentId ?? null,
      customerId: event.customerId ?? order.customerId,
      packageId: order.packageId,
      item: order.items[0],
      startsAt: order.renewalStartsAt,
      requestKey: order.requestKey,
      idempotencyKey: `renewal-schedule:${order.id}`,
    });
  }

  private async apply(
    event: Exclude<BillingEvent, { type: 'ignored' }>,
    schedule: RenewalScheduleRef | null,
    declined: { schedule: RenewalScheduleRef | null } = { schedule: null },
  ): Promise<void> {
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
        if (order.kind === 'hosting' && order.renewalStartsAt) {
          // Nothing was charged: the payment method is saved and the first charge is scheduled.
          // Two checkouts of one package completing together both got past scheduleRenewal's check:
          // under the package order's lock, only the first is scheduled.
          if (schedule && order.status !== 'scheduled' && (await this.anotherRenewalScheduled(order))) {
            declined.schedule = schedule;
          } else if (
            schedule &&
            order.markScheduled(event.occurredAt, { ...details, customerId: details.customerId ?? schedule.customerId, scheduleId: schedule.scheduleId })
          ) {
            order.applySubscriptionState('not_started', event.occurredAt);
            await this.notify(order);
          }
          await this.orders.save(order);
          return;
        }
        if (order.kind === 'hosting' && event.subscriptionId && event.paid) {
          order.applySubscriptionState('active', event.occurredAt);
        }
        if (event.paid && order.markPaid(event.occurredAt, details)) {
          if (event.amountTotalCents != null && event.amountTotalCents !== sum(order.items)) {
            this.logger.warn({ orderId: order.id, charged: event.amountTotalCents, catalogue: sum(order.items) }, 'charged amount differs from the catalogue');
          }
          const invited = await this.provision(order);
          await this.notify(order, { accountInvite: invited });
        }
        await this.orders.save(order);
        return;
      }
      case 'checkout.closed': {
        const order = await this.orders.findBySessionId(event.sessionId, { lock: true });
        if (order?.close(event.outcome, event.occurredAt)) await this.orders.save(order);
        return;
      }
      case 'invoice.paid':
      case 'invoice.failed': {
        const order = await this.findSubscriptionOrder(event.subscriptionId, event.requestKey);
        if (!order) return;
        order.fillProviderIds({ subscriptionId: event.subscriptionId, customerId: event.customerId });
        // A hosting order from before renewals were scheduled: its first invoice is its own payment.
        if (event.type === 'invoice.paid' && !order.renewalStartsAt && order.status === 'pending') {
          if (order.markPaid(event.occurredAt, {})) await this.notify(order);
        } else {
          await this.recordRenewal(order, event);
        }
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

  /**
   * A package just paid: its buyer becomes a client with a website record, in this transaction,
   * and the order is linked to that account (also when the buyer had signed in before the webhook).
   */
  private async provision(order: Order): Promise<boolean> {
    if (order.kind !== 'package' || !this.provisioning || !EmailAddress.isValid(order.buyerEmail)) return false;
    const { userId, invited } = await this.provisioning.provisionPaidPackage({
      orderId: order.id,
      buyerEmail: order.buyerEmail,
      userId: order.userId,
      questionnaireId: order.questionnaireId,
    });
    if (!order.userId) order.linkTo(userId);
    return invited;
  }

  private async findSubscriptionOrder(subscriptionId: string | null, requestKey: string | null): Promise<Order | null> {
    const bySubscription = subscriptionId ? await this.orders.findBySubscriptionId(subscriptionId, { lock: true }) : null;
    if (bySubscription) return bySubscription;
    // Subscription events can arrive before checkout.session.completed told us the subscription id.
    const byKey = requestKey ? await this.orders.findByRequestKey(requestKey, { lock: true }) : null;
    return byKey?.kind === 'hosting' ? byKey : null;
  }

  /** One order per renewal invoice (kind hosting-renewal): paid, or failed and reported to the business. */
  private async recordRenewal(hosting: Order, event: InvoiceEvent): Promise<void> {
    let renewal = await this.orders.findBySessionId(event.invoiceId, { lock: true });
    if (!renewal) {
      const line = hosting.items[0];
      const amountCents = event.amountCents ?? line.amountCents;
      await this.orders.insertIfAbsent(
        Order.create({
          id: randomUUID(),
          kind: 'hosting-renewal',
          provider: hosting.provider,
          checkoutSessionId: event.invoiceId,
          checkoutUrl: null,
          requestKey: null,
          packageId: hosting.packageId,
          termYears: null,
          items: [{ ...line, amountCents }],
          currency: event.currency ?? hosting.currency,
          buyerEmail: hosting.buyerEmail,
          userId: hosting.userId,
          parentOrderId: hosting.id,
          now: event.occurredAt,
        }),
      );
      renewal = await this.orders.findBySessionId(event.invoiceId, { lock: true });
      if (!renewal) return;
    }
    renewal.fillProviderIds({ customerId: event.customerId ?? hosting.customerId });
    if (event.type === 'invoice.paid') {
      if (renewal.markPaid(event.occurredAt, { amountTotalCents: event.amountCents })) {
        hosting.advanceNextCharge(event.occurredAt);
        await this.notify(renewal);
      }
    } else if (renewal.markFailed(event.occurredAt)) {
      await this.mail.enqueue({
        template: 'renewal-payment-failed',
        to: BUSINESS_INBOX,
        data: {
          orderId: renewal.id,
          hostingOrderId: hosting.id,
          buyerEmail: hosting.buyerEmail,
          purchase: renewal.items[0].name,
          amountCents: renewal.amountTotal,
          currency: renewal.currency,
          invoiceId: event.invoiceId,
        },
        metadata: { order_id: renewal.id },
      });
    }
    await this.orders.save(renewal);
  }

  /**
   * A session the provider completed but that has no order row (the row's insert failed after the
   * provider created the session). Rebuilt from the catalogue ids in the session metadata.
   */
  private async recover(event: CompletedEvent): Promise<Order | null> {
    const meta = event.metadata;
    // A hosting session is only ever created after its package order row exists; without its row
    // there is no term to start from, so it is not rebuilt (logged by the caller).
    if (!meta || meta.kind !== 'package') return null;
    let items: OrderItem[];
    try {
      items = lineItemsFor(meta.packageId, meta.termYears ?? NaN, meta.addOnIds).map((l) => ({
        id: l.id,
        kind: l.kind,
        name: l.name,
        amountCents: l.amountCents,
      }));
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
      termYears: meta.termYears,
      items,
      currency: event.currency ?? CURRENCY,
      buyerEmail: event.buyerEmail,
      userId: null,
      now: event.occurredAt,
    });
    await this.orders.insertIfAbsent(order);
    return this.orders.findBySessionId(event.sessionId, { lock: true });
  }

  /**
   * The buyer's receipt and the business notification. Only catalogue facts, amounts and dates: no
   * text the (unverified) buyer typed goes into the receipt. A package receipt says when its prepaid
   * hosting ends and what the renewal costs; a hosting receipt says nothing was charged and when the
   * first charge is.
   */
  private async notify(order: Order, options: { accountInvite?: boolean } = {}): Promise<void> {
    const items = order.items.map((item) => ({ name: order.lineLabel(item), amountCents: item.amountCents }));
    const common = {
      orderId: order.id,
      kind: order.kind,
      purchase: order.purchase(),
      items,
      totalCents: order.amountTotal,
      currency: order.currency,
      renewal: toMailRenewal(order),
    };
    if (EmailAddress.isValid(order.buyerEmail)) {
      await this.mail.enqueue({
        template: 'order-receipt',
        to: order.buyerEmail,
        data: { ...common, accountInvite: options.accountInvite ?? false },
        metadata: { order_id: order.id },
      });
    }
    await this.mail.enqueue({
      template: 'order-notification',
      to: BUSINESS_INBOX,
      data: { ...common, buyerEmail: order.buyerEmail },
      metadata: { order_id: order.id },
    });
  }
}

function toMailRenewal(order: Order): { amountCents: number; startsAt: string } | null {
  const renewal = order.renewal();
  return renewal ? { amountCents: renewal.amountCents, startsAt: renewal.startsAt.toISOString() } : null;
}

function sum(items: OrderItem[]): number {
  return items.reduce((total, item) => total + item.amountCents, 0);
}
