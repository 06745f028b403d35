// Operations scenarios of `npm run test:faults`, on the product as `npm start` runs it: the
// embedded PostgreSQL in its own DATA_DIR, started and supervised by the API process.
//
//  shutdown-under-load  SIGTERM while sign-ups are in flight: every request the server had
//               received is answered 2xx (none dropped, none 503), the process exits 0 with the
//               embedded database shut down cleanly (read from pg_control, so a restart needs no
//               crash recovery), and every acknowledged sign-up is there after a restart.
//  stop-group   systemctl stop as the README's unit does it (KillMode=mixed: SIGTERM to the main
//               process, SIGKILL to what is left of the unit) under write load with e-mails in
//               delivery: no 503 for requests begun, nothing left to kill, no e-mail twice.
//  killed-postmaster  kill -9 of the embedded postmaster under load: pg_control then says "in
//               production" (what the clean-shutdown check must not see), only 2xx and 503
//               SERVICE.UNAVAILABLE meanwhile, liveness stays 200, the API restarts the database by
//               itself and is ready again within 15 s; no acknowledged write lost.
//  full-disk    the mail capture folder on a 1 MB tmpfs filled up (a real ENOSPC) and PostgreSQL
//               answering disk_full (SQLSTATE 53100, injected by a trigger): 503
//               SERVICE.STORAGE_FULL, readiness HEALTH.STORAGE_FULL, no partial .eml; all recovers.
//  full-disk-postgres  the embedded cluster on a 160 MB tmpfs filled to the last byte under write
//               load (a real ENOSPC inside PostgreSQL), then the postmaster killed while full:
//               readiness says STORAGE_FULL throughout (never DATABASE_DOWN), only 2xx and 503,
//               recovery by itself once space returns, no acknowledged write lost. Needs root.
//  bad-config   DATABASE_URL naming a missing database (refused, not created), a wrong password,
//               a closed port; an unwritable LOG_FILE; PORT in use; an unusable DATA_DIR; a bad
//               BUSINESS_TIME_ZONE, SMTP_URL, production AUTH_JWT_SECRET; a stale postmaster.pid;
//               production without PUBLIC_URL: each stops (or warns) with a sentence naming the
//               variable and no stack trace; DATA_DIR is not handed to the postgres user.
//  backup-restore  db:backup while the product runs under writes, db:restore refused while it
//               runs and without --yes; damaged backups (cut, corrupt, foreign, empty, edited,
//               forged) refused by db:restore and db:verify in one sentence with nothing left
//               running and every live row kept; then restore after changes gives back each
//               table's row count and content checksum, and the replaced database is kept.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { freePort, log, mainJs, pgClient, root, sleep, startProduct } from './common.mjs';

const opsDir = path.join(root, '.data/faults/ops');
const cliJs = (name) => path.join(root, 'dist/api/apps/api/src/cli', `${name}.js`);

const baseEnv = {
  LOG_LEVEL: 'warn',
  SEED_DEMO_DATA: 'true',
  CONTACT_RATE_LIMIT: '100000',
  AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '100000',
  AUTH_RATE_LIMIT_EMAIL_PER_IP: '100000',
  AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0',
};

