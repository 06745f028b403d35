import { MikroORM } from '@mikro-orm/core';
import { installJobQueueSchema } from '../jobs/job-queue-schema';

/** Applies pending migrations, then the job queue's own schema; a second run is a no-op. Returns the names applied. */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  await installJobQueueSchema(orm.config.getClientUrl());
  return applied.map((migration) => migration.name);
}
