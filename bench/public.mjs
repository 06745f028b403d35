// `npm run bench:public` (TEST-CATALOGUE bench:public): autocannon, 50 connections for 30 s, on the
// public reads a client's live website makes (its content sections and its published posts, by
// domain), spread over 1,000 generated websites with 20 sections each and 10,000 posts. Records
// requests/s, p50, p99 and the answers; passes when errors + timeouts + non-2xx answers = 0.
// (`npm run bench:api` compares the same content read with a bare floor in short paired rounds.)
//
// env: BENCH_PUBLIC_DURATION (s, 30), BENCH_PUBLIC_CONNECTIONS (50), BENCH_PUBLIC_WEBSITES (1000)
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureApiBuilt, envInt, log, machineDescription, pgClient, root, startProduct, table } from './lib/common.mjs';
import { benchDomain, generateSites, vacuumAnalyze } from './lib/generate.mjs';

const cfg = {
  durationS: envInt('BENCH_PUBLIC_DURATION', 30),
  connections: envInt('BENCH_PUBLIC_CONNECTIONS', 50),
  websites: envInt('BENCH_PUBLIC_WEBSITES', 1000),
};

async function main() {
  ensureApiBuilt();
  log(`bench:public on ${machineDescription()}`);
  log(`settings: ${JSON.stringify(cfg)}`);
  const product = await startProduct({ dataDir: path.join(root, '.data/bench-public') });
  try {
    const db = await pgClient(product.databaseUrl);
    await generateSites(db, { websites: cfg.websites, sectionsPerSite: 20, posts: cfg.websites * 10 });
    await vacuumAnalyze(db);
    await db.end();

    let n = 0;
    const statuses = {};
    // Each request asks for another website, alternating content and posts.
    const publicRead = {
      method: 'GET',
      setupRequest: (req) => {
        const i = n++;
        const domain = benchDomain(1 + ((i >> 1) % cfg.websites));
        return { ...req, path: `/api/public/sites/${domain}/${i % 2 ? 'posts' : 'content'}` };
      },
      onResponse: (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    };
    // Warm-up (JIT, prepared statements, PostgreSQL's cache), not counted.
    await autocannon({ url: product.baseUrl, connections: cfg.connections, duration: 3, requests: [publicRead] });
    for (const key of Object.keys(statuses)) delete statuses[key];
    log(`${cfg.connections} connections for ${cfg.durationS} s on ${product.baseUrl}…`);
    const result = await autocannon({ url: product.baseUrl, connections: cfg.connections, duration: cfg.durationS, requests: [publicRead] });

    log(
      `\n${table(
        ['reads', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'non-2xx', 'statuses'],
        [
          [
            result.requests.total,
            result.requests.average.toFixed(0),
            result.latency.p50,
            result.latency.p99,
            result.latency.max,
            result.errors,
            result.timeouts,
            result.non2xx,
            JSON.stringify(statuses),
          ],
        ],
      )}`,
    );
    const failures = result.errors + result.timeouts + result.non2xx;
    const ok = failures === 0 && result.requests.total > 0;
    log(`${ok ? 'PASS' : 'FAIL'}  errors + timeouts + non-2xx = ${failures} over ${result.requests.total} reads`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