// Keep-alive connections, as a browser or a proxy holds them.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One JSON request over the keep-alive agent; never throws: status 0 when the connection failed. */
function request(baseUrl, method, url, body) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${baseUrl}${url}`,
      { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, body: json, connection: res.headers.connection });
        });
        res.on('error', (e) => resolve({ status: 0, error: e.code ?? e.message }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, error: e.code ?? e.message }));
    req.end(payload);
  });
}

let seq = 0;
const signUp = (baseUrl, tag) => {
  const email = `ops-${tag}-${process.pid}-${++seq}@faults.example`;
  return request(baseUrl, 'POST', '/api/auth/sign-up', { email, password: 'Faults-Test-12345', full_name: 'Ops Fault' }).then((r) => ({ ...r, email }));
};

/** `concurrency` loops of `fire` until stopped; every outcome with its start and end time. */
function load(fire, concurrency, { stopOn } = {}) {
  const outcomes = [];
  let running = true;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      const start = Date.now();
      const r = await fire();
      outcomes.push({ ...r, start, end: Date.now() });
      if (stopOn?.(r)) break;
      await sleep(5);
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

const countBy = (items, key) => items.reduce((acc, x) => ((acc[key(x)] = (acc[key(x)] ?? 0) + 1), acc), {});

async function acknowledgedMissing(db, outcomes) {
  const emails = outcomes.filter((o) => o.status >= 200 && o.status < 300 && o.email).map((o) => o.email);
  const { rows } = await db.query(`select email from users where email = any($1)`, [emails]);
  const found = new Set(rows.map((r) => r.email));
  return { acknowledged: emails.length, missing: emails.filter((e) => !found.has(e)).length };
}

function waitExit(child, timeoutMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve({ code: child.exitCode, signal: child.signalCode });
    const timer = setTimeout(() => resolve({ code: null, signal: 'timeout' }), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

function postmasterPid(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cluster state PostgreSQL keeps in global/pg_control: a 4-byte enum right after the system
 * identifier (8 bytes) and two version numbers (4 + 4), the same layout in every release since 9.x.
 */
const CLUSTER_STATES = ['starting up', 'shut down', 'shut down in recovery', 'shutting down', 'in crash recovery', 'in archive recovery', 'in production'];
export function clusterState(dataDir) {
  try {
    const control = fs.readFileSync(path.join(dataDir, 'postgres', 'global', 'pg_control'));
    return CLUSTER_STATES[control.readUInt32LE(16)] ?? `unknown (${control.readUInt32LE(16)})`;
  } catch (error) {
    return `unreadable (${error.code ?? error.message})`;
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------- shutdown under load
export async function shutdownUnderLoad(check) {
  const id = 'shutdown-under-load';
  log(`\n[${id}] SIGTERM with sign-ups in flight, embedded PostgreSQL`);
  const dataDir = path.join(opsDir, 'shutdown');
  let product = await startProduct({ dataDir, env: baseEnv });
  const baseUrl = product.baseUrl;
  for (let i = 0; i < 5; i++) await signUp(baseUrl, 'warm');
  const traffic = load(() => signUp(baseUrl, 'shutdown'), 24, { stopOn: (r) => r.status === 0 });
  await sleep(3000);
  const pgPid = postmasterPid(dataDir);
  const signalAt = Date.now();
  product.child.kill('SIGTERM');
  const exit = await waitExit(product.child, 60_000);
  const exitMs = Date.now() - signalAt;
  const outcomes = await traffic.stop();
  const before = outcomes.filter((o) => o.start < signalAt);
  // A request the client started in the last moment before the signal may not have reached the
  // server yet (still connecting): then the server refused it without seeing it. Count answers.
  const answered = before.filter((o) => o.status !== 0);
  const dropped = before.filter((o) => o.status === 0);
  const inFlight = before.filter((o) => o.end >= signalAt);
  check(id, 'exit code 0 after SIGTERM', exit.code === 0, `code ${exit.code}${exit.signal ? ` signal ${exit.signal}` : ''}`);
  check(
    id,
    'time from SIGTERM to exit (drain + clean database stop)',
    exit.code === 0 && exitMs < 30_000,
    `${exitMs} ms, ${inFlight.length} requests in flight at the signal`,
  );
  check(
    id,
    'requests begun before the signal: none 503, none 5xx',
    before.every((o) => o.status < 500),
    JSON.stringify(countBy(before, (o) => o.status)),
  );
  check(
    id,
    'requests begun before the signal: none dropped',
    dropped.length === 0,
    `${answered.length} answered, ${dropped.length} dropped${dropped.length ? ` (${[...new Set(dropped.map((d) => d.error))].join(', ')}, started ${Math.min(...dropped.map((d) => signalAt - d.start))}-${Math.max(...dropped.map((d) => signalAt - d.start))} ms before the signal)` : ''}`,
  );
  const pidFileLeft = fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  check(
    id,
    'embedded PostgreSQL stopped cleanly with the API',
    !pidFileLeft && !(pgPid && alive(pgPid)),
    `postmaster.pid ${pidFileLeft ? 'left behind' : 'removed'}, postmaster ${pgPid && alive(pgPid) ? 'still running' : 'gone'}`,
  );
  // What PostgreSQL itself recorded: a fast shutdown writes "shut down" into pg_control; a crash
  // (or a kill) leaves "in production", and the next start then runs crash recovery.
  const state = clusterState(dataDir);
  check(id, 'the cluster was shut down cleanly (pg_control), so a restart needs no crash recovery', state === 'shut down', `pg_control state: ${state}`);
  product = await startProduct({ dataDir, fresh: false, env: baseEnv });
  const db = await pgClient(product.databaseUrl);
  try {
    const { acknowledged, missing } = await acknowledgedMissing(db, outcomes);
    check(
      id,
      'every acknowledged sign-up is in the database after a restart',
      missing === 0 && acknowledged > 0,
      `${acknowledged} acknowledged, ${missing} missing`,
    );
  } finally {
    await db.end();
    await product.stop();
  }
  return exitMs;
}

// ---------------------------------------------------------------- stop of the whole unit
/** The process and all its descendants (what a systemd unit's control group holds). */
function processTree(rootPid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/**
 * `systemctl stop` with the README's unit (KillMode=mixed): SIGTERM to the main process only,
 * then, once it has exited (or after TimeoutStopSec), SIGKILL to whatever is left of the unit.
 * Under write load with e-mails being delivered: no request begun before the stop answers 503,
 * nothing of the unit is left for the SIGKILL, and no e-mail is written twice.
 */
export async function stopGroup(check) {
  const id = 'stop-group';
  log(`\n[${id}] systemctl stop with KillMode=mixed under write load, e-mails in delivery`);
  const dataDir = path.join(opsDir, 'stop-group');
  let product = await startProduct({ dataDir, env: { ...baseEnv, MAIL_WORKER_POLL_MS: '100' } });
  const baseUrl = product.baseUrl;
  const since = new Date();
  const traffic = load(() => signUp(baseUrl, 'stopgroup'), 16, { stopOn: (r) => r.status === 0 });
  await sleep(3000);
  const unit = processTree(product.child.pid);
  const signalAt = Date.now();
  product.child.kill('SIGTERM');
  const exit = await waitExit(product.child, 40_000);
  const left = unit.filter((pid) => pid !== product.child.pid && alive(pid));
  for (const pid of left) process.kill(pid, 'SIGKILL');
  const outcomes = await traffic.stop();
  const before = outcomes.filter((o) => o.start < signalAt);
  check(
    id,
    `the unit (${unit.length} processes: API, PostgreSQL and its workers) stops on SIGTERM to the main process`,
    exit.code === 0,
    `exit ${exit.code}${exit.signal ? ` ${exit.signal}` : ''} in ${Date.now() - signalAt} ms`,
  );
  check(id, 'nothing left for the final SIGKILL (PostgreSQL stopped by the API after the drain)', left.length === 0, `${left.length} process(es) left`);
  check(
    id,
    'requests begun before the stop: none 503, none 5xx, none dropped',
    before.length > 0 && before.every((o) => o.status >= 200 && o.status < 300),
    JSON.stringify(countBy(before, (o) => o.status)),
  );
  product = await startProduct({ dataDir, fresh: false, env: { ...baseEnv, MAIL_WORKER_POLL_MS: '100' } });
  const db = await pgClient(product.databaseUrl);
  try {
    const { acknowledged, missing } = await acknowledgedMissing(db, outcomes);
    check(id, 'every acknowledged sign-up is there after the restart', missing === 0 && acknowledged > 0, `${acknowledged} acknowledged, ${missing} missing`);
    const settledMs = await (async () => {
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        const { rows } = await db.query(`select count(*)::int as n from email_logs where status in ('queued', 'sending')`);
        if (rows[0].n === 0) return Date.now() - started;
        await sleep(250);
      }
      return -1;
    })();
    const mailDir = path.join(dataDir, 'mail');
    const ids = fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => /^message-id:\s*(.+)$/im.exec(fs.readFileSync(path.join(mailDir, f), 'utf8'))?.[1]?.trim())
      : [];
    const written = countBy(ids, (m) => m);
    const { rows } = await db.query(`select message_id from email_logs where created_at >= $1`, [since]);
    const notOnce = rows.filter((r) => written[r.message_id] !== 1);
    check(
      id,
      'every e-mail of the load written exactly once after the restart (by Message-ID)',
      settledMs >= 0 && rows.length > 0 && notOnce.length === 0,
      `${rows.length} e-mails, ${notOnce.filter((r) => !written[r.message_id]).length} missing, ${notOnce.filter((r) => written[r.message_id] > 1).length} twice`,
    );
  } finally {
    await db.end();
    await product.stop();
  }
}

// ---------------------------------------------------------------- killed postmaster
export async function killedPostmaster(check) {
  const id = 'killed-postmaster';
  log(`\n[${id}] kill -9 of the embedded postmaster under load`);
  const dataDir = path.join(opsDir, 'postmaster');
  const product = await startProduct({ dataDir, env: baseEnv });
  const baseUrl = product.baseUrl;
  try {
    const writes = load(() => signUp(baseUrl, 'kill'), 8);
    const reads = load(() => request(baseUrl, 'GET', '/api/public/sites/sunshinebakery.example/content'), 4);
    await sleep(2000);
    const pid = postmasterPid(dataDir);
    check(id, 'the postmaster runs (postmaster.pid)', !!pid && alive(pid), `pid ${pid}`);
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    // Read at once, before the supervisor restarts it: the state the clean-shutdown check of
    // shutdown-under-load must not see.
    const killedState = clusterState(dataDir);
    check(id, 'pg_control after kill -9 says "in production" (not shut down)', killedState === 'in production', `pg_control state: ${killedState}`);
    let livenessDown = 0;
    let sawReadinessDown = false;
    let recoveredMs = -1;
    while (Date.now() - killedAt < 30_000) {
      const live = await request(baseUrl, 'GET', '/api/health');
      if (live.status !== 200) livenessDown++;
      const ready = await request(baseUrl, 'GET', '/api/health/ready');
      if (ready.status === 503) sawReadinessDown = true;
      if (ready.status === 200 && sawReadinessDown) {
        recoveredMs = Date.now() - killedAt;
        break;
      }
      await sleep(100);
    }
    await sleep(2000);
    const outcomes = [...(await writes.stop()), ...(await reads.stop())];
    check(
      id,
      'ready again without restarting the API, within 15 s',
      recoveredMs >= 0 && recoveredMs <= 15_000,
      recoveredMs >= 0 ? `${recoveredMs} ms after kill -9` : 'not recovered in 30 s',
    );
    check(id, 'liveness stays 200 meanwhile (the process is healthy)', livenessDown === 0, `${livenessDown} non-200`);
    const statuses = countBy(outcomes, (o) => o.status);
    check(
      id,
      'under load only 2xx and 503 (no 500, no dropped request)',
      outcomes.every((o) => (o.status >= 200 && o.status < 300) || o.status === 503),
      JSON.stringify(statuses),
    );
    const down = outcomes.filter((o) => o.status === 503);
    check(
      id,
      '503 answers say SERVICE.UNAVAILABLE',
      down.every((o) => o.body?.code === 'SERVICE.UNAVAILABLE'),
      JSON.stringify(countBy(down, (o) => o.body?.code)),
    );
    const newPid = postmasterPid(dataDir);
    check(id, 'a new postmaster runs', !!newPid && newPid !== pid && alive(newPid), `pid ${pid} → ${newPid}`);
    const logText = fs.readFileSync(product.logFile, 'utf8');
    check(
      id,
      'the death and the restart are logged at error level',
      /"level":50[^\n]*exited unexpectedly/.test(logText) && /"level":50[^\n]*restarted/.test(logText),
      'see product.log',
    );
    const db = await pgClient(product.databaseUrl);
    try {
      const { acknowledged, missing } = await acknowledgedMissing(db, outcomes);
      check(id, 'no acknowledged write lost', missing === 0 && acknowledged > 0, `${acknowledged} acknowledged sign-ups, ${missing} missing`);
    } finally {
      await db.end();
    }
    return recoveredMs;
  } finally {
    await product.stop();
  }
}

// ---------------------------------------------------------------- full disk
function tryMountTmpfs(dir, size) {
  fs.mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function fullDisk(check) {
  const id = 'full-disk';
  log(`\n[${id}] mail folder on a full tmpfs; PostgreSQL answering disk_full`);
  const dataDir = path.join(opsDir, 'full-disk');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const mailDir = path.join(dataDir, 'mail');
  const mounted = tryMountTmpfs(mailDir, '1m');
  const product = await startProduct({
    dataDir,
    fresh: false,
    env: { ...baseEnv, MAIL_RETRY_BASE_MS: '500', MAIL_RETRY_MAX_MS: '1000', MAIL_WORKER_POLL_MS: '200' },
  });
  const baseUrl = product.baseUrl;
  const db = await pgClient(product.databaseUrl);
  const filler = path.join(mailDir, 'filler.bin');
  try {
    check(
      id,
      'a 1 MB tmpfs holds the mail capture folder',
      mounted,
      mounted ? 'mounted' : 'cannot mount here: the ENOSPC part is covered by the Jest test (injected)',
    );
    if (mounted) {
      // Fill it to the last byte.
      const fd = fs.openSync(filler, 'w');
      try {
        const block = Buffer.alloc(64 * 1024, 1);
        for (;;) fs.writeSync(fd, block);
      } catch (error) {
        if (error.code !== 'ENOSPC') throw error;
      } finally {
        fs.closeSync(fd);
      }
      const since = new Date();
      const sent = await request(baseUrl, 'POST', '/api/contact', {
        name: 'Disk Full',
        email: 'full@faults.example',
        subject: 'Full',
        message: 'The mail folder is full.',
      });
      check(id, 'the API accepts a contact message (PostgreSQL has space)', sent.status >= 200 && sent.status < 300, `${sent.status}`);
      await sleep(2500);
      const ready = await request(baseUrl, 'GET', '/api/health/ready');
      check(
        id,
        'readiness: 503 HEALTH.STORAGE_FULL while the capture folder is full',
        ready.status === 503 && ready.body?.code === 'HEALTH.STORAGE_FULL',
        `${ready.status} ${ready.body?.code ?? ''} ${ready.body?.message ?? ''}`,
      );
      const files = fs.readdirSync(mailDir).filter((f) => f !== 'filler.bin');
      check(id, 'no partial .eml or temporary file left', files.length === 0, files.length ? files.join(', ') : 'only the filler');
      const { rows } = await db.query(`select status from email_logs where created_at >= $1`, [since]);
      check(
        id,
        'the e-mails stay queued for a retry (none failed)',
        rows.length > 0 && rows.every((r) => r.status === 'queued' || r.status === 'sending'),
        JSON.stringify(countBy(rows, (r) => r.status)),
      );
      fs.rmSync(filler);
      const freedAt = Date.now();
      let deliveredMs = -1;
      while (Date.now() - freedAt < 30_000) {
        const { rows: now } = await db.query(`select status from email_logs where created_at >= $1`, [since]);
        if (now.every((r) => r.status === 'sent')) {
          deliveredMs = Date.now() - freedAt;
          break;
        }
        await sleep(250);
      }
      const emls = fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      check(
        id,
        'space back: every e-mail written whole, by itself',
        deliveredMs >= 0 && emls.length === rows.length && emls.every((f) => fs.statSync(path.join(mailDir, f)).size > 200),
        `${emls.length} .eml in ${deliveredMs} ms`,
      );
      let readyMs = -1;
      while (Date.now() - freedAt < 30_000) {
        if ((await request(baseUrl, 'GET', '/api/health/ready')).status === 200) {
          readyMs = Date.now() - freedAt;
          break;
        }
        await sleep(250);
      }
      check(id, 'space back: readiness 200 again by itself', readyMs >= 0, `${readyMs} ms after space returned`);
    }
    // PostgreSQL's own disk_full, raised by a trigger on the tables the forms write first (the rate
    // limits; sign-in records failures in sign_in_failures).
    const { rows: throttles } = await db.query(
      `select tablename from pg_tables where schemaname = 'public' and tablename in ('rate_limit_hits', 'sign_in_failures')`,
    );
    await db.query(`
      create or replace function fault_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$;`);
    for (const { tablename } of throttles) {
      await db.query(`create trigger fault_disk_full before insert or update on ${tablename} for each statement execute function fault_disk_full()`);
    }
    const signIn = await request(baseUrl, 'POST', '/api/auth/sign-in', { email: 'admin@demo.local', password: 'wrong-password-1' });
    const contact = await request(baseUrl, 'POST', '/api/contact', {
      name: 'Disk Full',
      email: 'full@faults.example',
      subject: 'Full',
      message: 'PostgreSQL is full.',
    });
    check(
      id,
      'PostgreSQL 53100 (injected by a trigger): sign-in and contact answer 503 SERVICE.STORAGE_FULL',
      [signIn, contact].every((r) => r.status === 503 && r.body?.code === 'SERVICE.STORAGE_FULL'),
      `sign-in ${signIn.status} ${signIn.body?.code}, contact ${contact.status} ${contact.body?.code}`,
    );
    const ready = await request(baseUrl, 'GET', '/api/health/ready');
    check(
      id,
      'PostgreSQL 53100 (injected by a trigger): readiness 503 HEALTH.STORAGE_FULL',
      ready.status === 503 && ready.body?.code === 'HEALTH.STORAGE_FULL',
      `${ready.status} ${ready.body?.code}`,
    );
    await db.query(`drop function fault_disk_full() cascade`);
    const back = Date.now();
    const again = await request(baseUrl, 'POST', '/api/contact', {
      name: 'Disk Back',
      email: 'back@faults.example',
      subject: 'Back',
      message: 'Space is back.',
    });
    let readyMs = -1;
    while (Date.now() - back < 30_000) {
      if ((await request(baseUrl, 'GET', '/api/health/ready')).status === 200) {
        readyMs = Date.now() - back;
        break;
      }
      await sleep(250);
    }
    check(
      id,
      'PostgreSQL has space again: writes and readiness recover by themselves',
      again.status >= 200 && again.status < 300 && readyMs >= 0,
      `contact ${again.status}, ready after ${readyMs} ms`,
    );
  } finally {
    await db.end();
    await product.stop();
    if (mounted) {
      try {
        execFileSync('umount', [mailDir], { stdio: 'ignore' });
      } catch {
        // left for the next run's rmSync
      }
    }
  }
}

// ---------------------------------------------------------------- full disk under PostgreSQL
/**
 * The embedded cluster on a small tmpfs of its own, filled to the last byte under write load: a
 * real ENOSPC inside PostgreSQL (no trigger), then a crash of the postmaster while the disk is
 * still full. Readiness must name the disk, the API must answer only 2xx or 503, and once space
 * returns everything must recover by itself with no acknowledged write lost.
 */
export async function fullDiskPostgres(check) {
  const id = 'full-disk-postgres';
  log(`\n[${id}] embedded PostgreSQL on a full tmpfs, then a crash while it is full`);
  const dataDir = path.join(opsDir, 'full-disk-pg');
  const clusterDir = path.join(dataDir, 'postgres');
  try {
    execFileSync('umount', [clusterDir], { stdio: 'ignore' });
  } catch {
    // nothing mounted from an earlier run
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(clusterDir, { recursive: true });
  let mounted = false;
  try {
    const uid = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=160m,uid=${uid},gid=${gid},mode=0700`, 'tmpfs', clusterDir], { stdio: 'ignore' });
    mounted = true;
  } catch {
    mounted = false;
  }
  check(
    id,
    'the embedded cluster sits on a 160 MB tmpfs (needs root)',
    mounted,
    mounted ? 'mounted' : 'cannot mount here: only the injected disk_full of full-disk ran',
  );
  if (!mounted) return;
  const filler = path.join(clusterDir, 'filler.bin');
  let product;
  try {
    product = await startProduct({ dataDir, fresh: false, env: { ...baseEnv, MAIL_WORKER_ENABLED: 'false' } });
    const baseUrl = product.baseUrl;
    for (let i = 0; i < 5; i++) await signUp(baseUrl, 'pgfull-warm');
    const writes = load(() => signUp(baseUrl, 'pgfull'), 6);
    await sleep(1000);
    const fd = fs.openSync(filler, 'w');
    try {
      const block = Buffer.alloc(1024 * 1024, 1);
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      if (error.code !== 'ENOSPC') throw error;
    }
    try {
      const small = Buffer.alloc(512, 1);
      for (;;) fs.writeSync(fd, small);
    } catch (error) {
      if (error.code !== 'ENOSPC') throw error;
    } finally {
      fs.closeSync(fd);
    }
    const filledAt = Date.now();
    await sleep(4000);
    const readyFull = await request(baseUrl, 'GET', '/api/health/ready');
    check(
      id,
      'disk full: readiness 503 HEALTH.STORAGE_FULL',
      readyFull.status === 503 && readyFull.body?.code === 'HEALTH.STORAGE_FULL',
      `${readyFull.status} ${readyFull.body?.code ?? ''} ${readyFull.body?.message ?? ''}`.slice(0, 110),
    );
    // PostgreSQL dies while the disk is full (as when it cannot write its WAL): its restart needs
    // crash recovery, which needs space.
    const pid = postmasterPid(dataDir);
    if (pid) process.kill(pid, 'SIGKILL');
    const codes = new Set();
    let databaseDownSeen = 0;
    const crashedAt = Date.now();
    while (Date.now() - crashedAt < 6000) {
      const r = await request(baseUrl, 'GET', '/api/health/ready');
      codes.add(`${r.status} ${r.body?.code ?? ''}`);
      if (/database is down/.test(r.body?.message ?? '')) databaseDownSeen++;
      await sleep(300);
    }
    check(
      id,
      'PostgreSQL crashed on the full disk: readiness says STORAGE_FULL, never DATABASE_DOWN',
      [...codes].every((c) => c === '503 HEALTH.STORAGE_FULL') && databaseDownSeen > 0,
      `${[...codes].join(', ')}; ${databaseDownSeen} answers while the database was down`,
    );
    const live = await request(baseUrl, 'GET', '/api/health');
    check(id, 'liveness stays 200 (restarting the API would not free space)', live.status === 200, `${live.status}`);
    fs.rmSync(filler, { force: true });
    const freedAt = Date.now();
    let readyMs = -1;
    while (Date.now() - freedAt < 45_000) {
      if ((await request(baseUrl, 'GET', '/api/health/ready')).status === 200) {
        readyMs = Date.now() - freedAt;
        break;
      }
      await sleep(250);
    }
    check(
      id,
      'space back: PostgreSQL restarts and readiness is 200 by itself',
      readyMs >= 0,
      readyMs >= 0 ? `${readyMs} ms after space returned (${Math.round((freedAt - filledAt) / 1000)} s full)` : 'not ready in 45 s',
    );
    await sleep(1500);
    const outcomes = await writes.stop();
    const statuses = countBy(outcomes, (o) => `${o.status}${o.status === 503 ? ` ${o.body?.code}` : ''}`);
    check(
      id,
      'under load only 2xx and 503 (never 500, no dropped request)',
      outcomes.every((o) => (o.status >= 200 && o.status < 300) || o.status === 503),
      JSON.stringify(statuses),
    );
    const storageFull = outcomes.filter((o) => o.body?.code === 'SERVICE.STORAGE_FULL').length;
    check(id, "PostgreSQL's own disk-full error reached the API as 503 SERVICE.STORAGE_FULL", storageFull > 0, `${storageFull} answers`);
    const after = await signUp(baseUrl, 'pgfull-after');
    check(id, 'space back: writes succeed again', after.status === 201, `${after.status}`);
    const db = await pgClient(product.databaseUrl);
    try {
      const { acknowledged, missing } = await acknowledgedMissing(db, outcomes);
      check(id, 'no acknowledged write lost', missing === 0 && acknowledged > 0, `${acknowledged} acknowledged sign-ups, ${missing} missing`);
    } finally {
      await db.end();
    }
  } finally {
    fs.rmSync(filler, { force: true });
    await product?.stop().catch(() => undefined);
    try {
      execFileSync('umount', [clusterDir], { stdio: 'ignore' });
    } catch {
      // busy: the next run unmounts it first
    }
  }
}

