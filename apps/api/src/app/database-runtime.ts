import path from 'node:path';
import { Logger } from '@nestjs/common';
import { AppConfig, DatabaseConfig, EmbeddedDatabase, runningEmbeddedServer, startEmbeddedPostgres, verifyDatabaseUrl } from '@fw/api-shared-infrastructure';

export interface DatabaseRuntime {
  url: string;
  embedded: boolean;
  /** The embedded server this process runs and supervises (absent for DATABASE_URL or a reused server). */
  server?: EmbeddedDatabase;
  stop(): Promise<void>;
}

export interface ResolveDatabaseOptions {
  /** Restart the embedded server when it dies (the product; tools leave it off). */
  supervise?: boolean;
  /** Tools: use the embedded server the running product already has, and leave it running. */
  reuseRunning?: boolean;
}

/**
 * The configured server (checked once: a wrong name, password or host stops here, naming
 * DATABASE_URL; nothing is created), or an embedded cluster under DATA_DIR/postgres that survives
 * restarts.
 */
export async function resolveDatabase(app: AppConfig, db: DatabaseConfig, options: ResolveDatabaseOptions = {}): Promise<DatabaseRuntime> {
  if (db.url) {
    await verifyDatabaseUrl(db.url);
    return { url: db.url, embedded: false, stop: async () => undefined };
  }
  const logger = new Logger('EmbeddedPostgres');
  const dataDir = path.join(app.dataDir, 'postgres');
  const running = options.reuseRunning ? runningEmbeddedServer(dataDir) : undefined;
  if (running) return { url: running.url, embedded: true, stop: async () => undefined };
  logger.log(`starting embedded PostgreSQL (data in ${dataDir}, port ${db.embeddedPort})`);
  const server = await startEmbeddedPostgres({
    dataDir,
    port: db.embeddedPort,
    supervise: options.supervise ?? false,
    log: (level, message) => (level === 'error' ? logger.error(message) : level === 'warn' ? logger.warn(message) : logger.log(message)),
  });
  return { url: server.url, embedded: true, server, stop: () => server.stop() };
}
