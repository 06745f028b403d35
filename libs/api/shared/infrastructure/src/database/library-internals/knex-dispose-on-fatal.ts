// The one place of the API that relies on a library's private behaviour (see README.md beside
// this file); the canary spec next to it fails loudly when the libraries change it.

/** A node-postgres client as knex's pool holds it. */
export interface PgRawConnection {
  /** knex's own mark (private): its pool's `validate` discards a connection that carries it. */
  __knex__disposed?: unknown;
  connection?: { on(event: 'errorMessage', listener: (message: { severity?: string; message?: string }) => void): void };
}

/**
 * When PostgreSQL ends a session (pg_terminate_backend, a restart, idle timeouts) it sends a FATAL
 * message first. The query in flight fails at once, but node-postgres reports the closed socket a
 * little later, and in between the pool can hand the dead connection to the next request. Marking
 * it disposed on the FATAL message closes that gap: knex's pool validation then discards it.
 * Used as the pool's `afterCreate` hook.
 */
export function disposeOnFatal(connection: PgRawConnection, done: (err: Error | null, connection: PgRawConnection) => void): void {
  connection.connection?.on('errorMessage', (message) => {
    if (message.severity === 'FATAL' || message.severity === 'PANIC') connection.__knex__disposed = message.message ?? 'FATAL';
  });
  done(null, connection);
}
