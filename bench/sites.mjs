// `npm run bench:sites`: clients' websites served by Host header, from the page cache.
//
// 1. starts the built product on embedded PostgreSQL (its own DATA_DIR, free ports);
// 2. generates 1,000 live websites (20 sections each) and 10,000 posts with SQL, with slugs;
// 3. cold render: one request at a time for the home page and a post page of N websites never
//    asked before (each a cache miss: the database reads and the render), p50/p95/max;
// 4. warms the cache with every home page and one post page per website, and writes those exact
//    bytes to files that @fastify/static serves from another process (the floor);
// 5. ABBA rounds (product, floor, floor, product, …) of autocannon with 50 connections on the same
//    2,000 pages (each request a random website; the product by Host header, the floor by path);
// 6. the product's memory (RSS) before and after the cache is warm.
// Targets: cached pages >= 0.8 of the floor's requests/s; cold render p95 <= 15 ms.
//
// env: BENCH_SITES_WEBSITES (1000), BENCH_SITES_CONNECTIONS (50), BENCH_SITES_DURATION (s per run, 5),
//      BENCH_SITES_ROUNDS (ABBA rounds, 2 = 4 runs of each side), BENCH_SITES_COLD (cold pages, 300)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureApiBuilt, envInt, freePort, log, machineDescription, pgClient, root, startProduct, stopChild, table } from './lib/common.mjs';
import { generateSites, vacuumAnalyze } from './lib/generate.mjs';

const cfg = {
  websites: envInt('BENCH_SITES_WEBSITES', 1000),
  connections: envInt('BENCH_SITES_CONNECTIONS', 50),
  duration: envInt('BENCH_SITES_DURATION', 5),
  rounds: envInt('BENCH_SITES_ROUNDS', 2),
  cold: envInt('BENCH_SITES_COLD', 300),
};
const TARGETS = { ratio: 0.8, coldP95Ms: 15 };
const quantile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const siteHost = (i) => `bench-site-${String(i).padStart(5, '0')}.example`;

let product;
const children = [];

