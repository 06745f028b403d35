import type { EmailLog } from '@fw/api-mail-domain';

/** A row the caller has leased for delivery; `attempt` is its attempt number (fencing token). */
export interface ClaimedMail {
  log: EmailLog;
  attempt: number;
}

/**
 * The outbox table as the delivery worker sees it. Claims are exclusive across processes: a row
 * is handed to one claimer until its lease runs out, and the mark* calls apply only if the claim
 * is still the current one (so a late worker whose lease expired cannot overwrite a newer result).
 */
export abstract class OutboxStorePort {
  /** Leases up to `limit` due rows (queued, or sending with an expired lease) and counts an attempt on each. */
  abstract claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]>;
  /** `kept` replaces the stored bodies (the one-time links hidden, see keptBodies). */
  abstract markSent(claim: ClaimedMail, sentAt: Date, kept: KeptBodies): Promise<void>;
  /** Back to queued, due again `delayMs` from now (the store's clock). */
  abstract markRetry(claim: ClaimedMail, error: DeliveryErrorRecord, delayMs: number): Promise<void>;
  /** As markSent for `kept`: a failed e-mail keeps no live link either (a retry sends it without). */
  abstract markFailed(claim: ClaimedMail, error: DeliveryErrorRecord, kept: KeptBodies): Promise<void>;
  /**
   * Gives back a claim that was not attempted (the worker is shutting down): queued again at once,
   * lease cleared, so another worker takes it without waiting for the lease. The attempt stays
   * counted: it is the claim's fencing token, and undoing it would let a late release undo the
   * next claim. A no-op when the claim is no longer the current one. May be repeated.
   */
  abstract release(claim: ClaimedMail): Promise<void>;
  /** Puts a failed row back in the queue with a fresh set of attempts; false when it is not failed. */
  abstract requeueFailed(id: string, requestedBy: string | null): Promise<'requeued' | 'not_found' | 'not_failed'>;
}

export interface KeptBodies {
  body: string;
  textBody: string;
}

export interface DeliveryErrorRecord {
  message: string;
  permanent: boolean;
  code?: string;
  responseCode?: number;
  at: string;
}
