import { decideAfterFailure, MailDeliveryError, retryDelayMs } from './delivery-policy';

const policy = { maxAttempts: 5, baseDelayMs: 5000, maxDelayMs: 60000 };

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy))).toEqual([5000, 10000, 20000, 40000, 60000, 60000]);
  });

  it('stays finite for absurd attempt numbers', () => {
    expect(retryDelayMs(10_000, policy)).toBe(60000);
  });
});

describe('decideAfterFailure', () => {
  it('retries temporary failures with backoff until the last attempt', () => {
    const temporary = new MailDeliveryError('451 try later', false, { responseCode: 451 });
    expect(decideAfterFailure(temporary, 1, policy)).toEqual({ kind: 'retry', delayMs: 5000 });
    expect(decideAfterFailure(temporary, 4, policy)).toEqual({ kind: 'retry', delayMs: 40000 });
    expect(decideAfterFailure(temporary, 5, policy)).toEqual({ kind: 'failed' });
  });

  it('gives up at once on a permanent failure', () => {
    expect(decideAfterFailure(new MailDeliveryError('550 no such user', true, { responseCode: 550 }), 1, policy)).toEqual({ kind: 'failed' });
  });
});
