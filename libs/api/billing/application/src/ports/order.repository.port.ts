import type { Order } from '@fw/api-billing-domain';

export interface FindOptions {
  /** Lock the row until the unit of work ends (serialises concurrent events for one order). */
  lock?: boolean;
}

/** Orders. Reads return fresh objects; `save` writes the changes of a loaded order at once. */
export abstract class OrderRepositoryPort {
  abstract findById(id: string, options?: FindOptions): Promise<Order | null>;
  abstract findBySessionId(sessionId: string, options?: FindOptions): Promise<Order | null>;
  abstract findByRequestKey(requestKey: string, options?: FindOptions): Promise<Order | null>;
  abstract findBySubscriptionId(subscriptionId: string, options?: FindOptions): Promise<Order | null>;
  /** The order whose pending buyer e-mail correction has this link hash. */
  abstract findByEmailCorrection(linkHash: string, options?: FindOptions): Promise<Order | null>;
  /** Orders made under `parentOrderId` (the hosting orders of a package, the renewals of a hosting order). */
  abstract findChildren(parentOrderId: string): Promise<Order[]>;
  /**
   * Inserts unless an order with the same checkout session id or request key already exists
   * (a concurrent double click); returns whether this call inserted it.
   */
  abstract insertIfAbsent(order: Order): Promise<boolean>;
  abstract save(order: Order): Promise<void>;
}
