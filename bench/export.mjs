// `npm run bench:export`: the CSV export of an admin list at volume. Starts the product, adds
// BENCH_EXPORT_ROWS paid orders (50,000 unless set) beside a few pending ones, and downloads
// GET /api/admin/orders/export?status=paid as an admin, reading the stream as it comes. Checks:
//   - every paid order arrives once (header + N rows) and no pending one;
//   - the whole download takes at most BENCH_EXPORT_MAX_SECONDS (5);
//   - the API process's resident memory grows by at most BENCH_EXPORT_MAX_GROWTH_MB (96) while
//     streaming (sampled every 50 ms from /proc), i.e. rows are not all held at once: the growth is
//     the V8 heap's churn, the same for 50,000 and 200,000 rows (docs/performance.md).
// Exits 1 otherwise. Linux only (reads /proc for the memory figure).
import fs from 'node:fs';
import path from 'node:path';
import { ensureApiBuilt, envInt, log, machineDescription, pgClient, root, signIn, startProduct, table } from './lib/common.mjs';

const cfg = {
  rows: envInt('BENCH_EXPORT_ROWS', 50_000),
  maxSeconds: envInt('BENCH_EXPORT_MAX_SECONDS', 5),
  maxGrowthMb: envInt('BENCH_EXPORT_MAX_GROWTH_MB', 96),
};

const rssMb = (pid) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

async function main() {
  ensureApiBuilt();
  log(`bench:export on ${machineDescription()}`);
  log(`settings: ${JSON.stringify(cfg)}`);
  // BENCH_PORT / EMBEDDED_PG_PORT pin the ports (free ones otherwise).
  const ports = Object.fromEntries(
    [
      ['PORT', process.env.BENCH_PORT],
      ['EMBEDDED_PG_PORT', process.env.EMBEDDED_PG_PORT],
    ].filter(([, v]) => v),
  );
  const product = await startProduct({ dataDir: path.join(root, '.data/bench-export'), env: ports });
  const db = await pgClient(product.databaseUrl);
  try {
    await db.query(
      `insert into orders (id, kind, provider, checkout_session_id, status, package_id, term_years, items, amount_total, currency, buyer_email, paid_at, created_at)
       select gen_random_uuid(), 'package', 'sandbox', 'cs_bench_' || g, 'paid', 'basic', 1, '[]', 150000 + g, 'usd',
              case when g % 1000 = 0 then '=cmd|calc' || g || '@bench.test' else 'buyer' || g || '@bench.test' end,
              now() - make_interval(secs => g), now() - make_interval(secs => g)
         from generate_series(1, $1::int) g`,
      [cfg.rows],
    );
    await db.query(
      `insert into orders (id, kind, provider, checkout_session_id, status, package_id, term_years, items, amount_total, currency, buyer_email)
       select gen_random_uuid(), 'package', 'sandbox', 'cs_bench_pending_' || g, 'pending', 'basic', 1, '[]', 1000, 'usd', 'pending' || g || '@bench.test' from generate_series(1, 100) g`,
    );
    await db.query('vacuum analyze orders');
    const admin = await signIn(product.baseUrl, 'admin@demo.local', 'DemoAdmin123!');
    if (!admin.ok) throw new Error('the demo admin could not sign in');

    const pid = product.child.pid;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    const started = performance.now();
    const res = await fetch(`${product.baseUrl}/api/admin/orders/export?status=paid`, { headers: { Authorization: `Bearer ${admin.token}` } });
    let bytes = 0;
    let lines = 0;
    let pending = 0;
    let unsafe = 0;
    let firstByteMs = null;
    let rest = '';
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      const text = rest + decoder.decode(chunk, { stream: true });
      const parts = text.split('\r\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        lines++;
        if (line.includes('pending')) pending++;
        if (line.split(',').some((cell) => /^[=+\-@\t\r]/.test(cell))) unsafe++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const growth = peak - before;

    log(
      `\n${table(
        ['status', 'rows', 'MB', 'first byte ms', 'seconds', 'rows/s', 'RSS before MB', 'RSS peak MB', 'growth MB'],
        [
          [
            res.status,
            lines - 1,
            (bytes / 1e6).toFixed(1),
            firstByteMs?.toFixed(0),
            seconds.toFixed(2),
            Math.round((lines - 1) / seconds),
            before.toFixed(0),
            peak.toFixed(0),
            growth.toFixed(0),
          ],
        ],
      )}`,
    );
    const verdicts = [
      [`200 with a header and every one of the ${cfg.rows} paid orders, no pending one`, res.status === 200 && lines === cfg.rows + 1 && pending === 0],
      ['no cell starts a formula', unsafe === 0],
      [`${cfg.rows} rows in at most ${cfg.maxSeconds} s (${seconds.toFixed(2)} s)`, seconds <= cfg.maxSeconds],
      [`resident memory grew by at most ${cfg.maxGrowthMb} MB while streaming (${growth.toFixed(0)} MB)`, growth <= cfg.maxGrowthMb],
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
