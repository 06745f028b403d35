import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { Client } from 'pg';
import { createOrmOptions, runMigrations } from '@fw/api-shared-infrastructure';
import { appUnderTest } from './app-under-test';

const TEMPLATE = 'fw_template';

function serverUrl(database = 'postgres'): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set (the Jest global setup starts PostgreSQL)');
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdminClient<T>(task: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Migrates the template database once per run (the first test file to ask does it, under a lock). */
async function ensureTemplate(): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query('select pg_advisory_lock(4242)');
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [TEMPLATE]);
      if (exists.rowCount) return;
      await client.query(`create database ${TEMPLATE}`);
      const { entitySchemas } = await appUnderTest();
      const orm = await MikroORM.init(createOrmOptions({ url: serverUrl(TEMPLATE), entities: entitySchemas }));
      try {
        await runMigrations(orm);
      } finally {
        await orm.close(true);
      }
    } finally {
      await client.query('select pg_advisory_unlock(4242)');
    }
  });
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, fully migrated database of its own for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  await ensureTemplate();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name} template ${TEMPLATE}`));
  return {
    url: serverUrl(name),
    name,
    drop: () => withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
