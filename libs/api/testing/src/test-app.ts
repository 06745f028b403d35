import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type request from 'supertest';
import { appUnderTest } from './app-under-test';
import { contractRequest } from './contract-request';
import { createTestDatabase, TestDatabase } from './test-database';
import { closeAtEnd, whileOpening } from './open-resources';

export interface TestApp {
  app: INestApplication;
  db: TestDatabase;
  /** supertest against the app; every answer is checked against openapi/openapi.json. */
  http: () => ReturnType<typeof request>;
  /** A fresh EntityManager for assertions straight against the database. */
  em: () => EntityManager;
  sql: <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Boots the real application (all modules, real PostgreSQL) on its own database. `env` overrides
 * process.env for the duration of the boot, so each file can configure mail, payments and limits.
 */
export function createTestApp(options: { env?: Record<string, string | undefined>; serveWeb?: boolean } = {}): Promise<TestApp> {
  return whileOpening(bootTestApp(options));
}

async function bootTestApp(options: { env?: Record<string, string | undefined>; serveWeb?: boolean }): Promise<TestApp> {
  const db = await createTestDatabase();
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(options.env ?? {})) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const restoreEnv = () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  const { createApp } = await appUnderTest();
  const app = await createApp({ databaseUrl: db.url, serveWeb: options.serveWeb });
  // Registered before init: an app whose boot fails or outlives its hook is still closed.
  const close = closeAtEnd(async () => {
    try {
      await app.close();
    } finally {
      restoreEnv();
      await db.drop();
    }
  });
  try {
    await app.init();
    // Fastify loads its plugins and routes on ready(); supertest then talks to the Node server.
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const orm = app.get(MikroORM);
  const em = () => orm.em.fork() as EntityManager;
  return {
    app,
    db,
    http: () => contractRequest(app.getHttpServer()),
    em,
    sql: (query, params = []) =>
      em()
        .getConnection()
        .execute(query, params as never[]),
    close,
  };
}
