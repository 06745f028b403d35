import { Injectable } from '@nestjs/common';
import { hostingPlanFor, type PackageId } from '@fw/shared-catalog';
import { HostingSubscriptionFailedError, type OrderItem } from '@fw/api-billing-domain';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { CheckoutSessionRef, PaymentGatewayPort } from '../ports/payment-gateway.port';
import { checkoutRequestKey, CheckoutRequester } from './checkout-request-key';
import { toUnknownItem } from './create-package-checkout.use-case';
import { startCheckout } from './start-checkout';

export interface CreateHostingCheckoutInput {
  packageId: string;
  buyerEmail?: string | null;
  userId?: string | null;
  requester: CheckoutRequester;
}

/**
 * Checkout for the yearly hosting renewal of a package (a subscription).
 * Throws UnknownCatalogItemError (400) or HostingSubscriptionFailedError (502).
 */
@Injectable()
export class CreateHostingCheckoutUseCase {
  constructor(
    private readonly orders: OrderRepositoryPort,
    private readonly gateway: PaymentGatewayPort,
  ) {}

  async execute(input: CreateHostingCheckoutInput): Promise<CheckoutSessionRef> {
    let plan;
    try {
      plan = hostingPlanFor(input.packageId);
    } catch (error) {
      toUnknownItem(error);
    }
    const packageId = plan.packageId as PackageId;
    const item: OrderItem = { id: plan.id, kind: 'hosting', name: plan.name, amountCents: plan.amountCents };
    const buyerEmail = input.buyerEmail?.trim().toLowerCase() || null;
    const requestKey = checkoutRequestKey(
      { kind: 'hosting', packageId, buyerEmail, userId: input.userId ?? null },
      input.requester,
      new Date(),
    );
    return startCheckout(this.orders, this.gateway, {
      kind: 'hosting',
      packageId,
      termYears: null,
      items: [item],
      buyerEmail,
      userId: input.userId ?? null,
      requestKey,
      create: (idempotencyKey) => this.gateway.createHostingCheckout({ packageId, item, buyerEmail, idempotencyKey }),
      failure: () => new HostingSubscriptionFailedError(),
    });
  }
}
