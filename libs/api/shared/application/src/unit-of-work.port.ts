/**
 * Runs one use case in one database transaction: every repository call and every
 * `MailOutboxPort.enqueue` made inside `work` commits or rolls back together. A throw inside rolls
 * back and is rethrown unchanged. Nested calls join the outer transaction.
 */
export abstract class UnitOfWorkPort {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
