// `npm run bench:login` (TEST-CATALOGUE bench:login): sustained sign-ins against the product on
// its own DATA_DIR (.data/bench-login), with the default rate limits.
//   1. throughput: the demo client signs in with the right password, each request from another
//      address (X-Forwarded-For, TRUST_PROXY=true), so no per-address limit applies: logins/s with
//      argon2id (19 MiB, 2 passes) on this machine, p50/p99.
//   2. guessing: wrong passwords from one address for the same account: after the per-e-mail (or
//      per-address) limit the answers must be 429, never a 5xx, and no more than the limit get 401.
// Exits 1 on any 5xx, dropped request or unexpected status.
//
// env: BENCH_LOGIN_DURATION (s per phase, 15), BENCH_LOGIN_CONNECTIONS (8)
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureApiBuilt, envInt, log, machineDescription, root, sleep, startProduct, table } from './lib/common.mjs';

const cfg = {
  durationS: envInt('BENCH_LOGIN_DURATION', 15),
  connections: envInt('BENCH_LOGIN_CONNECTIONS', 8),
};
const demo = { email: 'client@demo.local', password: 'DemoClient123!' };

/** One autocannon run; `headersFor(n)` gives the n-th request's extra headers. */
async function run(baseUrl, body, headersFor) {
  let n = 0;
  const statuses = {};
  const result = await autocannon({
    url: baseUrl,
    connections: cfg.connections,
    duration: cfg.durationS,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/sign-in',
        setupRequest: (req) => ({ ...req, headers: { 'content-type': 'application/json', ...headersFor(n++) }, body: JSON.stringify(body) }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  return { result, statuses };
}

async function main() {
  ensureApiBuilt();
  log(`bench:login on ${machineDescription()}`);
  const product = await startProduct({ dataDir: path.join(root, '.data/bench-login'), env: { TRUST_PROXY: 'true' } });
  try {
    const limit = Math.min(Number(product.env.AUTH_RATE_LIMIT_SIGN_IN_PER_IP ?? 30), Number(product.env.AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL ?? 10));
    log(`product ready at ${product.baseUrl}; ${cfg.connections} connections, ${cfg.durationS} s per phase`);
    // Each request from its own address in 10.x.y.z: no address reaches its limit.
    const throughput = await run(product.baseUrl, demo, (n) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }));
    // Let the sign-ins still in flight finish: each success resets the e-mail's failure count.
    await sleep(3000);
    const guessing = await run(product.baseUrl, { email: demo.email, password: 'not-the-password' }, () => ({ 'x-forwarded-for': '192.0.2.1' }));

    const row = (name, { result, statuses }) => [
      name,
      result.requests.average.toFixed(1),
      result.latency.p50,
      result.latency.p99,
      JSON.stringify(statuses),
      result.errors + result.timeouts,
    ];
    log(`\n${table(['phase', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'errors'], [row('right password, many addresses', throughput), row('wrong password, one address', guessing)])}`);

    const verdicts = [];
    const only = (statuses, allowed) => Object.keys(statuses).every((s) => allowed.includes(Number(s)));
    verdicts.push(['throughput: every sign-in 200', only(throughput.statuses, [200]) && (throughput.statuses[200] ?? 0) > 0]);
    verdicts.push([
      `guessing: 401 for the first ${limit} (per e-mail / per address limit), then 429`,
      only(guessing.statuses, [401, 429]) && (guessing.statuses[429] ?? 0) > 0 && (guessing.statuses[401] ?? 0) <= limit,
    ]);
    verdicts.push(['no 5xx, dropped or timed-out requests', throughput.result.errors + throughput.result.timeouts + guessing.result.errors + guessing.result.timeouts === 0]);
    log(`\nlogins/s with argon2id on this machine: ${throughput.result.requests.average.toFixed(1)}`);
    for (const [name, ok] of verdicts) log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
