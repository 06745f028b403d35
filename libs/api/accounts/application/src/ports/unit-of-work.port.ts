/**
 * Runs `work` in one database transaction: every repository call and `MailOutboxPort.enqueue`
 * made inside commits or rolls back together. Throwing inside rolls back and rethrows.
 */
export abstract class UnitOfWorkPort {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
