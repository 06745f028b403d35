import type { Knex } from '@mikro-orm/knex';

/** The node-postgres client knex's pool hands out: what a named (prepared) statement needs. */
export interface PooledPgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface KnexPoolClient {
  acquireConnection(): Promise<PooledPgConnection>;
  releaseConnection(connection: PooledPgConnection): Promise<unknown>;
}

/**
 * Runs `use` on a connection borrowed from knex's own pool and always gives it back. Neither knex
 * nor MikroORM has a public call that runs a named statement (knex.raw rewrites `?` placeholders
 * and passes no statement name), so this reaches knex's client: the canary spec beside this file
 * fails when that changes.
 */
export async function withPooledConnection<T>(knex: Knex, use: (connection: PooledPgConnection) => Promise<T>): Promise<T> {
  const client = knex.client as unknown as KnexPoolClient;
  const connection = await client.acquireConnection();
  try {
    return await use(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}
