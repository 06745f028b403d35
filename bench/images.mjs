// `npm run bench:images`: the media library's costs, against the targets of docs/performance.md.
//
// 1. one 12-megapixel JPEG into every variant (AVIF, WebP, JPEG at each width, plus the
//    placeholder) with the product's own processor, in this process: median of N runs;
// 2. the built product on embedded PostgreSQL (its own DATA_DIR, free ports), with a probe of its
//    event loop; 20 uploads of a 10 MB JPEG at once by the demo client: the loop's worst delay,
//    the RSS growth (sampled every 50 ms) and any 5xx;
// 3. a 640-pixel AVIF variant served by the product (/media/…, content-hashed) against
//    @fastify/static serving the same file from another process: autocannon, ABBA rounds.
// Targets: variants <= 2 s; loop delay <= 50 ms; RSS growth <= 300 MB with no 5xx; serving >= 0.8.
//
// env: BENCH_IMAGES_RUNS (variant runs, 3), BENCH_IMAGES_UPLOADS (20), BENCH_IMAGES_DURATION (s per run, 5),
//      BENCH_IMAGES_CONNECTIONS (20), BENCH_IMAGES_ROUNDS (ABBA rounds, 2),
//      BENCH_IMAGES_UPLOAD_ROUNDS (rounds of step 2, 1), BENCH_IMAGES_BASELINE (another build's dist/api
//      folder, e.g. main's copied aside: step 2 then runs on both in ABBA rounds, on the same machine at the same time)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { api, ensureApiBuilt, envInt, freePort, log, machineDescription, root, signIn, sleep, startProduct, stopChild, table } from './lib/common.mjs';

const cfg = {
  runs: envInt('BENCH_IMAGES_RUNS', 3),
  uploads: envInt('BENCH_IMAGES_UPLOADS', 20),
  duration: envInt('BENCH_IMAGES_DURATION', 5),
  connections: envInt('BENCH_IMAGES_CONNECTIONS', 20),
  rounds: envInt('BENCH_IMAGES_ROUNDS', 2),
  uploadRounds: envInt('BENCH_IMAGES_UPLOAD_ROUNDS', 1),
  baseline: process.env.BENCH_IMAGES_BASELINE,
};
const TARGETS = { variantsMs: 2000, loopDelayMs: 50, rssGrowthMiB: 300, ratio: 0.8 };
const children = [];

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A photo-like JPEG: smooth gradients with noise, so encoders work as hard as on a real photo. */
async function photo(width, height, quality) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const noise = (seed >>> 24) % 48;
      pixels[i++] = ((x * 255) / width + noise) & 255;
      pixels[i++] = ((y * 255) / height + noise) & 255;
      pixels[i++] = (((x + y) * 128) / (width + height) + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

async function variantsOfTwelveMegapixels() {
  const require = createRequire(import.meta.url);
  const { SharpImageProcessorAdapter } = require(path.join(root, 'dist/api/libs/api/media/infrastructure/src/images/sharp-image-processor.adapter.js'));
  const processor = new SharpImageProcessorAdapter();
  const source = await photo(4000, 3000, 90);
  const times = [];
  let count = 0;
  for (let i = 0; i < cfg.runs; i++) {
    const started = performance.now();
    const result = await processor.process(source, { formats: ['avif', 'webp', 'jpeg'] });
    times.push(performance.now() - started);
    count = result.variants.length;
  }
  times.sort((a, b) => a - b);
  return { sourceBytes: source.length, variants: count, medianMs: times[Math.floor(times.length / 2)], allMs: times.map((t) => Math.round(t)) };
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

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** req/s, errors, and the serving process's CPU time per request (a figure that does not depend on the machine's load). */
async function serve(url, pid) {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections: cfg.connections, duration: cfg.duration });
  const cpuPerRequestMs = (cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx, cpuPerRequestMs };
}

/** A product for step 2, signed in as the demo client, with the probe of its event loop loaded. */
async function startForUploads(build, dataDir) {
  const loopFile = path.join(dataDir, 'loop-delay.json');
  const mediaDir = path.join(dataDir, 'media');
  const product = await startProduct({
    dataDir: path.join(dataDir, 'product'),
    main: build.main,
    env: { LOOP_DELAY_FILE: loopFile, OBJECT_STORAGE_DIR: mediaDir },
    nodeArgs: ['--import', path.join(root, 'bench/lib/loop-delay-probe.mjs')],
  });
  children.push(product.child);
  product.child.on('exit', (code, signal) => log(`${build.label} exited (code ${code}, signal ${signal})`));
  const session = await signIn(product.baseUrl, 'client@demo.local', 'DemoClient123!');
  if (!session.ok) throw new Error(`demo client sign-in: ${session.status}`);
  const site = await api(product.baseUrl, 'GET', '/api/my/website', { token: session.token });
  return { ...product, label: build.label, loopFile, mediaDir, token: session.token, websiteId: site.body.website.id, rounds: 0 };
}

