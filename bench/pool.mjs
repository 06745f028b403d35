// `npm run bench:pool` (TEST-CATALOGUE bench:pool): five times as many concurrent requests on
// database routes as the API has pool connections. Runs the product with a small pool
// (DB_POOL_MAX=4, DB_ACQUIRE_TIMEOUT_MS=1000 unless set) and checks that queued requests either
// succeed or fail fast with 503 at the acquire timeout, and that none hangs:
//   1. busy: 5 × pool max workers loop for 15 s over the client's content read, the public read and
//      the admin list (each request waits for the previous one of its worker): only 200 and 503,
//      every 503 answered within the acquire timeout plus a margin.
//   2. pool held: a direct PostgreSQL session locks website_content; 5 × pool max public reads at
//      once fill the pool with requests waiting on the lock, the others must get 503 (at about the
//      acquire timeout, not later); once the lock goes (after 3 × the timeout) the held ones answer 200.
//   3. afterwards the same process answers readiness and a read with 200.
// Exits 1 otherwise. Figures: per phase and status, count, p50, p99 and max latency.
//
// env: BENCH_POOL_MAX (4), BENCH_POOL_ACQUIRE_MS (1000), BENCH_POOL_DURATION (15 s)
import path from 'node:path';
import {
  ensureApiBuilt,
  envInt,
  log,
  machineDescription,
  pgClient,
  quantileMs,
  root,
  signIn,
  sleep,
  startProduct,
  table,
  timedRequest,
} from './lib/common.mjs';

const cfg = {
  poolMax: envInt('BENCH_POOL_MAX', 4),
  acquireMs: envInt('BENCH_POOL_ACQUIRE_MS', 1000),
  durationMs: envInt('BENCH_POOL_DURATION', 15) * 1000,
};
const concurrency = cfg.poolMax * 5;
// A 503 may come this much after the acquire timeout (scheduling on a loaded two-core machine).
const marginMs = 1500;
const requestTimeoutMs = 30_000;
const demoDomain = 'sunshinebakery.example';

let baseUrl;

/** One GET: status (0 when dropped or timed out) and duration in ms. */
const timed = (url, token) => timedRequest(baseUrl, 'GET', url, { token, timeoutMs: requestTimeoutMs });

/** Rows of status → count, p50, p99, max. */
function summarize(phase, results) {
  const byStatus = new Map();
  for (const r of results) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r.ms]);
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return [phase, status === 0 ? 'dropped' : status, sorted.length, quantileMs(sorted, 0.5), quantileMs(sorted, 0.99), quantileMs(sorted, 1)];
    });
}

async function busyPhase(tokens) {
  const routes = [
    { url: '/api/my/website', token: tokens.client },
    { url: `/api/public/sites/${demoDomain}/content`, token: undefined },
    { url: '/api/admin/submissions?_start=0&_end=20&_sort=created_at&_order=desc', token: tokens.admin },
  ];
  const results = [];
  const until = Date.now() + cfg.durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let n = w; Date.now() < until; n++) {
        const route = routes[n % routes.length];
        results.push(await timed(route.url, route.token));
      }
    }),
  );
  return results;
}

async function heldPhase(db) {
  const holdMs = cfg.acquireMs * 3;
  await db.query('begin');
  await db.query('lock table website_content in access exclusive mode');
  const lockedAt = performance.now();
  const pending = Array.from({ length: concurrency }, () => timed(`/api/public/sites/${demoDomain}/content`));
  await sleep(holdMs);
  await db.query('rollback');
  const released = performance.now() - lockedAt;
  return { results: await Promise.all(pending), released };
}

async function main() {
  ensureApiBuilt();
  log(`bench:pool on ${machineDescription()}`);
  log(`settings: ${JSON.stringify({ ...cfg, concurrency })}`);
  const product = await startProduct({
    dataDir: path.join(root, '.data/bench-pool'),
    env: { DB_POOL_MAX: String(cfg.poolMax), DB_ACQUIRE_TIMEOUT_MS: String(cfg.acquireMs) },
  });
  baseUrl = product.baseUrl;
  const db = await pgClient(product.databaseUrl);
  try {
    const client = await signIn(baseUrl, 'client@demo.local', 'DemoClient123!');
    const admin = await signIn(baseUrl, 'admin@demo.local', 'DemoAdmin123!');
    if (!client.ok || !admin.ok) throw new Error('the demo accounts could not sign in');

    log(`1. ${concurrency} workers for ${cfg.durationMs / 1000} s on a pool of ${cfg.poolMax}…`);
    const busy = await busyPhase({ client: client.token, admin: admin.token });
    log(`2. website_content locked for ${cfg.acquireMs * 3} ms under ${concurrency} public reads…`);
    const held = await heldPhase(db);
    const ready = await timed('/api/health/ready');
    const read = await timed(`/api/public/sites/${demoDomain}/content`);

    log(`\n${table(['phase', 'status', 'requests', 'p50 ms', 'p99 ms', 'max ms'], [...summarize('busy', busy), ...summarize('pool held', held.results)])}`);
    log(`lock released after ${held.released.toFixed(0)} ms; afterwards readiness ${ready.status}, public read ${read.status}`);

    const only = (results, allowed) => results.every((r) => allowed.includes(r.status));
    const refused = (results) => results.filter((r) => r.status === 503);
    const fastRefusals = (results) => refused(results).every((r) => r.ms <= cfg.acquireMs + marginMs);
    const heldOk = held.results.filter((r) => r.status === 200);
    const verdicts = [
      ['busy: every answer 200 or 503, none dropped or timed out', only(busy, [200, 503]) && busy.some((r) => r.status === 200)],
      [`busy: every 503 within the acquire timeout + ${marginMs} ms`, fastRefusals(busy)],
      [`pool held: every answer 200 or 503 (${refused(held.results).length} refused, ${heldOk.length} served)`, only(held.results, [200, 503])],
      [
        `pool held: the requests beyond the pool were refused with 503 within the acquire timeout + ${marginMs} ms, before the lock went`,
        refused(held.results).length >= concurrency - cfg.poolMax && fastRefusals(held.results) && refused(held.results).every((r) => r.ms < held.released),
      ],
      [
        'pool held: the ones holding a connection were served once the lock went',
        heldOk.every((r) => r.ms >= held.released - 50 && r.ms <= held.released + marginMs),
      ],
      ['afterwards: readiness and a read answer 200 from the same process', ready.status === 200 && read.status === 200 && product.exited === null],
    ];
    for (const [name, ok] of verdicts) log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await db.end();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
