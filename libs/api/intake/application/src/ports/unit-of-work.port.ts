/**
 * Runs one use case in one database transaction: repository calls and e-mails queued inside
 * `work` commit together; tracked changes are flushed before commit. A throw rolls everything
 * back and is rethrown unchanged.
 */
export abstract class UnitOfWorkPort {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
