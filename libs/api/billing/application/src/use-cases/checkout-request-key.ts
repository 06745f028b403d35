import { createHash } from 'node:crypto';

/** Width of the time bucket that makes a double click without a client key land on one session. */
export const DOUBLE_CLICK_WINDOW_MS = 60_000;

export interface CheckoutRequester {
  /** Client-supplied `Idempotency-Key` header, if any. */
  idempotencyKey?: string | null;
  /** Something that tells anonymous browsers apart (IP and user agent), used without a client key. */
  fingerprint: string;
  /** SHA-256 of the secret of the browser that asks (see hashBuyerKey); kept on the order. */
  buyerKeyHash?: string | null;
}

/** The stored form of a browser's buyer key. */
export function hashBuyerKey(key: string | null | undefined): string | null {
  return key ? sha256(`buyer-key:${key}`) : null;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The key of one purchase attempt: a hash of what is bought, by whom, and either the client's own
 * idempotency key or the current minute. It is the provider idempotency key and orders.request_key.
 */
export function checkoutRequestKey(request: unknown, requester: CheckoutRequester, now: Date): string {
  const scope = requester.idempotencyKey
    ? `key:${requester.idempotencyKey}`
    : `anon:${requester.fingerprint}:${Math.floor(now.getTime() / DOUBLE_CLICK_WINDOW_MS)}`;
  return sha256(`${JSON.stringify(request)}|${scope}`);
}

/** The key of the next attempt after `previousKey` was used by a session that is no longer open. */
export function nextAttemptKey(previousKey: string, previousOrderId: string): string {
  return sha256(`${previousKey}|after:${previousOrderId}`);
}
