import { Injectable } from '@nestjs/common';
import { CheckoutSessionNotFoundError, type Order } from '@fw/api-billing-domain';
import { OrderRepositoryPort } from '../ports/order.repository.port';

/** The outcome of a checkout session, for the payment-success page. Throws CheckoutSessionNotFoundError. */
@Injectable()
export class GetCheckoutSessionUseCase {
  constructor(private readonly orders: OrderRepositoryPort) {}

  async execute(sessionId: string): Promise<Order> {
    const order = sessionId.length <= 255 ? await this.orders.findBySessionId(sessionId) : null;
    // Renewal invoices are orders too, but not checkout sessions.
    if (!order || order.kind === 'hosting-renewal') throw new CheckoutSessionNotFoundError();
    return order;
  }
}