// ---------------------------------------------------------------- bad configuration
/** Runs main.js with `env` until it exits, prints "Product running", or the time is up. */
function runMain(env, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [mainJs], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (c) => {
      output += c.toString();
      if (output.includes('Product running at')) {
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, output, ms: Date.now() - started, started: output.includes('Product running at') });
    });
  });
}

export async function badConfig(check, { externalUrl }) {
  const id = 'bad-config';
  log(`\n[${id}] wrong settings stop the start with a sentence naming the variable`);
  const dataDir = path.join(opsDir, 'bad-config');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const common = {
    ...baseEnv,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: 'false',
  };
  const typo = `typo_${Date.now()}`;
  const withDb = (change) => {
    const u = new URL(externalUrl);
    change(u);
    return u.toString();
  };
  const closedPort = await freePort();
  const busyPort = await freePort();
  const busy = http.createServer();
  await new Promise((resolve) => busy.listen(busyPort, '127.0.0.1', resolve));
  const cases = [
    ['DATABASE_URL names a missing database', { DATABASE_URL: withDb((u) => (u.pathname = `/${typo}`)) }, `DATABASE_URL: database "${typo}" does not exist`],
    [
      'DATABASE_URL missing database, DB_MIGRATE_ON_START=false',
      { DATABASE_URL: withDb((u) => (u.pathname = `/${typo}`)), DB_MIGRATE_ON_START: 'false' },
      `DATABASE_URL: database "${typo}" does not exist`,
    ],
    [
      'DATABASE_URL with a wrong password',
      { DATABASE_URL: withDb((u) => (u.password = 'wrong')) },
      'DATABASE_URL: password authentication failed for user "postgres"',
    ],
    [
      'DATABASE_URL at a closed port',
      { DATABASE_URL: withDb((u) => (u.port = String(closedPort))) },
      `DATABASE_URL: nothing accepts connections at 127.0.0.1:${closedPort}`,
    ],
    ['LOG_FILE that cannot be written', { LOG_FILE: '/proc/nonexistent/x.log', DATABASE_URL: externalUrl }, 'LOG_FILE: cannot write /proc/nonexistent/x.log'],
    [
      'PORT held by another program',
      { PORT: String(busyPort), PUBLIC_URL: `http://127.0.0.1:${busyPort}`, DATABASE_URL: externalUrl },
      `PORT: 127.0.0.1:${busyPort} is in use by another program`,
    ],
    ['DATA_DIR that cannot be created', { DATA_DIR: '/proc/nonexistent/data', DATABASE_URL: externalUrl }, 'DATA_DIR: cannot use /proc/nonexistent/data'],
    ['DATA_DIR that is a file', { DATA_DIR: path.join(root, 'package.json'), DATABASE_URL: externalUrl }, 'DATA_DIR: cannot use'],
    [
      'BUSINESS_TIME_ZONE that is no time zone',
      { BUSINESS_TIME_ZONE: 'Mars/Base', DATABASE_URL: externalUrl },
      'BUSINESS_TIME_ZONE: must be an IANA time zone',
    ],
    ['SMTP_URL that is no SMTP URL', { SMTP_URL: 'not-a-url', DATABASE_URL: externalUrl }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [
      'AUTH_JWT_SECRET too short in production',
      { NODE_ENV: 'production', AUTH_JWT_SECRET: 'short', PAYMENT_PROVIDER: 'sandbox', DATABASE_URL: externalUrl },
      'AUTH_JWT_SECRET: must be at least 32 characters',
    ],
  ];
  // "Stops at once": within 30 s, which is Node loading the API on 2 vCPUs shared with other jobs
  // (about 5 s when idle, up to 16 s seen at load average 25); a hang would run into the timeout.
  for (const [name, env, expected] of cases) {
    const r = await runMain({ ...common, ...env }, 45_000);
    const line = r.output.split('\n').find((l) => l.includes(expected.split(':')[0] + ':')) ?? r.output.trim().split('\n').pop();
    const stack = r.output.split('\n').find((l) => /^\s+at \S/.test(l));
    check(
      id,
      `${name}: exit 1 with "${expected}", no stack trace`,
      r.code === 1 && r.output.includes(expected) && !stack && r.ms < 30_000,
      `code ${r.code} in ${r.ms} ms: ${(stack ? `stack trace: ${stack}` : line)?.trim().slice(0, 120)}`,
    );
  }
  busy.close();
  const db = await pgClient(externalUrl);
  try {
    const { rowCount } = await db.query('select 1 from pg_database where datname = $1', [typo]);
    check(id, 'the misspelled database was not created', rowCount === 0, rowCount ? 'created!' : 'absent');
  } finally {
    await db.end();
  }

  // A stale postmaster.pid naming a PID that another program has now (this script's own).
  const pgPort = await freePort();
  const embedded = { ...common, EMBEDDED_PG_PORT: String(pgPort) };
  const first = await runMain(embedded, 120_000);
  check(id, 'embedded start (to have a cluster)', first.started && first.code === 0, `started ${first.started}, exit ${first.code}`);
  const owner = fs.statSync(dataDir).uid;
  check(
    id,
    "DATA_DIR stays its owner's (only DATA_DIR/postgres belongs to the postgres user)",
    owner === process.getuid(),
    `DATA_DIR uid ${owner}, this user ${process.getuid()}`,
  );
  fs.writeFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), `${process.pid}\n${path.join(dataDir, 'postgres')}\n`);
  const stale = await runMain(embedded, 120_000);
  const staleLine = stale.output.split('\n').find((l) => l.includes('was stale'));
  check(
    id,
    'stale postmaster.pid: explained, removed, and the product starts',
    stale.started && !!staleLine,
    staleLine ? staleLine.replace(/.*(postmaster\.pid was stale)/, '$1').slice(0, 110) : stale.output.trim().split('\n').slice(-2).join(' ').slice(0, 160),
  );

  const prod = await runMain({ ...embedded, NODE_ENV: 'production', PUBLIC_URL: '', AUTH_JWT_SECRET: 'x'.repeat(40), PAYMENT_PROVIDER: 'sandbox' }, 120_000);
  const warn = prod.output.split('\n').find((l) => l.includes('NODE_ENV=production without'));
  check(
    id,
    'production without PUBLIC_URL warns at start',
    !!warn && warn.includes('PUBLIC_URL'),
    warn ? warn.replace(/.*(NODE_ENV=production without)/, '$1').slice(0, 110) : `no warning (started ${prod.started})`,
  );
}

