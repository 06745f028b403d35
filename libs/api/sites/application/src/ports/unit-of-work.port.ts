/**
 * Runs one use case in one database transaction: every repository call made inside `work` takes
 * part in it, and changes tracked by the repositories are flushed before commit. A throw rolls
 * everything back and is rethrown unchanged. Not re-entrant by design: call it once per use case.
 */
export abstract class UnitOfWorkPort {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