/** One upload; a dropped connection counts as status 0 (with its error code) rather than ending the run. */
async function uploadImage(p, body, filename) {
  try {
    const res = await fetch(`${p.baseUrl}/api/websites/${p.websiteId}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${p.token}`, 'Content-Type': 'application/octet-stream', 'X-Filename': filename },
      body,
    });
    const answer = await res.json().catch(() => ({}));
    return { status: res.status, id: answer.id };
  } catch (error) {
    return { status: 0, failure: error?.cause?.code ?? error?.message ?? 'network' };
  }
}

async function deleteImages(p, ids) {
  for (const id of ids) if (id) await api(p.baseUrl, 'DELETE', `/api/websites/${p.websiteId}/images/${id}?confirm=true`, { token: p.token });
}

/** The image once its variants job has finished (or failed). */
async function untilProcessed(p, id) {
  for (let i = 0; ; i++) {
    const image = (await api(p.baseUrl, 'GET', `/api/websites/${p.websiteId}/images/${id}`, { token: p.token })).body;
    if (image.status !== 'processing' || i >= 600) return image;
    await sleep(500);
  }
}

/**
 * Waits (up to 20 s) until these processes use under a tenth of a core together: a job of the
 * previous round, still rendering an image its round deleted, would load the next round.
 */
async function untilIdle(pids) {
  for (let i = 0; i < 40; i++) {
    const before = pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
    await sleep(500);
    if (pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0) - before < 50) return;
  }
}

/** The products' processes. */
const productPids = (products) => products.map((q) => q.child.pid);

/** cfg.uploads uploads at once, with the probe's window around them and RSS sampled every 50 ms. */
async function uploadRound(p, big, products) {
  const pid = p.child.pid;
  // Every product measured in this run: in ABBA rounds the other build's leftovers load this one's round.
  await untilIdle(productPids(products));
  await sleep(1000);
  const rssBefore = rssMiB(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pid))), 50);
  const load = os.loadavg()[0].toFixed(1);
  process.kill(pid, 'SIGUSR1');
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: cfg.uploads }, () => uploadImage(p, big, 'big.jpg')));
  const uploadMs = Math.round(performance.now() - started);
  process.kill(pid, 'SIGUSR2');
  clearInterval(sampler);
  await sleep(300);
  const loop = JSON.parse(fs.readFileSync(p.loopFile, 'utf8'));
  const byStatus = results.reduce((m, r) => ({ ...m, [r.failure ?? r.status]: (m[r.failure ?? r.status] ?? 0) + 1 }), {});
  // Their variants would keep the product busy during the next round and step 3: deleting them empties the queue.
  await deleteImages(
    p,
    results.map((r) => r.id),
  );
  return {
    load,
    uploadMs,
    loop,
    rssGrowthMiB: Math.round(rssPeak - rssBefore),
    byStatus,
    failed: results.filter((r) => r.status === 0 || r.status >= 500).length,
    fresh: p.rounds++ === 0,
  };
}