// ---------------------------------------------------------------- backup and restore
function runCli(name, args, env, input) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliJs(name), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    if (input !== undefined) child.stdin.end(input);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function fingerprint(db) {
  const { rows: tables } = await db.query(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`,
  );
  const out = {};
  for (const { name } of tables) {
    const { rows } = await db.query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public."${name}" t`,
    );
    out[name] = `${rows[0].n}:${rows[0].md5}`;
  }
  return out;
}

export async function backupRestore(check) {
  const id = 'backup-restore';
  log(`\n[${id}] db:backup while running, db:restore with the product stopped`);
  const dataDir = path.join(opsDir, 'backup');
  // No e-mail delivery here, so that nothing changes the data between the checksum and the backup.
  const env = { ...baseEnv, MAIL_WORKER_ENABLED: 'false' };
  let product = await startProduct({ dataDir, env });
  const cliEnv = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(product.pgPort), LOG_LEVEL: 'warn' };
  const underLoad = path.join(dataDir, 'backups', 'under-load.fwbak.gz');
  const quiet = path.join(dataDir, 'backups', 'quiet.fwbak.gz');
  let db = await pgClient(product.databaseUrl);
  let expected;
  let live;
  try {
    const traffic = load(() => signUp(product.baseUrl, 'backup'), 6);
    await sleep(1000);
    const b0 = await runCli('backup', [underLoad], cliEnv);
    const outcomes = await traffic.stop();
    check(
      id,
      'db:backup while the product serves writes',
      b0.code === 0 && fs.existsSync(underLoad),
      b0.output.trim().split('\n').slice(-1)[0]?.trim().slice(0, 110),
    );
    check(
      id,
      'the product kept answering during the backup',
      outcomes.every((o) => o.status >= 200 && o.status < 300),
      JSON.stringify(countBy(outcomes, (o) => o.status)),
    );
    expected = await fingerprint(db);
    const b1 = await runCli('backup', [quiet], cliEnv);
    check(id, 'db:backup of the quiet database', b1.code === 0, b1.output.trim().split('\n').slice(-1)[0]?.trim().slice(0, 110));
    const refusedRunning = await runCli('restore', [quiet, '--yes'], cliEnv);
    check(
      id,
      'db:restore refuses while the product runs',
      refusedRunning.code === 1 && /the product is running/.test(refusedRunning.output),
      (refusedRunning.output.split('\n').find((l) => l.startsWith('error:')) ?? refusedRunning.output).trim().slice(0, 110),
    );
    // Changes after the backup.
    for (let i = 0; i < 5; i++) await signUp(product.baseUrl, 'after');
    await db.query(`delete from activity_logs where id in (select id from activity_logs limit 3)`);
    await db.query(`update website_content set content_value = content_value || ' (changed)'`);
    live = await fingerprint(db);
  } finally {
    await db.end();
    await product.stop();
  }
  await damagedRestores(check, id, { dataDir, cliEnv, good: quiet, env, live });
  const noYes = await runCli('restore', [quiet], cliEnv);
  check(
    id,
    'db:restore without --yes and no terminal asks for --yes, changes nothing',
    noYes.code === 1 && /--yes/.test(noYes.output),
    noYes.output.trim().split('\n').pop().slice(0, 110),
  );
  const started = Date.now();
  const r0 = await runCli('restore', [underLoad, '--yes'], cliEnv);
  check(
    id,
    'the backup taken under writes restores (one snapshot: every foreign key holds)',
    r0.code === 0,
    (r0.output.split('\n').find((l) => l.startsWith('restored')) ?? r0.output.trim().split('\n').pop()).slice(0, 110),
  );
  const r1 = await runCli('restore', [quiet, '--yes'], cliEnv);
  check(
    id,
    'db:restore --yes with the product stopped',
    r1.code === 0,
    `${r1.output
      .split('\n')
      .find((l) => l.startsWith('restored'))
      ?.slice(0, 90)} (${Date.now() - started} ms for both)`,
  );
  const keptName = /kept as "([^"]+)"/.exec(r1.output)?.[1];
  const kept = await runCli('restore', ['--kept'], cliEnv);
  check(
    id,
    'the replaced database is kept and listed (db:restore -- --kept)',
    !!keptName && kept.code === 0 && kept.output.includes(keptName),
    `${keptName ?? 'no name printed'}; listed: ${kept.output.trim().split('\n').length}`,
  );
  const dropped = await runCli('restore', ['--drop-kept', keptName ?? 'none'], cliEnv);
  check(
    id,
    'a kept database can be dropped (db:restore -- --drop-kept NAME)',
    dropped.code === 0,
    (dropped.output.split('\n').find((l) => l.startsWith('dropped')) ?? dropped.output.trim()).slice(0, 110),
  );
  product = await startProduct({ dataDir, fresh: false, env });
  db = await pgClient(product.databaseUrl);
  try {
    const actual = await fingerprint(db);
    const differing = Object.keys({ ...expected, ...actual }).filter((t) => expected[t] !== actual[t]);
    check(
      id,
      'after the restore: every table has its row count and content checksum of backup time',
      differing.length === 0,
      differing.length ? `differ: ${differing.join(', ')}` : `${Object.keys(actual).length} tables equal`,
    );
    const signin = await request(product.baseUrl, 'POST', '/api/auth/sign-in', { email: 'admin@demo.local', password: 'DemoAdmin123!' });
    check(id, 'the restored product works (admin signs in)', signin.status === 200, `${signin.status}`);
  } finally {
    await db.end();
    await product.stop();
  }
}

