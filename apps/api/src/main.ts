import './node-version';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  appConfig as appConfigFactory,
  assertPortFree,
  assertUsableDataDir,
  ConfigurationError,
  databaseConfig,
  explainListenError,
  loadAppConfig,
  loadDatabaseConfig,
  runMigrations,
} from '@fw/api-shared-infrastructure';
import { createApp } from './app/create-app';
import { resolveDatabase } from './app/database-runtime';
import { runDemoSeed, demoLogins } from './seed/demo-seed';
import { startBackgroundWorkers } from './app/background-workers';
import { HttpDrain, shutDownApp } from './app/graceful-shutdown';
import { writeApiPidFile } from './app/api-pid-file';
import { assertConfiguration } from './app/check-configuration';
import { configRegistrations } from './app/contexts';

/** Stops what the failed boot had started (the embedded database runs in its own process group). */
let cleanUpAfterFailedBoot = async (): Promise<void> => undefined;

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const appConfig = loadAppConfig();
  const dbConfig = loadDatabaseConfig();
  assertUsableDataDir(appConfig.dataDir);
  await assertConfiguration([appConfigFactory, databaseConfig, ...configRegistrations]);
  await assertPortFree(appConfig.host, appConfig.port);
  if (appConfig.nodeEnv === 'production') {
    const missing = ['AUTH_JWT_SECRET', 'PUBLIC_URL'].filter((name) => !process.env[name]);
    if (missing.length) {
      logger.warn(
        `NODE_ENV=production without ${missing.join(' and ')}: every replica must share the same values, or sign-ins and links break between replicas`,
      );
    }
  }
  const running: { app?: Awaited<ReturnType<typeof createApp>>; http?: HttpDrain; database?: ReturnType<typeof resolveDatabase> } = {};
  let removePidFile = () => undefined as void;
  let stopping = false;
  // One shutdown, whatever asks for it (npm start forwards the terminal's Ctrl-C, so it may come twice).
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.log(`${signal} received: no new connections, finishing requests in flight (up to ${appConfig.shutdownDrainMs} ms)`);
    const deadline = setTimeout(() => {
      logger.error(`shutdown did not finish within ${appConfig.shutdownDrainMs + 20_000} ms; exiting`);
      process.exit(1);
    }, appConfig.shutdownDrainMs + 20_000);
    deadline.unref();
    let code = 0;
    try {
      if (running.app && running.http) {
        const report = await shutDownApp(running.app, running.http, appConfig.shutdownDrainMs);
        if (!report.drained) logger.warn(`requests still open after ${appConfig.shutdownDrainMs} ms (SHUTDOWN_DRAIN_TIMEOUT_MS) were cut`);
      } else {
        await running.app?.close();
      }
    } catch (error) {
      code = 1;
      logger.error(`shutdown: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      await (await running.database)?.stop();
    } catch (error) {
      code = 1;
      logger.error(`stopping the embedded database: ${error instanceof Error ? error.message : String(error)}`);
    }
    removePidFile();
    logger.log(`stopped in ${Date.now() - started} ms`);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  running.database = resolveDatabase(appConfig, dbConfig, { supervise: true });
  const database = await running.database;
  removePidFile = writeApiPidFile(appConfig.dataDir);
  if (stopping) return;
  cleanUpAfterFailedBoot = async () => {
    await running.app?.close().catch(() => undefined);
    await database.stop().catch(() => undefined);
    removePidFile();
  };
  const app = await createApp({ databaseUrl: database.url, serveWeb: true, shutdownHooks: false });
  running.app = app;
  running.http = new HttpDrain(app.getHttpServer());
  const orm = app.get(MikroORM);
  if (dbConfig.migrateOnStart) {
    const applied = await runMigrations(orm);
    logger.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  }
  if (dbConfig.seedDemoData) {
    await runDemoSeed(orm.em.fork() as EntityManager);
  }
  if (stopping) return;
  await startBackgroundWorkers(app);
  try {
    await app.listen(appConfig.port, appConfig.host);
  } catch (error) {
    throw explainListenError(error, appConfig.host, appConfig.port) ?? error;
  }
  const url = appConfig.publicUrl;
  const lines = [
    '',
    `  Product running at ${url}`,
    `  API docs:          ${url}/api/docs`,
    `  Dashboard:         ${url}/auth`,
    `  Database:          ${database.embedded ? `embedded PostgreSQL (data in ${appConfig.dataDir}/postgres)` : 'external (DATABASE_URL)'}`,
  ];
  if (dbConfig.seedDemoData) {
    lines.push('  Demo logins:');
    for (const login of demoLogins) lines.push(`    ${login.role.padEnd(7)} ${login.email} / ${login.password}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

bootstrap().catch(async (error: unknown) => {
  await cleanUpAfterFailedBoot();
  if (error instanceof ConfigurationError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
