// `npm run bench:login` (TEST-CATALOGUE bench:login): sustained sign-ins against the product on
// its own DATA_DIR (.data/bench-login), with the default rate limits.
//   1. throughput: the demo client signs in with the right password, each request from another
//      address (X-Forwarded-For, TRUST_PROXY=true), so no per-address limit applies: logins/s with
//      argon2id (19 MiB, 2 passes) on this machine, p50/p99.
//   2. guessing: wrong passwords from one address for the same account: after the free failures
//      every further attempt must wait a delay that doubles with each failure (429 + Retry-After),
//      never a 5xx; no more 401s than the free failures plus one per elapsed delay.
//   3. the owner meanwhile: the right password from another address still signs in (200), while
//      the guessing goes on (the account is slowed for the guesser, not locked).
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
    const free = Number(product.env.AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES ?? 5);
    const delay = Number(product.env.AUTH_RATE_LIMIT_SIGN_IN_DELAY_SECONDS ?? 1);
    const perIp = Number(product.env.AUTH_RATE_LIMIT_SIGN_IN_PER_IP ?? 30);
    // Waits of delay, 2·delay, 4·delay … fit log2(duration/delay)+1 times into one phase.
    const limit = Math.min(perIp, free + Math.floor(Math.log2(cfg.durationS / delay)) + 1);
    log(`product ready at ${product.baseUrl}; ${cfg.connections} connections, ${cfg.durationS} s per phase`);
    // Each request from its own address in 10.x.y.z: no address reaches its limit.
    const throughput = await run(product.baseUrl, demo, (n) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }));
    // Let the sign-ins still in flight finish: each success resets the e-mail's failure count.
    await sleep(3000);
    const guessingRun = run(product.baseUrl, { email: demo.email, password: 'not-the-password' }, () => ({ 'x-forwarded-for': '192.0.2.1' }));
    // While the guessing runs, the owner signs in from their own address now and then.
    const owner = [];
    const ownerLoop = (async () => {
      for (let i = 0; i < 5; i++) {
        await sleep(Math.max(1000, (cfg.durationS * 1000) / 6));
        const res = await fetch(`${product.baseUrl}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
          body: JSON.stringify(demo),
        }).catch(() => ({ status: 0 }));
        owner.push(res.status);
      }
    })();
    const [guessing] = await Promise.all([guessingRun, ownerLoop]);

    const row = (name, { result, statuses }) => [
      name,
      result.requests.average.toFixed(1),
      result.latency.p50,
      result.latency.p99,
      JSON.stringify(statuses),
      result.errors + result.timeouts,
    ];
    log(
      `\n${table(['phase', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'errors'], [row('right password, many addresses', throughput), row('wrong password, one address', guessing)])}`,
    );

    const verdicts = [];
    const only = (statuses, allowed) => Object.keys(statuses).every((s) => allowed.includes(Number(s)));
    verdicts.push(['throughput: every sign-in 200', only(throughput.statuses, [200]) && (throughput.statuses[200] ?? 0) > 0]);
    verdicts.push([
      `guessing: at most ${limit} answers 401 (${free} free failures, then one per doubling delay from ${delay} s), the rest 429`,
      only(guessing.statuses, [401, 429]) && (guessing.statuses[429] ?? 0) > 0 && (guessing.statuses[401] ?? 0) <= limit,
    ]);
    verdicts.push([
      `the owner from another address during the guessing: ${JSON.stringify(owner)} (all 200)`,
      owner.length > 0 && owner.every((s) => s === 200),
    ]);
    verdicts.push([
      'no 5xx, dropped or timed-out requests',
      throughput.result.errors + throughput.result.timeouts + guessing.result.errors + guessing.result.timeouts === 0,
    ]);
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