/**
 * Damaged files through the real commands, the product stopped: each restore exits 1 with one
 * line and no stack trace, leaves no PostgreSQL running, db:verify refuses the same file, and
 * afterwards every row of the live database is as it was.
 */
async function damagedRestores(check, id, { dataDir, cliEnv, good, env, live }) {
  const bytes = fs.readFileSync(good);
  const lines = zlib.gunzipSync(bytes).toString('utf8').split('\n');
  const usersRow = lines.findIndex((l) => l.startsWith('T {"table":"users"')) + 1;
  const edit = (change) => zlib.gzipSync(change([...lines]).join('\n'));
  const forge = (copy) => {
    let hash;
    let rows = 0;
    return copy.map((line) => {
      if (line.startsWith('T ')) [hash, rows] = [createHash('md5'), 0];
      else if (line.startsWith('R ')) (hash.update(line.slice(2)).update('\n'), rows++);
      else if (line.startsWith('E ')) return `E ${JSON.stringify({ ...JSON.parse(line.slice(2)), rows, md5: hash.digest('hex') })}`;
      return line;
    });
  };
  const damaged = [
    ['cut at half its size', bytes.subarray(0, Math.floor(bytes.length / 2))],
    ['cut 8 bytes short', bytes.subarray(0, bytes.length - 8)],
    ['cut after 700 bytes', bytes.subarray(0, 700)],
    ['corrupt in the middle', Buffer.from(bytes).fill(0x55, bytes.length >> 1, (bytes.length >> 1) + 64)],
    ['not gzip', Buffer.from('id,name\n1,Alice\n')],
    ['another gzip file', zlib.gzipSync('hello world\n')],
    ['empty', Buffer.alloc(0)],
    ['one row edited (checksum mismatch)', edit((c) => ((c[usersRow] = c[usersRow].replace(/"email":"[^"]*"/, '"email":"x@evil.example"')), c))],
  ];
  // Checksums recomputed, so the file itself is consistent (db:verify accepts it): the database
  // refuses the row while loading, after verification.
  const forged = edit((c) => ((c[usersRow] = c[usersRow].replace(/"email":"[^"]*"/, '"email":null')), forge(c)));
  const file = path.join(dataDir, 'backups', 'damaged.fwbak.gz');
  for (const [name, content] of damaged) {
    fs.writeFileSync(file, content);
    const verify = await runCli('verify', [file], cliEnv);
    const r = await runCli('restore', [file, '--yes'], cliEnv);
    const out = r.output.trim().split('\n');
    const message = out.find((l) => l.startsWith('error:')) ?? out.pop();
    const stack = out.find((l) => /^\s+at \S/.test(l));
    const pgLeft = fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
    check(
      id,
      `damaged backup (${name}): restore and verify exit 1 with one sentence, no stack, no PostgreSQL left running`,
      r.code === 1 && verify.code === 1 && !!message?.startsWith('error:') && !stack && !pgLeft,
      `${stack ? `stack: ${stack.trim()}` : message?.slice(0, 100)}${pgLeft ? ' (postmaster.pid left)' : ''}`,
    );
  }
  fs.writeFileSync(file, forged);
  const forgedVerify = await runCli('verify', [file], cliEnv);
  const forgedRestore = await runCli('restore', [file, '--yes'], cliEnv);
  const forgedMessage = forgedRestore.output
    .trim()
    .split('\n')
    .find((l) => l.startsWith('error:'));
  const forgedStack = forgedRestore.output.split('\n').find((l) => /^\s+at \S/.test(l));
  const forgedPgLeft = fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  check(
    id,
    'forged backup (checksums fixed, a row the schema refuses): verify passes, restore fails while loading, one sentence, nothing left running',
    forgedVerify.code === 0 && forgedRestore.code === 1 && !!forgedMessage && !forgedStack && !forgedPgLeft,
    `verify ${forgedVerify.code}; ${forgedStack ? `stack: ${forgedStack.trim()}` : forgedMessage?.slice(0, 100)}${forgedPgLeft ? ' (postmaster.pid left)' : ''}`,
  );
  fs.rmSync(file, { force: true });
  const verified = await runCli('verify', [good], cliEnv);
  check(
    id,
    'db:verify accepts the good backup',
    verified.code === 0 && verified.output.startsWith('ok:'),
    verified.output.trim().split('\n').pop()?.trim().slice(0, 110),
  );
  // No demo seed at this start: it would put back the demo rows deleted after the backup.
  const product = await startProduct({ dataDir, fresh: false, env: { ...env, SEED_DEMO_DATA: 'false' } });
  const db = await pgClient(product.databaseUrl);
  try {
    const now = await fingerprint(db);
    const differing = Object.keys({ ...live, ...now }).filter((t) => live[t] !== now[t]);
    check(
      id,
      'after every damaged restore: every row of the live database is still there',
      differing.length === 0,
      differing.length ? `differ: ${differing.join(', ')}` : `${Object.keys(now).length} tables unchanged`,
    );
  } finally {
    await db.end();
    await product.stop();
  }
}
