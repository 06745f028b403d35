import { Injectable } from '@nestjs/common';
import { CancelRenewalFailedError, OrderNotFoundError, RenewalNotCancellableError, type Order } from '@fw/api-billing-domain';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { PaymentGatewayPort, PaymentProviderError } from '../ports/payment-gateway.port';
import { BillingUnitOfWorkPort } from '../ports/unit-of-work.port';
import { BUSINESS_INBOX, MailOutboxPort } from '@fw/api-mail-application';
import { EmailAddress } from '@fw/shared-field-limits';

export interface CancelRenewalCommand {
  hostingOrderId: string;
  /** The signed-in client; null for an admin acting for any client. */
  ownerId: string | null;
  now?: Date;
}

/**
 * "Cancel renewal": no further yearly charge; hosting runs to the end of what is paid. The provider
 * is told first (outside the transaction, idempotent), then the order records it. Repeating it
 * answers the canceled order. Throws OrderNotFoundError (another client's order, or none),
 * RenewalNotCancellableError (not a set-up hosting renewal) and CancelRenewalFailedError.
 */
@Injectable()
export class CancelRenewalUseCase {
  constructor(
    private readonly uow: BillingUnitOfWorkPort,
    private readonly orders: OrderRepositoryPort,
    private readonly gateway: PaymentGatewayPort,
    private readonly mail: MailOutboxPort,
  ) {}

  async execute(command: CancelRenewalCommand): Promise<Order> {
    const order = await this.orders.findById(command.hostingOrderId);
    if (!order || (command.ownerId !== null && order.userId !== command.ownerId)) throw new OrderNotFoundError();
    if (order.hostingState() === 'canceled') return order;
    if (!order.canCancelRenewal()) throw new RenewalNotCancellableError();
    try {
      await this.gateway.cancelRenewal({
        scheduleId: order.subscriptionScheduleId,
        subscriptionId: order.subscriptionId,
        idempotencyKey: `renewal-cancel:${order.id}`,
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new CancelRenewalFailedError();
      throw error;
    }
    return this.uow.run(async () => {
      const locked = await this.orders.findById(order.id, { lock: true });
      if (!locked) throw new OrderNotFoundError();
      if (locked.cancelRenewal(command.now ?? new Date())) {
        await this.orders.save(locked);
        await this.notify(locked, command.ownerId === null ? 'admin' : 'client');
      }
      return locked;
    });
  }

  /** The client and the business hear of it once, in the transaction that records it (the outbox). */
  private async notify(order: Order, canceledBy: 'client' | 'admin'): Promise<void> {
    const paidUntil = order.hostingPaidUntil(order.renewalCanceledAt ?? new Date());
    const data = {
      orderId: order.id,
      purchase: order.purchase(),
      paidUntil: paidUntil ? paidUntil.toISOString() : null,
      canceledBy,
      buyerEmail: order.buyerEmail,
    };
    if (EmailAddress.isValid(order.buyerEmail)) {
      await this.mail.enqueue({ template: 'renewal-canceled', to: order.buyerEmail, data: { ...data, audience: 'client' }, metadata: { order_id: order.id } });
    }
    await this.mail.enqueue({ template: 'renewal-canceled', to: BUSINESS_INBOX, data: { ...data, audience: 'business' }, metadata: { order_id: order.id } });
  }
}
