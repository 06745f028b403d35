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
//      BENCH_IMAGES_CONNECTIONS (20), BENCH_IMAGES_ROUNDS (ABBA rounds, 2)
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

async function serve(url) {
  const result = await autocannon({ url, connections: cfg.connections, duration: cfg.duration });
  return { rps: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
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
  const loopFile = path.join(dataDir, 'loop-delay.json');
  const product = await startProduct({
    dataDir: path.join(dataDir, 'product'),
    env: { LOOP_DELAY_FILE: loopFile, OBJECT_STORAGE_DIR: path.join(dataDir, 'media') },
    nodeArgs: ['--import', path.join(root, 'bench/lib/loop-delay-probe.mjs')],
  });
  children.push(product.child);
  const pid = product.child.pid;
  product.child.on('exit', (code, signal) => log(`the product exited (code ${code}, signal ${signal})`));
  const session = await signIn(product.baseUrl, 'client@demo.local', 'DemoClient123!');
  if (!session.ok) throw new Error(`demo client sign-in: ${session.status}`);
  const site = await api(product.baseUrl, 'GET', '/api/my/website', { token: session.token });
  const websiteId = site.body.website.id;

  // The image that step 3 serves, made before the uploads of step 2 fill the queue.
  const small = await fetch(`${product.baseUrl}/api/websites/${websiteId}/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/octet-stream', 'X-Filename': 'serve.jpg' },
    body: await photo(1600, 1200, 85),
  }).then((r) => r.json());
  let image;
  for (let i = 0; i < 600; i++) {
    image = (await api(product.baseUrl, 'GET', `/api/websites/${websiteId}/images/${small.id}`, { token: session.token })).body;
    if (image.status !== 'processing') break;
    await sleep(500);
  }
  let big = await photo(3000, 2800, 100);
  for (let quality = 99; big.length > 10 * 1024 * 1024 && quality > 80; quality -= 3) big = await photo(3000, 2800, quality);
  log(`2. ${cfg.uploads} uploads of a ${(big.length / 2 ** 20).toFixed(2)} MiB JPEG at once`);
  const uploaded = [];
  const uploadOnce = async () => {
    const res = await fetch(`${product.baseUrl}/api/websites/${websiteId}/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/octet-stream', 'X-Filename': 'big.jpg' },
      body: big,
    });
    const body = await res.json().catch(() => ({}));
    if (body.id) uploaded.push(body.id);
    return res.status;
  };
  await uploadOnce();
  await sleep(500);
  const rssBefore = rssMiB(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(pid))), 50);
  process.kill(pid, 'SIGUSR1');
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: cfg.uploads }, uploadOnce));
  const uploadMs = performance.now() - started;
  process.kill(pid, 'SIGUSR2');
  clearInterval(sampler);
  await sleep(300);
  const loop = JSON.parse(fs.readFileSync(loopFile, 'utf8'));
  const byStatus = statuses.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
  const fiveXx = statuses.filter((s) => s >= 500).length;
  // Their variants would keep the product busy during step 3: deleting them empties the queue.
  for (const id of uploaded) await api(product.baseUrl, 'DELETE', `/api/websites/${websiteId}/images/${id}?confirm=true`, { token: session.token });
  log(
    `   ${uploadMs.toFixed(0)} ms; statuses ${JSON.stringify(byStatus)}; loop max ${loop.maxMs} ms (p99 ${loop.p99Ms}); RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MiB`,
  );

  log('3. serving one variant: product against @fastify/static');
  const variant = image.variants.find((v) => v.format === 'avif' && v.width === 640);
  const file = path.join(dataDir, 'media', variant.url.replace(/^\/media\//, 'images/'));
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-images-floor-'));
  fs.copyFileSync(file, path.join(floorDir, 'w640.avif'));
  const floor = await forkFloor(floorDir);
  const sides = { product: `${product.baseUrl}${variant.url}`, floor: `http://127.0.0.1:${floor.port}/w640.avif` };
  await serve(sides.product);
  await serve(sides.floor);
  const sums = { product: 0, floor: 0 };
  let errors = 0;
  const rows = [];
  for (let round = 1; round <= cfg.rounds; round++) {
    for (const side of ['product', 'floor', 'floor', 'product']) {
      const r = await serve(sides[side]);
      sums[side] += r.rps;
      errors += r.errors;
      rows.push([round, side, r.rps.toFixed(0), r.errors]);
    }
  }
  const ratio = sums.product / sums.floor;
  console.log(table(['round', 'side', 'req/s', 'errors'], rows));

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
          `${loop.maxMs} ms`,
          `≤ ${TARGETS.loopDelayMs} ms`,
          verdict(loop.maxMs <= TARGETS.loopDelayMs),
        ],
        [
          'RSS growth in that run',
          `${(rssPeak - rssBefore).toFixed(0)} MiB`,
          `≤ ${TARGETS.rssGrowthMiB} MB`,
          verdict(rssPeak - rssBefore <= TARGETS.rssGrowthMiB),
        ],
        ['5xx in that run', String(fiveXx), '0', verdict(fiveXx === 0)],
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