/** One GET with a Host header on a kept-alive agent; resolves with status, body and elapsed ms. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(port, host, pathName) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path: pathName, headers: { Host: host }, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', reject);
  });
}

/** CPU time (user + system) the process has used so far, in ms (/proc counts in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function forkFloor(dir) {
  return new Promise((resolve, reject) => {
    freePort().then((port) => {
      const child = fork(path.join(root, 'bench/sites-floor-server.mjs'), [], {
        cwd: root,
        env: { ...process.env, PORT: String(port), ROOT: dir },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      child.once('message', (m) => (m?.type === 'ready' ? resolve({ child, port }) : reject(new Error(JSON.stringify(m)))));
      child.once('exit', (code) => reject(new Error(`floor exited with ${code}`)));
    }, reject);
  });
}

async function run(url, pages, hostHeader, pid) {
  let n = 0;
  const statuses = {};
  const request = {
    method: 'GET',
    setupRequest: (req) => {
      const page = pages[(n++ * 7919) % pages.length];
      return hostHeader ? { ...req, path: page.path, headers: { ...req.headers, host: page.host } } : { ...req, path: page.file };
    },
    onResponse: (status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    },
  };
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: cfg.connections, duration: cfg.duration, requests: [request] });
  // CPU per request barely depends on how many other processes wait for a core, unlike req/s.
  const cpuUsPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, statuses, cpuUsPerRequest };
}

async function main() {
  ensureApiBuilt();
  log(`bench:sites on ${machineDescription()}`);
  log(`settings: ${JSON.stringify(cfg)}`);
  product = await startProduct({ dataDir: path.join(root, '.data/bench-sites'), env: { SEED_DEMO_DATA: 'true' } });
  const db = await pgClient(product.databaseUrl);
  await generateSites(db, { websites: cfg.websites, sectionsPerSite: 20, posts: cfg.websites * 10 });
  // The generator writes raw rows: give them the slugs the product gives its own websites and posts.
  await db.query(`update websites set slug = 'bench-site-' || substr(domain, 12, 5), status = 'live' where domain like 'bench-site-%'`);
  await db.query(`update blog_posts set slug = 'bench-post-' || substr(title, 12) where slug is null`);
  await db.query(`update blog_posts set published = true where website_id in (select id from websites where domain like 'bench-site-%')`);
  const firstPosts = await db.query(
    `select distinct on (w.domain) w.domain, p.slug from websites w join blog_posts p on p.website_id = w.id
      where w.domain like 'bench-site-%' order by w.domain, p.created_at desc`,
  );
  await vacuumAnalyze(db);
  await db.end();
  const postOf = new Map(firstPosts.rows.map((r) => [r.domain, r.slug]));
  const pages = [];
  for (let i = 1; i <= cfg.websites; i += 1) {
    const host = siteHost(i);
    pages.push({ host, path: '/', file: `/${host}/index.html` });
    pages.push({ host, path: `/blog/${postOf.get(host)}`, file: `/${host}/post.html` });
  }

  const rssStart = rssMiB(product.child.pid);
  // Warm the process (JIT, prepared statements) on sites the cold measurement does not use.
  for (let i = 0; i < 40; i += 1) await get(product.port, pages[pages.length - 1 - i].host, pages[pages.length - 1 - i].path);

  const coldMs = [];
  const coldCount = Math.min(cfg.cold, pages.length - 40);
  for (let i = 0; i < coldCount; i += 1) {
    const page = pages[i];
    const answer = await get(product.port, page.host, page.path);
    if (answer.status !== 200) throw new Error(`${page.host}${page.path} answered ${answer.status}`);
    coldMs.push(answer.ms);
  }
  coldMs.sort((a, b) => a - b);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-sites-'));
  let bytes = 0;
  for (const page of pages) {
    const answer = await get(product.port, page.host, page.path);
    if (answer.status !== 200) throw new Error(`${page.host}${page.path} answered ${answer.status}`);
    fs.mkdirSync(path.join(dir, page.host), { recursive: true });
    fs.writeFileSync(path.join(dir, page.file), answer.body);
    bytes += answer.body.length;
  }
  const rssWarm = rssMiB(product.child.pid);
  log(`${pages.length} pages cached (${(bytes / 2 ** 20).toFixed(1)} MiB of HTML, ${Math.round(bytes / pages.length)} bytes each on average)`);

  const floor = await forkFloor(dir);
  const floorUrl = `http://127.0.0.1:${floor.port}`;
  const productPid = product.child.pid;
  await run(product.baseUrl, pages, true, productPid);
  await run(floorUrl, pages, false, floor.child.pid);
  const rows = [];
  const sums = { product: 0, floor: 0, errors: 0 };
  const cpu = { product: 0, floor: 0 };
  for (let round = 1; round <= cfg.rounds; round += 1) {
    for (const side of ['product', 'floor', 'floor', 'product']) {
      const result = side === 'product' ? await run(product.baseUrl, pages, true, productPid) : await run(floorUrl, pages, false, floor.child.pid);
      sums[side] += result.rps;
      cpu[side] += result.cpuUsPerRequest;
      sums.errors += result.errors;
      rows.push([round, side, result.rps.toFixed(0), result.cpuUsPerRequest.toFixed(0), result.p99, result.errors, JSON.stringify(result.statuses)]);
    }
  }
  const rssAfter = rssMiB(product.child.pid);
  const ratio = sums.product / sums.floor;
  const coldP95 = quantile(coldMs, 0.95);

  log(`\n${table(['round', 'side', 'req/s', 'CPU µs/req', 'p99 ms', 'errors', 'statuses'], rows)}`);
  log(
    `\n${table(
      ['measure', 'value', 'target'],
      [
        ['cached pages / floor (req/s)', `${ratio.toFixed(2)}x`, `>= ${TARGETS.ratio}`],
        ['CPU per request, floor / product', `${(cpu.floor / cpu.product).toFixed(2)}x`, '(load-independent view of the ratio)'],
        ['cold render p50', `${quantile(coldMs, 0.5).toFixed(1)} ms`, ''],
        ['cold render p95', `${coldP95.toFixed(1)} ms`, `<= ${TARGETS.coldP95Ms} ms`],
        ['cold render max', `${coldMs[coldMs.length - 1].toFixed(1)} ms`, ''],
        ['product RSS at start', `${rssStart.toFixed(0)} MiB`, ''],
        ['product RSS, 2,000 pages cached', `${rssWarm.toFixed(0)} MiB`, ''],
        ['product RSS after the runs', `${rssAfter.toFixed(0)} MiB`, ''],
      ],
    )}`,
  );
  log(
    `machine after the runs: load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ok = ratio >= TARGETS.ratio && coldP95 <= TARGETS.coldP95Ms && sums.errors === 0;
  log(
    `${ok ? 'PASS' : 'FAIL'}  ratio ${ratio.toFixed(2)} (>= ${TARGETS.ratio}), cold p95 ${coldP95.toFixed(1)} ms (<= ${TARGETS.coldP95Ms}), errors ${sums.errors}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) await stopChild(child, 'SIGTERM', 5000);
    if (product) await product.stop();
    agent.destroy();
  });
