import { Client, ClientConfig } from 'pg';
import { ConfigurationError } from '../config/env-schema';

function describe(url: string): { host: string; port: string; database: string; user: string } {
  const u = new URL(url);
  return {
    host: u.hostname || 'localhost',
    port: u.port || '5432',
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres',
    user: decodeURIComponent(u.username) || 'postgres',
  };
}

/** Turns a connection failure into a sentence that names the variable and what to do. */
export function explainConnectionError(variable: string, url: string, error: unknown): string {
  const e = error as { code?: string; message?: string };
  const { host, port, database, user } = describe(url);
  switch (e?.code) {
    case '3D000':
      return `${variable}: database "${database}" does not exist on ${host}:${port} (fix the name, or create it once with \`npm run db:create\`)`;
    case '28P01':
      return `${variable}: password authentication failed for user "${user}" on ${host}:${port}`;
    case '28000':
      return `${variable}: the server at ${host}:${port} refused user "${user}" (${e.message ?? 'no pg_hba.conf entry'})`;
    case 'ECONNREFUSED':
      return `${variable}: nothing accepts connections at ${host}:${port} (is PostgreSQL running there?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${variable}: host "${host}" cannot be resolved`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${variable}: ${host}:${port} is unreachable (${e.code})`;
    default:
      if (/timeout/i.test(e?.message ?? '')) return `${variable}: no answer from ${host}:${port} within the connection timeout`;
      return `${variable}: cannot connect to ${host}:${port}/${database}: ${e?.message ?? String(error)}`;
  }
}

async function connect(config: ClientConfig): Promise<Client> {
  const client = new Client({ connectionTimeoutMillis: 10_000, ...config });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/**
 * Connects once to the configured database before the app starts, so that a wrong name, password
 * or host stops the boot with a sentence naming the variable (instead of a migrator that creates
 * a database named by a typo, or a server whose readiness stays 503). Never creates anything.
 */
export async function verifyDatabaseUrl(url: string, variable = 'DATABASE_URL'): Promise<void> {
  let client: Client | undefined;
  try {
    client = await connect({ connectionString: url });
    await client.query('select 1');
  } catch (error) {
    throw new ConfigurationError([explainConnectionError(variable, url, error)]);
  } finally {
    await client?.end().catch(() => undefined);
  }
}

/**
 * `npm run db:create`: creates the database that `url` names, through the server's maintenance
 * database `postgres`. Returns false when it existed already.
 */
export async function createDatabaseOf(url: string, variable = 'DATABASE_URL'): Promise<boolean> {
  const { database } = describe(url);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  let client: Client | undefined;
  try {
    client = await connect({ connectionString: admin.toString() });
  } catch (error) {
    throw new ConfigurationError([explainConnectionError(variable, admin.toString(), error)]);
  }
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount) return false;
    await client.query(`create database ${client.escapeIdentifier(database)}`);
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}