async function main() {
  log(machineDescription());
  ensureApiBuilt();

  log(`1. one 12-megapixel JPEG into every variant (${cfg.runs} runs)`);
  const variants = await variantsOfTwelveMegapixels();
  log(
    `   ${variants.variants} variants from ${(variants.sourceBytes / 2 ** 20).toFixed(1)} MiB: median ${variants.medianMs.toFixed(0)} ms (${variants.allMs.join(', ')})`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-images-'));
  // The embedded database runs as the postgres user, which must be able to pass through.
  fs.chmodSync(dataDir, 0o711);
  const builds = [{ label: 'this build', main: undefined }];
  if (cfg.baseline) builds.push({ label: 'baseline', main: path.resolve(cfg.baseline, 'apps/api/src/main.js') });
  const products = [];
  for (const [index, build] of builds.entries()) products.push(await startForUploads(build, path.join(dataDir, `product-${index}`)));
  const product = products[0];

  // The image that step 3 serves, made before the uploads of step 2 fill the queue.
  const served = await photo(1600, 1200, 85);
  for (const p of products) p.image = await untilProcessed(p, (await uploadImage(p, served, 'serve.jpg')).id);
  let big = await photo(3000, 2800, 100);
  for (let quality = 99; big.length > 10 * 1024 * 1024 && quality > 80; quality -= 3) big = await photo(3000, 2800, quality);
  log(
    `2. ${cfg.uploads} uploads of a ${(big.length / 2 ** 20).toFixed(2)} MiB JPEG at once, ${cfg.uploadRounds} round(s)${cfg.baseline ? ' per build, ABBA' : ''}`,
  );
  // Waited for: a variants job still running from the warm-up would load only the round that comes first.
  for (const p of products) {
    const id = (await uploadImage(p, big, 'warm-up.jpg')).id;
    await untilProcessed(p, id);
    await deleteImages(p, [id]);
  }
  const rounds = [];
  for (let round = 1; round <= cfg.uploadRounds; round++) {
    for (const p of round % 2 ? products : [...products].reverse()) {
      const figures = await uploadRound(p, big, products);
      rounds.push({ round, label: p.label, ...figures });
      log(`   round ${round}, ${p.label}: ${JSON.stringify(figures)}`);
    }
  }
  console.log(
    table(
      ['round', 'build', 'load (1 min)', 'loop max (p99, mean) ms', 'main thread CPU / upload', 'process CPU / upload', 'RSS growth', 'statuses'],
      rounds.map((r) => [
        r.round,
        r.label,
        r.load,
        `${r.loop.maxMs} (${r.loop.p99Ms}, ${r.loop.meanMs})`,
        `${(r.loop.mainThreadCpuMs / cfg.uploads).toFixed(1)} ms`,
        `${(r.loop.processCpuMs / cfg.uploads).toFixed(1)} ms`,
        `${r.rssGrowthMiB} MiB${r.fresh ? '' : ' *'}`,
        JSON.stringify(r.byStatus),
      ]),
    ),
  );
  if (rounds.some((r) => !r.fresh)) log('   * after an earlier round in the same process: the heap and allocator already hold what the first round grew');
  // This build's first round is the figure the targets judge (a fresh process, as before).
  const judged = rounds.find((r) => r.label === product.label);

  log(`3. serving one variant: product${cfg.baseline ? ' and baseline' : ''} against @fastify/static`);
  await untilIdle(productPids(products));
  const variantOf = (p) => p.image.variants.find((v) => v.format === 'avif' && v.width === 640);
  const file = path.join(product.mediaDir, variantOf(product).url.replace(/^\/media\//, 'images/'));
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-images-floor-'));
  fs.copyFileSync(file, path.join(floorDir, 'w640.avif'));
  const floor = await forkFloor(floorDir);
  const sides = {
    product: { url: `${product.baseUrl}${variantOf(product).url}`, pid: product.child.pid },
    floor: { url: `http://127.0.0.1:${floor.port}/w640.avif`, pid: floor.child.pid },
  };
  if (cfg.baseline) sides.baseline = { url: `${products[1].baseUrl}${variantOf(products[1]).url}`, pid: products[1].child.pid };
  for (const side of Object.values(sides)) await serve(side.url, side.pid);
  const sums = { product: 0, floor: 0, baseline: 0 };
  const cpu = { product: [], floor: [], baseline: [] };
  let errors = 0;
  const rows = [];
  const order = cfg.baseline ? ['product', 'floor', 'baseline', 'baseline', 'floor', 'product'] : ['product', 'floor', 'floor', 'product'];
  for (let round = 1; round <= cfg.rounds; round++) {
    for (const side of order) {
      const r = await serve(sides[side].url, sides[side].pid);
      sums[side] += r.rps;
      errors += r.errors;
      cpu[side].push(r.cpuPerRequestMs);
      rows.push([round, side, r.rps.toFixed(0), r.cpuPerRequestMs.toFixed(3), r.errors]);
    }
  }
  console.log(table(['round', 'side', 'req/s', 'CPU ms / request', 'errors'], rows));
  const meanCpu = (side) => (cpu[side].reduce((a, b) => a + b, 0) / cpu[side].length).toFixed(3);
  log(
    `   CPU per request: product ${meanCpu('product')} ms, @fastify/static ${meanCpu('floor')} ms${cfg.baseline ? `, baseline ${meanCpu('baseline')} ms` : ''}`,
  );
  if (cfg.baseline) log(`   baseline / @fastify/static: ${(sums.baseline / sums.floor).toFixed(2)}x`);
  const ratio = sums.product / sums.floor;

  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    table(
      ['measure', 'figure', 'target', ''],
      [
        [
          '12 MP JPEG → every variant (median)',
          `${variants.medianMs.toFixed(0)} ms`,
          `≤ ${TARGETS.variantsMs} ms`,
          verdict(variants.medianMs <= TARGETS.variantsMs),
        ],
        [
          `event loop worst delay, ${cfg.uploads} × 10 MB uploads`,
          `${judged.loop.maxMs} ms`,
          `≤ ${TARGETS.loopDelayMs} ms`,
          verdict(judged.loop.maxMs <= TARGETS.loopDelayMs),
        ],
        ['RSS growth in that run', `${judged.rssGrowthMiB} MiB`, `≤ ${TARGETS.rssGrowthMiB} MB`, verdict(judged.rssGrowthMiB <= TARGETS.rssGrowthMiB)],
        ['5xx or dropped uploads in that run', String(judged.failed), '0', verdict(judged.failed === 0)],
        [
          'serving / @fastify/static',
          `${ratio.toFixed(2)}x (${(sums.product / (2 * cfg.rounds)).toFixed(0)} / ${(sums.floor / (2 * cfg.rounds)).toFixed(0)} req/s)`,
          `≥ ${TARGETS.ratio}`,
          verdict(ratio >= TARGETS.ratio),
        ],
        ['serving errors', String(errors), '0', verdict(errors === 0)],
      ],
    ),
  );
  log(machineDescription());
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) await stopChild(child).catch(() => undefined);
  });
