// Shared plumbing for the bench, load and fault scripts: the product as a child process on its own
// data folder and ports, a direct PostgreSQL client, token minting, and table printing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import pg from 'pg';
import { freePort } from '../../tools/lib/free-port.mjs';
import { embeddedDatabaseUrl } from '../../tools/lib/embedded-db-url.mjs';

export { freePort };

export const root = path.resolve(import.meta.dirname, '../..');
export const mainJs = path.join(root, 'dist/api/apps/api/src/main.js');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function envInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return value;
}

export function log(message) {
  process.stdout.write(`${message}\n`);
}

/** The newest modification time (ms) of the API's sources (apps/api/src, libs/api, libs/shared). */
function newestApiSource() {
  let newest = 0;
  const visit = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['apps/api/src', 'libs/api', 'libs/shared']) visit(path.join(root, dir));
  return newest;
}

/**
 * Builds the API with SWC when dist is missing or older than a source file (a stale build would
 * measure other code than the one checked out), or when BENCH_REBUILD=true.
 */
export function ensureApiBuilt() {
  const stale = !fs.existsSync(mainJs) || fs.statSync(mainJs).mtimeMs < newestApiSource();
  if (!stale && process.env.BENCH_REBUILD !== 'true') return;
  log('building the API (node tools/build-api.mjs)');
  const result = spawnSync(process.execPath, ['tools/build-api.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('API build failed');
}

/**
 * Starts `node dist/api/apps/api/src/main.js` (or `main`, another build's) with its own DATA_DIR and ports. Resolves once
 * /api/health/ready answers 200. `fresh` wipes the data folder first (a new embedded cluster).
 */
export async function startProduct({ dataDir, env = {}, fresh = true, quiet = true, readyTimeoutMs = 120_000, nodeArgs = [], main = mainJs }) {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const pgPort = env.EMBEDDED_PG_PORT ? Number(env.EMBEDDED_PG_PORT) : await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    EMBEDDED_PG_PORT: String(pgPort),
    ...env,
  };
  const logFile = path.join(dataDir, 'product.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, main], {
    cwd: root,
    env: fullEnv,
    stdio: ['ignore', quiet ? out : 'inherit', quiet ? out : 'inherit'],
  });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`the product exited during start (${JSON.stringify(exited)}); see ${logFile}:\n${tail(logFile)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health/ready`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > readyTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the product did not become ready in ${readyTimeoutMs} ms; see ${logFile}`);
    }
    await sleep(250);
  }
  return {
    child,
    baseUrl,
    port,
    pgPort,
    env: fullEnv,
    logFile,
    // The embedded server's random superuser password is on disk once the product started.
    get databaseUrl() {
      return embeddedDatabaseUrl(dataDir, pgPort);
    },
    get exited() {
      return exited;
    },
    /** SIGTERM and wait (the product stops its embedded PostgreSQL on the way out). */
    stop: (signal = 'SIGTERM', timeoutMs = 30_000) => stopChild(child, signal, timeoutMs),
  };
}

export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export function stopChild(child, signal = 'SIGTERM', timeoutMs = 30_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function pgClient(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The fetch options of a JSON call: the body as JSON, the bearer token, extra headers. */
function jsonRequest(method, { body, token, headers = {} }) {
  return {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  };
}

/** JSON over fetch; throws with the answer's body on an unexpected status. */
export async function api(baseUrl, method, url, { body, token, headers = {}, expect } = {}) {
  const res = await fetch(`${baseUrl}${url}`, jsonRequest(method, { body, token, headers }));
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (expect !== undefined && ![].concat(expect).includes(res.status)) {
    throw new Error(`${method} ${url} answered ${res.status} (expected ${expect}): ${text.slice(0, 500)}`);
  }
  return { status: res.status, body: json, headers: res.headers };
}

/**
 * One request, timed, that never throws: status (0 when dropped or timed out), ms, the raw text,
 * the body parsed when it is JSON, and `failure` ('timeout' or 'network') with its message.
 */
export async function timedRequest(baseUrl, method, url, { body, token, headers = {}, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${url}`, { ...jsonRequest(method, { body, token, headers }), signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let json;
    try {
      json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, ms: performance.now() - started, text, body: json };
  } catch (error) {
    const failure = error?.name === 'TimeoutError' ? 'timeout' : 'network';
    return { status: 0, ms: performance.now() - started, failure, message: String(error?.message ?? error) };
  }
}

/** The p-quantile (0..1) of milliseconds sorted ascending, rounded; '' when there are none. */
export function quantileMs(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(0) : '';
}

export async function signIn(baseUrl, email, password) {
  const res = await api(baseUrl, 'POST', '/api/auth/sign-in', { body: { email, password } });
  if (res.status !== 200) return { ok: false, status: res.status, body: res.body };
  return { ok: true, token: res.body.access_token, user: res.body.user };
}

/**
 * An HS256 access token exactly as AccessTokenService issues it (needs AUTH_JWT_SECRET), for a new
 * session written straight into refresh_tokens: the API refuses a token that names no live session.
 */
export async function mintAccessToken(db, { secret, issuer, audience = 'floridaweb-api', sub, email, ttlSeconds = 3600 }) {
  const sid = randomUUID();
  await db.query(`insert into refresh_tokens (id, user_id, family_id, token_hash, expires_at) values ($1, $2, $3, $4, now() + interval '30 days')`, [
    randomUUID(),
    sub,
    sid,
    randomBytes(32).toString('hex'),
  ]);
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const payload = b64({ sub, sid, email, iat: now, exp: now + ttlSeconds, aud: audience, iss: issuer });
  const signature = createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url');
  return `${head}.${payload}.${signature}`;
}

export const randomSecret = () => randomBytes(48).toString('base64url');

export function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map((c) => (c === undefined || c === null ? '' : String(c))));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const numeric = headers.map((_, i) => cells.slice(1).every((r) => r[i] === '' || /^-?[\d.,]+( ?(ms|s|KB|x|%))?$/.test(r[i])));
  const line = (r) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** One line naming the machine the figures come from. */
export function machineDescription() {
  const cpus = os.cpus();
  const model = cpus[0]?.model?.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${cpus.length} × ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.versions.node}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}${cpuPressure()}${cpuSteal()}`;
}

/** CPU time counters from /proc/stat (Linux): total and stolen, in ticks; null elsewhere. */
function cpuTicks() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.slice(0, 8).reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}
const ticksAtStart = cpuTicks();

/**
 * The share of CPU time since this script started that the hypervisor gave to other guests
 * ("steal"): when it is high, everything here ran slower than the machine can, floor included.
 */
function cpuSteal() {
  const now = cpuTicks();
  if (!now || !ticksAtStart || now.total - ticksAtStart.total < 1000) return '';
  return `, CPU steal ${(((now.steal - ticksAtStart.steal) / (now.total - ticksAtStart.total)) * 100).toFixed(1)}% (since start)`;
}

/**
 * Linux's CPU pressure (share of the last minute in which runnable work waited for a CPU). On a
 * virtual machine it stays high even when nothing runs here if the host is busy: figures taken
 * then are not comparable with others.
 */
function cpuPressure() {
  try {
    const some = /^some .*avg60=([\d.]+)/m.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    return some === undefined ? '' : `, CPU pressure ${some}% (last minute)`;
  } catch {
    return '';
  }
}
