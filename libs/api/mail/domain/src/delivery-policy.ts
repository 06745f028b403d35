/**
 * A delivery attempt failed. `permanent` means trying again cannot help (an SMTP 5xx reply such as
 * "mailbox does not exist"); otherwise (network trouble, 4xx replies) the outbox retries later.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly details: { code?: string; responseCode?: number; response?: string } = {},
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Exponential backoff: base · 2^(attempt-1), capped. `attempt` counts from 1 (the one that just failed). */
export function retryDelayMs(attempt: number, policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}

export type FailureOutcome = { kind: 'retry'; delayMs: number } | { kind: 'failed' };

/** What to do with a row whose attempt number `attempt` just failed. */
export function decideAfterFailure(error: MailDeliveryError, attempt: number, policy: RetryPolicy): FailureOutcome {
  if (error.permanent || attempt >= policy.maxAttempts) return { kind: 'failed' };
  return { kind: 'retry', delayMs: retryDelayMs(attempt, policy) };
}
