import { Logger as WorkerLogger, runMigrations as runJobQueueMigrations } from 'graphile-worker';

/** graphile-worker's own log lines are not the product's: its errors reach us through the jobs. */
export const quietJobQueueLogger = new WorkerLogger(() => () => undefined);

/**
 * Installs or upgrades the job queue's tables (graphile-worker, schema `graphile_worker`), the
 * PostgreSQL-backed queue that background jobs run on. Part of the migrations, so a request may
 * queue a job (in its own transaction) before any worker has started. A second run is a no-op.
 */
export async function installJobQueueSchema(connectionString: string): Promise<void> {
  await runJobQueueMigrations({ connectionString, logger: quietJobQueueLogger });
}
