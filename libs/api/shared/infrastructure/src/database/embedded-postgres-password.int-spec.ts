import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@fw/api-testing';
import { EmbeddedDatabase, runningEmbeddedServer, startEmbeddedPostgres, superuserPasswordFile } from './embedded-postgres';

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * The embedded PostgreSQL's superuser: a random password made at first start and kept with mode
 * 0600 under DATA_DIR, password authentication for every connection, TCP on loopback only and no
 * Unix socket (a local user could otherwise run commands as `postgres`, docs/security.md).
 */
describe('embedded PostgreSQL superuser', () => {
  let dir: string;
  let port: number;
  let db: EmbeddedDatabase | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-epg-pw-'));
    // The postgres user (when the tests run as root) passes through to the cluster folder.
    fs.chmodSync(dir, 0o711);
    port = await freePort();
  });
  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const legacyUrl = () => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;

  it('gets a random password at first start, kept 0600, and trusts nobody', async () => {
    const clusterDir = path.join(dir, 'pg');
    db = await startEmbeddedPostgres({ dataDir: clusterDir, port });
    const file = superuserPasswordFile(clusterDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(db.url).toBe(`postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`);
    expect(runningEmbeddedServer(clusterDir)?.url).toBe(db.url);
    await expect(query(legacyUrl(), 'select 1')).rejects.toThrow(/password authentication failed/);

    const rules = await query<{ type: string; auth_method: string; address: string | null }>(
      db.url,
      'select type, auth_method, address from pg_hba_file_rules',
    );
    expect(rules.filter((r) => r.auth_method === 'trust')).toEqual([]);
    const [settings] = await query<{ listen: string; sockets: string }>(
      db.url,
      `select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets`,
    );
    expect(settings).toEqual({ listen: '127.0.0.1', sockets: '' });
  });

  it('replaces the fixed password of a cluster made before, at its next start', async () => {
    const clusterDir = path.join(dir, 'pg');
    await query(db!.url, `alter role postgres password 'postgres'`);
    await db!.stop();
    fs.rmSync(superuserPasswordFile(clusterDir));

    db = await startEmbeddedPostgres({ dataDir: clusterDir, port });
    const password = fs.readFileSync(superuserPasswordFile(clusterDir), 'utf8').trim();
    expect(password).not.toBe('postgres');
    expect(await query(db.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await expect(query(legacyUrl(), 'select 1')).rejects.toThrow(/password authentication failed/);
  });
});
