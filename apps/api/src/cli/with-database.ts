import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions, loadAppConfig, loadDatabaseConfig } from '@fw/api-shared-infrastructure';
import { resolveDatabase } from '../app/database-runtime';
import { entitySchemas } from '../app/contexts';

/** Runs a task against the configured (or embedded) database outside the web server. */
export async function withDatabase(task: (orm: MikroORM) => Promise<void>): Promise<void> {
  // A product running on the embedded database keeps it: the tool connects to that server.
  const database = await resolveDatabase(loadAppConfig(), loadDatabaseConfig(), { reuseRunning: true });
  const orm = await MikroORM.init(createOrmOptions({ url: database.url, entities: entitySchemas }));
  try {
    await task(orm);
  } finally {
    await orm.close();
    await database.stop();
  }
}
