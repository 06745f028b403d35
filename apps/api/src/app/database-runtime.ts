import path from 'node:path';
import { Logger } from '@nestjs/common';
import { AppConfig, DatabaseConfig, startEmbeddedPostgres } from '@fw/api-shared-infrastructure';

export interface DatabaseRuntime {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** The configured server, or an embedded cluster under DATA_DIR/postgres that survives restarts. */
export async function resolveDatabase(app: AppConfig, db: DatabaseConfig): Promise<DatabaseRuntime> {
  if (db.url) return { url: db.url, embedded: false, stop: async () => undefined };
  const logger = new Logger('EmbeddedPostgres');
  const dataDir = path.join(app.dataDir, 'postgres');
  logger.log(`starting embedded PostgreSQL (data in ${dataDir}, port ${db.embeddedPort})`);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: db.embeddedPort,
    log: (message) => {
      if (/FATAL|PANIC|ERROR/.test(message)) logger.warn(message);
    },
  });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}
