import { Injectable } from '@nestjs/common';
import { hostingPlanFor, renewalStartDate } from '@fw/shared-catalog';
import {
  HostingAlreadySetUpError,
  HostingCheckoutProofRequiredError,
  HostingSubscriptionFailedError,
  PackageOrderRequiredError,
  UnknownCatalogItemError,
  type OrderItem,
} from '@fw/api-billing-domain';
import { OrderRepositoryPort } from '../ports/order.repository.port';
import { CheckoutSessionRef, PaymentGatewayPort } from '../ports/payment-gateway.port';
import { checkoutRequestKey, CheckoutRequester } from './checkout-request-key';
import { startCheckout } from './start-checkout';

export interface CreateHostingCheckoutInput {
  /** The checkout session of the paid package this renewal follows (the success page has it). */
  packageSessionId: string;
  /** Optional check: must be the package of that order. */
  packageId?: string | null;
  userId?: string | null;
  requester: CheckoutRequester;
}

/**
 * Sets up the yearly hosting renewal of a paid package. Nothing is charged now: the checkout saves a
 * payment method and the first charge is the end of the package's prepaid term (a 1-year package paid
 * on Nov 23, 2026 renews on Nov 23, 2027). Only the package's buyer may: signed in as the account the
 * order belongs to, or from the browser that bought it (its buyer key, see Order.isHeldBy); the
 * session id alone is no proof. Throws HostingCheckoutProofRequiredError (403), PackageOrderRequiredError (409: no paid package of this buyer), HostingAlreadySetUpError
 * (409), UnknownCatalogItemError (400: package_id does not match) or HostingSubscriptionFailedError (502).
 */
@Injectable()
export class CreateHostingCheckoutUseCase {
  constructor(
    private readonly orders: OrderRepositoryPort,
    private readonly gateway: PaymentGatewayPort,
  ) {}

  async execute(input: CreateHostingCheckoutInput): Promise<CheckoutSessionRef> {
    const pkg = input.packageSessionId.length <= 255 ? await this.orders.findBySessionId(input.packageSessionId) : null;
    const signedInOwner = !!input.userId && pkg?.userId === input.userId;
    if (pkg && !signedInOwner && !pkg.isHeldBy(input.requester.buyerKeyHash ?? null)) {
      throw new HostingCheckoutProofRequiredError();
    }
    const sameBuyer = !pkg?.userId || !input.userId || pkg.userId === input.userId;
    if (!pkg || pkg.kind !== 'package' || pkg.status !== 'paid' || !pkg.paidAt || !pkg.termYears || !sameBuyer) {
      throw new PackageOrderRequiredError();
    }
    if (input.packageId && input.packageId !== pkg.packageId) {
      const message = `package_id ${input.packageId} is not the package of that order`;
      throw new UnknownCatalogItemError(message, 'package_id');
    }
    const children = await this.orders.findChildren(pkg.id);
    if (children.some((o) => o.holdsPackageRenewal())) {
      throw new HostingAlreadySetUpError();
    }
    const plan = hostingPlanFor(pkg.packageId);
    const packageId = pkg.packageId;
    const item: OrderItem = { id: plan.id, kind: 'hosting', name: plan.name, amountCents: plan.amountCents };
    const buyerEmail = pkg.buyerEmail;
    const renewalStartsAt = renewalStartDate(pkg.paidAt, pkg.termYears);
    const userId = input.userId ?? pkg.userId ?? null;
    const requestKey = checkoutRequestKey({ kind: 'hosting', packageOrderId: pkg.id, userId }, input.requester, new Date());
    return startCheckout(this.orders, this.gateway, {
      kind: 'hosting',
      packageId,
      termYears: null,
      items: [item],
      buyerEmail,
      userId,
      requestKey,
      buyerKeyHash: input.requester.buyerKeyHash ?? null,
      parentOrderId: pkg.id,
      renewalStartsAt,
      create: (idempotencyKey) =>
        this.gateway.createHostingCheckout({ packageId, item, buyerEmail, customerId: pkg.customerId, renewalStartsAt, idempotencyKey }),
      failure: () => new HostingSubscriptionFailedError(),
    });
  }
}
