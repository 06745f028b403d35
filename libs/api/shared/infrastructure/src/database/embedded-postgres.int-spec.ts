// The embedded database as the product runs it: a server that dies (kill -9 of the postmaster) is
// restarted by the supervisor with every committed row still there; a stale postmaster.pid whose
// PID now belongs to another program is explained and removed; a port in use is named as such.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@fw/api-testing';
import { ConfigurationError } from '../config/env-schema';
import { EmbeddedDatabase, runningEmbeddedServer, startEmbeddedPostgres } from './embedded-postgres';

jest.setTimeout(90_000);

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      if (await check()) return Date.now() - started;
    } catch {
      // keep polling
    }
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  c.on('error', () => undefined);
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL', () => {
  let dir: string;
  let port: number;
  let db: EmbeddedDatabase | undefined;
  const logs: Array<[string, string]> = [];
  const log = (level: string, message: string) => void logs.push([level, message]);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-epg-'));
    // mkdtemp makes a private folder; as root, the postgres user must be able to pass through it.
    fs.chmodSync(dir, 0o711);
    port = await freePort();
  });
  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restarts a killed postmaster by itself (backoff, error log) and keeps every committed row', async () => {
    const parentOwner = fs.statSync(dir).uid;
    db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, supervise: true, log, restartDelayMs: { first: 200, max: 2000 } });
    expect(db.state).toBe('up');
    // The folder around the cluster (DATA_DIR) is not given to the postgres user; only the cluster is.
    expect(fs.statSync(dir).uid).toBe(parentOwner);
    await query(db.url, 'create table acknowledged (n int primary key)');
    await query(db.url, 'insert into acknowledged select generate_series(1, 500)');
    const oldPid = db.pid!;
    process.kill(oldPid, 'SIGKILL');
    await waitFor(() => db!.state === 'restarting', 5000);
    const recoveredIn = await waitFor(async () => (await query<{ n: number }>(db!.url, 'select count(*)::int as n from acknowledged'))[0].n === 500, 15_000);
    expect(recoveredIn).toBeLessThan(15_000);
    expect(db.state).toBe('up');
    expect(db.restarts).toBe(1);
    expect(db.pid).not.toBe(oldPid);
    expect(logs.some(([level, m]) => level === 'error' && /exited unexpectedly/.test(m))).toBe(true);
    expect(logs.some(([level, m]) => level === 'error' && /restarted/.test(m))).toBe(true);
  });

  it('stops cleanly, with no restart after an asked-for stop', async () => {
    const pid = db!.pid!;
    // What db:backup / db:restore use to find the server the running product has.
    expect(runningEmbeddedServer(path.join(dir, 'pg'))).toEqual({ pid, port, url: db!.url });
    await db!.stop();
    expect(runningEmbeddedServer(path.join(dir, 'pg'))).toBeUndefined();
    expect(db!.state).toBe('stopped');
    expect(() => process.kill(pid, 0)).toThrow();
    await new Promise((r) => setTimeout(r, 600));
    expect(db!.pid).toBeUndefined();
    expect(fs.existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('explains and removes a stale postmaster.pid whose PID is now another program', async () => {
    // This Jest worker stands for the unrelated program that got the old PID after a reboot.
    fs.writeFileSync(path.join(dir, 'pg', 'postmaster.pid'), `${process.pid}\n${path.join(dir, 'pg')}\n`);
    logs.length = 0;
    db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, log });
    expect(logs.find(([, m]) => /postmaster\.pid was stale: it names PID \d+, which is now .*not a PostgreSQL server/.test(m))).toBeTruthy();
    expect((await query<{ n: number }>(db.url, 'select count(*)::int as n from acknowledged'))[0].n).toBe(500);
    await db.stop();
  });

  it('names DATA_DIR when, as root, the postgres user cannot pass through it', async () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-epg-closed-'));
    try {
      const start = startEmbeddedPostgres({ dataDir: path.join(closed, 'pg'), port: await freePort(), log });
      if (os.userInfo().uid === 0) {
        await expect(start).rejects.toThrow(
          /DATA_DIR: the postgres user, which runs the embedded database .* cannot pass through .*fw-epg-closed-.* \(mode 700\)/,
        );
        expect(fs.statSync(closed).uid).toBe(0);
      } else {
        // Not root: PostgreSQL runs as this user, who owns the folder.
        await (await start).stop();
      }
    } finally {
      fs.rmSync(closed, { recursive: true, force: true });
    }
  });

  it('says which port is taken when another program holds it', async () => {
    const blocker = net.createServer();
    const taken = await freePort();
    await new Promise<void>((r) => blocker.listen(taken, '127.0.0.1', () => r()));
    try {
      const start = startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: taken, log });
      // A configuration problem (printed as one line naming the variable, without a stack trace).
      await expect(start).rejects.toBeInstanceOf(ConfigurationError);
      await expect(start).rejects.toThrow(new RegExp(`EMBEDDED_PG_PORT: port ${taken} is in use by another program: set EMBEDDED_PG_PORT`));
    } finally {
      blocker.close();
    }
  });
});
