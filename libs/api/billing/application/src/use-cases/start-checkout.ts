import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Order, OrderItem, OrderKind } from '@fw/api-billing-domain';
import type { PackageId, TermYears } from '@fw/shared-catalog';
import { CURRENCY } from '@fw/shared-catalog';
import type { OrderRepositoryPort } from '../ports/order.repository.port';
import type { CheckoutSessionRef, PaymentGatewayPort } from '../ports/payment-gateway.port';
import { nextAttemptKey } from './checkout-request-key';

export interface StartCheckoutParams {
  kind: OrderKind;
  packageId: PackageId;
  termYears: TermYears | null;
  items: OrderItem[];
  buyerEmail: string | null;
  userId: string | null;
  /** package: the questionnaire the buyer proved (see QuestionnaireProofPort). */
  questionnaireId?: string | null;
  requestKey: string;
  buyerKeyHash?: string | null;
  parentOrderId?: string | null;
  renewalStartsAt?: Date | null;
  create: (idempotencyKey: string) => Promise<CheckoutSessionRef>;
  /** Thrown (instead of the provider's error) when the provider fails. */
  failure: () => Error;
}

const logger = new Logger('Billing');

/**
 * Shared by the package and hosting checkouts: reuse the open session of the same attempt (double
 * click), otherwise ask the provider with the attempt key and record the pending order.
 */
export async function startCheckout(orders: OrderRepositoryPort, gateway: PaymentGatewayPort, params: StartCheckoutParams): Promise<CheckoutSessionRef> {
  let key = params.requestKey;
  let existing = await orders.findByRequestKey(key);
  // The same purchase again after the earlier session was paid, canceled or expired: a new attempt.
  for (let hops = 0; existing && existing.status !== 'pending' && hops < 20; hops++) {
    key = nextAttemptKey(key, existing.id);
    existing = await orders.findByRequestKey(key);
  }
  if (existing?.checkoutUrl) return { sessionId: existing.checkoutSessionId, url: existing.checkoutUrl };

  let session: CheckoutSessionRef;
  try {
    session = await params.create(key);
  } catch (error) {
    // The message only: provider errors carry request details that do not belong in logs.
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ provider: gateway.provider, kind: params.kind, reason }, 'payment provider failed to create a checkout');
    throw params.failure();
  }

  const order = Order.create({
    id: randomUUID(),
    kind: params.kind,
    provider: gateway.provider,
    checkoutSessionId: session.sessionId,
    checkoutUrl: session.url,
    requestKey: key,
    packageId: params.packageId,
    termYears: params.termYears,
    items: params.items,
    currency: CURRENCY,
    buyerEmail: params.buyerEmail,
    userId: params.userId,
    questionnaireId: params.questionnaireId ?? null,
    parentOrderId: params.parentOrderId ?? null,
    renewalStartsAt: params.renewalStartsAt ?? null,
    buyerKeyHash: params.buyerKeyHash ?? null,
    now: new Date(),
  });
  if (await orders.insertIfAbsent(order)) return session;
  // A concurrent identical request got there first: answer with its session.
  const winner = (await orders.findByRequestKey(key)) ?? (await orders.findBySessionId(session.sessionId));
  return winner?.checkoutUrl ? { sessionId: winner.checkoutSessionId, url: winner.checkoutUrl } : session;
}
