import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfigurationError, loadAppConfig, loadDatabaseConfig, runMigrations } from '@fw/api-shared-infrastructure';
import { createApp } from './app/create-app';
import { resolveDatabase } from './app/database-runtime';
import { runDemoSeed, demoLogins } from './seed/demo-seed';
import { startBackgroundWorkers } from './app/background-workers';

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  const appConfig = loadAppConfig();
  const dbConfig = loadDatabaseConfig();
  const database = await resolveDatabase(appConfig, dbConfig);
  const running: { app?: Awaited<ReturnType<typeof createApp>> } = {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: finishing requests and shutting down`);
    try {
      await running.app?.close();
    } finally {
      await database.stop();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const app = await createApp({ databaseUrl: database.url, serveWeb: true });
  running.app = app;
  const orm = app.get(MikroORM);
  if (dbConfig.migrateOnStart) {
    const applied = await runMigrations(orm);
    logger.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema is up to date');
  }
  if (dbConfig.seedDemoData) {
    await runDemoSeed(orm.em.fork() as EntityManager);
  }
  await startBackgroundWorkers(app);
  await app.listen(appConfig.port, appConfig.host);
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

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
