// Starts the built product on free loopback ports with a throw-away data folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { freePort } from '../lib/free-port.mjs';
import { embeddedDatabaseUrl } from '../lib/embedded-db-url.mjs';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForReady(url, child, timeoutMs = 120000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the product exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the product did not become ready in time');
}

export default async function globalSetup() {
  const main = path.join(root, 'dist/api/apps/api/src/main.js');
  if (!fs.existsSync(main)) throw new Error('build the product first (npm run build)');
  // In the temp folder: the postgres user must pass through every folder above the cluster.
  const parent = path.join(os.tmpdir(), 'fw-e2e');
  fs.mkdirSync(parent, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(parent, 'run-'));
  if (os.userInfo().uid === 0) execFileSync('chown', ['-R', 'postgres:postgres', parent]);
  const [port, pgPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(root, 'tmp', 'e2e-server.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    MAIL_WORKER_POLL_MS: '200',
    // Every journey is a visitor from 127.0.0.1, and the questionnaire now autosaves a draft in many
    // of them: the per-address hourly limit (20, tested in questionnaire-rate-limit.e2e-spec) would refuse
    // the later journeys of a full run.
    QUESTIONNAIRE_RATE_LIMIT: '1000',
  };
  const child = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', log, log] });
  globalThis.__E2E__ = { child, dataDir };
  await waitForReady(baseUrl, child);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_DATABASE_URL = embeddedDatabaseUrl(dataDir, pgPort);
}
