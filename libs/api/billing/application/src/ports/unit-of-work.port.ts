/**
 * Runs one use case in one database transaction: every repository call made inside `work` (and
 * every e-mail enqueued) takes part in it. A throw rolls everything back and is rethrown unchanged.
 */
export abstract class BillingUnitOfWorkPort {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
