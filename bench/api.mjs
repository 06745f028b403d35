// `npm run bench:api`: the API under autocannon next to its floor (bare Fastify + pg, same SQL).
//
// 1. starts the built product (node dist/api/apps/api/src/main.js) on embedded PostgreSQL with its
//    own DATA_DIR (.data/bench), free ports, demo data, LOG_LEVEL=warn;
// 2. generates rows with SQL: 1,000 editors with a website of 20 sections each, 10,000 posts,
//    first 1,000 then 50,000 questionnaire submissions; VACUUM ANALYZE;
// 3. signs in as the demo client and admin through the API;
// 4. from a second process (bench/driver.mjs) runs autocannon against the API and against
//    bench/floor-server.mjs, one scenario at a time, and prints req/s, p50, p99, errors and the
//    ratio to the floor, the admin list at 1,000 vs 50,000 rows, and the query plans.
//
// env: BENCH_DURATION (s per read run, 5), BENCH_ROUNDS (paired rounds of each read, 6), BENCH_WRITE_DURATION (s per write run, 5),
//      BENCH_WRITE_ROUNDS (paired rounds of each write, 4), BENCH_CONNECTIONS (50), BENCH_WRITE_CONNECTIONS (10),
//      BENCH_WARMUP (s, 2), BENCH_WEBSITES (1000), BENCH_POSTS (10000), BENCH_SUBMISSIONS (50000),
//      BENCH_SMALL_SUBMISSIONS (1000), BENCH_ONLY (comma list of scenario ids), BENCH_REBUILD
import fs from 'node:fs';
import path from 'node:path';
import { fork } from 'node:child_process';
import {
  api,
  ensureApiBuilt,
  envInt,
  log,
  machineDescription,
  mintAccessToken,
  pgClient,
  randomSecret,
  root,
  signIn,
  startProduct,
  stopChild,
  table,
} from './lib/common.mjs';
import { benchDomain, benchEmail, generateSites, generateSubmissions, rowCounts, vacuumAnalyze } from './lib/generate.mjs';

const cfg = {
  duration: envInt('BENCH_DURATION', 5),
  rounds: envInt('BENCH_ROUNDS', 6),
  writeDuration: envInt('BENCH_WRITE_DURATION', 5),
  writeRounds: envInt('BENCH_WRITE_ROUNDS', 4),
  connections: envInt('BENCH_CONNECTIONS', 50),
  writeConnections: envInt('BENCH_WRITE_CONNECTIONS', 10),
  warmup: envInt('BENCH_WARMUP', 2),
  websites: envInt('BENCH_WEBSITES', 1000),
  sections: 20,
  posts: envInt('BENCH_POSTS', 10000),
  submissions: envInt('BENCH_SUBMISSIONS', 50000),
  smallSubmissions: envInt('BENCH_SMALL_SUBMISSIONS', 1000),
  only: process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null,
};
// Reads ≥ 0.6 and writes ≥ 0.5 of the floor, the median of paired rounds (docs/performance.md, bench:api).
const TARGETS = { readRatio: 0.6, writeRatio: { 'content-save': 0.5, 'questionnaire-patch': 0.5 }, p99Ms: 50, flatness: 2 };
const demo = {
  client: { email: 'client@demo.local', password: 'DemoClient123!', id: '00000000-0000-4000-8000-000000000002' },
  admin: { email: 'admin@demo.local', password: 'DemoAdmin123!', id: '00000000-0000-4000-8000-000000000001' },
};
const adminListPath = '/api/admin/submissions?_start=0&_end=10&_sort=created_at&_order=desc';

const children = [];
let product;

async function cleanup() {
  for (const child of children) await stopChild(child, 'SIGTERM', 5000);
  if (product) await product.stop();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

function forkReady(script, env = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'bench', script), [], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    child.once('message', (m) => (m?.type === 'ready' ? resolve({ child, port: m.port }) : reject(new Error(`${script}: ${JSON.stringify(m)}`))));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

let nextId = 0;
function drive(driver, scenario) {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const onMessage = (m) => {
      if (m?.id !== id) return;
      driver.off('message', onMessage);
      if (m.type === 'result') resolve(m.result);
      else reject(new Error(m.message));
    };
    driver.on('message', onMessage);
    driver.send({ type: 'run', id, scenario });
  });
}

async function main() {
  const started = Date.now();
  log(`bench:api on ${machineDescription()}`);
  log(`settings: ${JSON.stringify({ ...cfg, only: cfg.only ? [...cfg.only] : 'all' })}`);
  ensureApiBuilt();

  const secret = randomSecret();
  const productEnv = {
    AUTH_JWT_SECRET: secret,
    AUTH_ACCESS_TOKEN_TTL_SECONDS: '3600',
    AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    // Only for this run: many drafts are created from one loopback address.
    QUESTIONNAIRE_RATE_LIMIT: process.env.QUESTIONNAIRE_RATE_LIMIT ?? '100000',
    CONTACT_RATE_LIMIT: process.env.CONTACT_RATE_LIMIT ?? '100000',
  };
  log('starting the product (.data/bench, embedded PostgreSQL, demo data)…');
  product = await startProduct({ dataDir: path.join(root, '.data/bench'), env: productEnv });
  // pg_stat_statements (shipped with the embedded binaries) shows the SQL the API really sends,
  // how many statements a request costs and the database time per request. It must be preloaded:
  // set it in the cluster's postgresql.auto.conf and restart the product once.
  {
    const db0 = await pgClient(product.databaseUrl);
    await db0.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
    await db0.query(`alter system set pg_stat_statements.max = 10000`);
    await db0.end();
    const { port, pgPort } = product;
    await product.stop();
    product = await startProduct({
      dataDir: path.join(root, '.data/bench'),
      fresh: false,
      env: { ...productEnv, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort) },
    });
  }
  log(`product ready at ${product.baseUrl} (PostgreSQL on port ${product.pgPort}), log: ${path.relative(root, product.logFile)}`);
  const mint = (sub, email) => mintAccessToken(db, { secret, issuer: product.baseUrl, sub, email });
  const db = await pgClient(product.databaseUrl);
  await db.query('create extension if not exists pg_stat_statements');

  let t = Date.now();
  await generateSites(db, { websites: cfg.websites, sectionsPerSite: cfg.sections, posts: cfg.posts });
  await generateSubmissions(db, cfg.smallSubmissions, 0);
  await vacuumAnalyze(db);
  log(`generated rows in ${((Date.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(await rowCounts(db))}`);

  const tokens = {};
  for (const who of ['client', 'admin']) {
    const res = await signIn(product.baseUrl, demo[who].email, demo[who].password);
    if (res.ok) {
      tokens[who] = res.token;
      log(`signed in as the demo ${who} through POST /api/auth/sign-in`);
    } else {
      tokens[who] = await mint(demo[who].id, demo[who].email);
      log(`sign-in as demo ${who} answered ${res.status}: using a token minted with the run's AUTH_JWT_SECRET instead`);
    }
  }

  const { child: driver } = await forkReady('driver.mjs');
  const { child: floorChild, port: floorPort } = await forkReady('floor-server.mjs', {
    PORT: '0',
    DATABASE_URL: product.databaseUrl,
    JWT_SECRET: secret,
    JWT_ISSUER: product.baseUrl,
    POOL_MAX: product.env.DB_POOL_MAX ?? '10',
  });
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  const targets = { api: product.baseUrl, floor: floorUrl };
  const pids = { api: product.child.pid, floor: floorChild.pid };

  const results = [];
  const skipped = [];
  const wanted = (id) => !cfg.only || cfg.only.has(id);
  /**
   * Runs one scenario against the API and the floor, after checking the endpoint answers. Reads run
   * in BENCH_ROUNDS short rounds in ABBA order (api, floor, floor, api, ...): round k of the API and
   * round k of the floor run back to back, so each pair sees the machine in the same state. This
   * shared virtual machine changes speed from one minute to the next (the same build measured
   * 250 and 440 µs of CPU per public read a few minutes apart), so the ratio to the floor is the
   * median of the pairs' ratios and the p99 the median of the rounds' p99 (the worst round's p99
   * is printed too). Writes run the same way in BENCH_WRITE_ROUNDS rounds, each one rebuilt from
   * the versions in the database once the previous round's last answers have landed.
   */
  async function pair(id, label, build, { kind = 'read', probe } = {}) {
    if (!wanted(id)) return;
    if (probe) {
      const check = await probe();
      if (!check.ok) {
        skipped.push({ id, label, reason: check.reason });
        log(`  skip ${label}: ${check.reason}`);
        return;
      }
    }
    const rounds = Math.max(1, kind === 'read' ? cfg.rounds : cfg.writeRounds);
    const order = [];
    for (let i = 0; i < rounds; i++) order.push(...(i % 2 === 0 ? ['api', 'floor'] : ['floor', 'api']));
    const runs = { api: [], floor: [] };
    const warmed = new Set();
    for (const target of order) {
      const common = { name: id, target, baseUrl: targets[target], warmupSeconds: 0 };
      if (cfg.warmup > 0 && !warmed.has(target)) {
        warmed.add(target);
        // Warm-up on its own: answers still in flight when it stops are lost, so the write
        // scenarios are rebuilt afterwards with the versions now in the database.
        await drive(driver, { ...(await build(target)), ...common, durationSeconds: cfg.warmup });
        await settle(db);
      }
      if (kind === 'write') await settle(db);
      const scenario = await build(target);
      const seconds = kind === 'read' ? cfg.duration : cfg.writeDuration;
      log(`  ${label} → ${target} (${scenario.connections} connections, ${seconds} s)…`);
      await db.query('select pg_stat_statements_reset()');
      const cpuBefore = processCpuMs(pids[target]);
      const r = await drive(driver, { ...scenario, ...common, durationSeconds: seconds });
      const cpuAfter = processCpuMs(pids[target]);
      r.cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      runs[target].push({ r, sql: await statementStats(db) });
    }
    for (const target of ['api', 'floor']) {
      const all = runs[target];
      const rs = all.map((x) => x.r);
      const requests = rs.reduce((a, r) => a + r.requests, 0);
      const duration = rs.reduce((a, r) => a + r.durationSeconds, 0);
      const sum = (key) => rs.reduce((a, r) => a + (r[key] ?? 0), 0);
      const statusCounts = {};
      for (const r of rs) for (const [code, n] of Object.entries(r.statusCounts ?? {})) statusCounts[code] = (statusCounts[code] ?? 0) + n;
      const cpuMs = rs.every((r) => r.cpuMs !== null) ? sum('cpuMs') : null;
      const merged = {
        ...rs[rs.length - 1],
        cpuUsPerRequest: cpuMs === null || !requests ? null : (cpuMs * 1000) / requests,
        rounds: rs.length,
        durationSeconds: duration,
        requests,
        rps: requests / duration,
        p50: median(rs.map((r) => r.p50)),
        p90: median(rs.map((r) => r.p90)),
        p99: median(rs.map((r) => r.p99)),
        worstP99: Math.max(...rs.map((r) => r.p99)),
        max: Math.max(...rs.map((r) => r.max)),
        errors: sum('errors'),
        timeouts: sum('timeouts'),
        non2xx: sum('non2xx'),
        statusCounts,
        roundRps: rs.map((r) => Math.round(r.rps)),
        roundP99: rs.map((r) => r.p99),
      };
      const sql = all.flatMap((x) => x.sql);
      const calls = sql.reduce((a, q) => a + Number(q.calls), 0);
      const dbMs = sql.reduce((a, q) => a + q.total_exec_time, 0);
      results.push({
        id,
        label,
        kind,
        ...merged,
        sqlPerRequest: requests ? calls / requests : 0,
        dbMsPerRequest: requests ? dbMs / requests : 0,
        statements: all[all.length - 1].sql.slice(0, 12),
      });
    }
  }
  const probeGet =
    (url, token, expectStatus = 200) =>
    async () => {
      const res = await api(product.baseUrl, 'GET', url, { token });
      return res.status === expectStatus ? { ok: true } : { ok: false, reason: `GET ${url.split('?')[0]} answered ${res.status} ${res.body?.code ?? ''}` };
    };

  // Phase 1: the admin list with the small table (flatness baseline).
  log(`\nphase 1: admin list with ${cfg.smallSubmissions} submissions`);
  await pair(
    'admin-list-small',
    `admin list (${cfg.smallSubmissions} rows)`,
    () => ({
      kind: 'get',
      path: adminListPath,
      headers: { authorization: `Bearer ${tokens.admin}` },
      expectHeader: 'x-total-count',
      connections: cfg.connections,
    }),
    { probe: probeGet(adminListPath, tokens.admin) },
  );

  t = Date.now();
  await generateSubmissions(db, cfg.submissions - cfg.smallSubmissions, cfg.smallSubmissions);
  await vacuumAnalyze(db);
  log(`\nadded submissions in ${((Date.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(await rowCounts(db))}`);
  log(`phase 2: every scenario with the full data set`);

  await pair(
    'my-website',
    'client content read  GET /api/my/website',
    () => ({ kind: 'get', path: '/api/my/website', headers: { authorization: `Bearer ${tokens.client}` }, connections: cfg.connections }),
    { probe: probeGet('/api/my/website', tokens.client) },
  );

  const domains = Array.from({ length: cfg.websites }, (_, i) => benchDomain(i + 1));
  await pair(
    'public-content',
    'public content read  GET /api/public/sites/:domain/content',
    () => ({ kind: 'rotate-get', paths: domains.map((d) => `/api/public/sites/${d}/content`), connections: cfg.connections }),
    { probe: probeGet(`/api/public/sites/${domains[0]}/content`) },
  );

  await pair(
    'admin-list',
    `admin list (${cfg.submissions} rows)  GET /api/admin/submissions`,
    () => ({
      kind: 'get',
      path: adminListPath,
      headers: { authorization: `Bearer ${tokens.admin}` },
      expectHeader: 'x-total-count',
      connections: cfg.connections,
    }),
    { probe: probeGet(adminListPath, tokens.admin) },
  );

  // Writes: one slot per editor (their own website, one unlocked section), twice as many slots as
  // connections, tokens minted for the generated editors (sign-in is rate limited per IP).
  const slotCount = cfg.writeConnections * 2;
  const contentSlots = async () => {
    const { rows } = await db.query(
      `select u.id, u.email, c.id as section_id, c.version
         from users u join websites w on w.owner_id = u.id join website_content c on c.website_id = w.id and c.section_key = 'section_01'
        where u.email = any($1::text[]) order by u.email`,
      [Array.from({ length: slotCount }, (_, i) => benchEmail(i + 1))],
    );
    return Promise.all(rows.map(async (r) => ({ token: await mint(r.id, r.email), sectionId: r.section_id, version: r.version })));
  };
  await pair(
    'content-save',
    'content save  PUT /api/my/website/content',
    async () => ({ kind: 'content-save', slots: await contentSlots(), connections: cfg.writeConnections }),
    {
      kind: 'write',
      probe: async () => {
        const [slot] = await contentSlots();
        const res = await api(product.baseUrl, 'PUT', '/api/my/website/content', {
          token: slot.token,
          body: { sections: [{ id: slot.sectionId, content_value: 'probe', version: slot.version }] },
        });
        return res.status === 200 ? { ok: true } : { ok: false, reason: `PUT answered ${res.status} ${res.body?.code ?? ''}` };
      },
    },
  );

  const drafts = [];
  await pair(
    'questionnaire-patch',
    'questionnaire progress save  PATCH /api/questionnaires/:id',
    async () => {
      const ids = drafts.map((d) => d.id);
      const { rows } = await db.query('select id, version from questionnaire_submissions where id = any($1::uuid[])', [ids]);
      const versions = new Map(rows.map((r) => [r.id, r.version]));
      return { kind: 'questionnaire-patch', slots: drafts.map((d) => ({ ...d, version: versions.get(d.id) })), connections: cfg.writeConnections };
    },
    {
      kind: 'write',
      probe: async () => {
        for (let i = 0; i < slotCount; i++) {
          const res = await api(product.baseUrl, 'POST', '/api/questionnaires', { body: { business_name: `Bench Draft ${i}`, current_step: 1 } });
          if (res.status !== 201) return { ok: false, reason: `POST /api/questionnaires answered ${res.status} ${res.body?.code ?? ''}` };
          drafts.push({ id: res.body.id, token: res.body.resume_token });
        }
        return { ok: true };
      },
    },
  );

  const sortedPages = await sortedPageStatements(db, product.baseUrl, tokens.admin);
  const plans = await explainPlans(db, results, sortedPages);
  await db.end();
  await cleanup();
  report(results, skipped, plans, started);
}

/** Waits until requests abandoned by autocannon at the end of a run have finished in the database. */
async function settle(db) {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const { rows } = await db.query(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (state = 'active' or state like 'idle in transaction%')`,
    );
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 500));
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux, in ticks of 1/100 s); null elsewhere.
 * Per request it shows the server's own cost, which this VM's changing speed blurs less than
 * req/s (both sides still slow down together in a slow spell).
 */
function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The statements run since the last reset (this database only, without our own bookkeeping). */
async function statementStats(db) {
  const { rows } = await db.query(
    `select query, calls::int, total_exec_time, mean_exec_time, rows::int, shared_blks_hit::int, shared_blks_read::int
       from pg_stat_statements
      where dbid = (select oid from pg_database where datname = current_database())
        and query !~* 'pg_stat_statements|^(alter|create extension|vacuum|explain)'
      order by calls desc, total_exec_time desc`,
  );
  return rows;
}

/** The sorts the admin submissions list offers (each also asked in the other direction). */
const ADMIN_LIST_SORTS = ['created_at', 'completed_at', 'business_name', 'status'];

/**
 * The statements the API sends for one page of the admin list in every sort it offers, both
 * directions, on the full data set (captured by pg_stat_statements), so that their plans can show
 * each sort read from an index rather than the whole table sorted.
 */
async function sortedPageStatements(db, baseUrl, token) {
  await db.query('select pg_stat_statements_reset()');
  for (const field of ADMIN_LIST_SORTS) {
    for (const order of ['asc', 'desc'])
      await api(baseUrl, 'GET', `/api/admin/submissions?_start=20&_end=30&_sort=${field}&_order=${order}`, { token, expect: 200 });
  }
  return (await statementStats(db)).filter((q) => /from "?questionnaire_submissions"? where/i.test(q.query) && /order by/i.test(q.query));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements the API sent for the admin list (as captured by
 * pg_stat_statements, constants normalised to $n: LIMIT/OFFSET get the page values back; any other
 * parameter falls back to a generic plan), of its page in every other sort it offers, plus the
 * content reads by domain and owner.
 */
async function explainPlans(db, results, sortedPages = []) {
  const out = [];
  const adminList = results.find((r) => r.id === 'admin-list' && r.target === 'api');
  const captured = (adminList?.statements ?? []).filter((q) => /questionnaire_submission/i.test(q.query) && /^\s*select/i.test(q.query));
  const queries = captured.map((q) => [`API statement (${q.calls} calls, mean ${q.mean_exec_time.toFixed(2)} ms)`, q.query]);
  for (const q of sortedPages) {
    if (!captured.some((c) => c.query === q.query))
      queries.push([`API statement, admin list in another sort (mean ${q.mean_exec_time.toFixed(2)} ms)`, q.query]);
  }
  if (!queries.length) {
    queries.push([
      'admin list page and total (hand-written equivalent)',
      `select *, (select coalesce(sum(n), 0)::int from questionnaire_submission_counts) as total from questionnaire_submissions order by created_at desc, id desc limit 10`,
    ]);
  }
  queries.push([
    'public content: the website by domain with its sections',
    `select w.name, w.domain, w.template, c.section_key, c.content_value
       from websites w left join website_content c on c.website_id = w.id
      where w.domain = '${benchDomain(1)}'`,
  ]);
  for (const [label, raw] of queries) {
    let sql = raw.replace(/\blimit \$\d+/gi, 'limit 10').replace(/\boffset \$\d+/gi, 'offset 0');
    const generic = /\$\d+/.test(sql);
    const explain = generic ? 'explain (generic_plan, costs off)' : 'explain (analyze, buffers, costs off)';
    try {
      const { rows } = await db.query(`${explain} ${sql}`);
      out.push({ label: generic ? `${label} [generic plan]` : label, sql, plan: rows.map((r) => r['QUERY PLAN']) });
    } catch (error) {
      out.push({ label, sql, plan: [`(could not explain: ${error.message})`] });
    }
  }
  return out;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The median over rounds of (API req/s ÷ floor req/s) in the same round. */
const pairedRatio = (a, f) => median(a.roundRps.map((rps, k) => rps / f.roundRps[k]));

const fmt = (n, d = 0) => (n === undefined || n === null || Number.isNaN(n) ? '' : Number(n).toFixed(d));

function report(results, skipped, plans, started) {
  const byId = new Map();
  for (const r of results) {
    if (!byId.has(r.id)) byId.set(r.id, {});
    byId.get(r.id)[r.target] = r;
  }
  const rows = [];
  const verdicts = [];
  for (const [id, pairResult] of byId) {
    const { api: a, floor: f } = pairResult;
    const pairRatio = a && f ? pairedRatio(a, f) : undefined;
    for (const r of [a, f]) {
      if (!r) continue;
      const errors = r.errors + r.timeouts + r.non2xx;
      const ratio = r.target === 'api' ? pairRatio : undefined;
      const extra = Object.entries(r.counters).map(([k, v]) => `${k}: ${v}`);
      const codes = Object.entries(r.statusCounts)
        .filter(([c]) => !c.startsWith('2'))
        .map(([c, n]) => `${c}×${n}`);
      rows.push([
        r.target === 'api' ? r.label : '  floor',
        r.target,
        r.connections,
        fmt(r.rps),
        fmt(r.p50),
        fmt(r.p99),
        errors,
        ratio === undefined ? '' : fmt(ratio, 2),
        fmt(r.cpuUsPerRequest),
        fmt(r.sqlPerRequest, 1),
        fmt(r.dbMsPerRequest, 2),
        [...(r.roundRps?.length > 1 ? [`rounds: ${r.roundRps.join(' / ')} req/s, worst p99 ${fmt(r.worstP99)} ms`] : []), ...codes, ...extra].join(' '),
      ]);
    }
    if (a) {
      const errors = a.errors + a.timeouts + a.non2xx;
      const checks = [];
      checks.push([`${id}: 0 errors`, errors === 0, `${errors}`]);
      const writeTarget = TARGETS.writeRatio[id];
      if (writeTarget !== undefined && f)
        checks.push([`${id}: req/s ≥ ${writeTarget} × floor (median of paired rounds)`, pairRatio >= writeTarget, fmt(pairRatio, 2)]);
      if (a.kind === 'read') {
        if (f) checks.push([`${id}: req/s ≥ ${TARGETS.readRatio} × floor (median of paired rounds)`, pairRatio >= TARGETS.readRatio, fmt(pairRatio, 2)]);
        if (a.connections >= 50)
          checks.push([
            `${id}: p99 < ${TARGETS.p99Ms} ms at ${a.connections} connections (median round)`,
            a.p99 < TARGETS.p99Ms,
            `${fmt(a.p99)} ms (worst round ${fmt(a.worstP99)} ms; floor ${fmt(f?.p99)} ms)`,
          ]);
      }
      if (a.counters['409 conflicts']) checks.push([`${id}: no 409 (each request had its own row and version)`, false, a.counters['409 conflicts']]);
      verdicts.push(...checks);
    }
  }
  log(`\n=== bench:api results (${machineDescription()})`);
  log(table(['scenario', 'target', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio', 'CPU µs/req', 'SQL/req', 'DB ms/req', 'non-2xx / notes'], rows));
  log("req/s: all rounds together; p50, p99: median of the rounds; ratio: median of the paired rounds' API ÷ floor req/s.");
  log('CPU µs/req: user + system CPU time of the server process (API or floor) per answered request.');
  log('SQL/req and DB ms/req: statements and PostgreSQL execution time per answered request (pg_stat_statements).');

  const small = byId.get('admin-list-small')?.api;
  const large = byId.get('admin-list')?.api;
  if (small && large) {
    const slowdown = small.rps / large.rps;
    log(
      `\nadmin list flatness: ${fmt(small.rps)} req/s at ${cfg.smallSubmissions} rows vs ${fmt(large.rps)} req/s at ${cfg.submissions} rows → ${fmt(slowdown, 2)}x (target ≤ ${TARGETS.flatness}x); p99 ${fmt(small.p99)} → ${fmt(large.p99)} ms`,
    );
    verdicts.push([
      `admin list flat within ${TARGETS.flatness}x from ${cfg.smallSubmissions} to ${cfg.submissions} rows`,
      slowdown <= TARGETS.flatness,
      `${fmt(slowdown, 2)}x`,
    ]);
  }
  if (skipped.length) {
    log('\nnot measured (endpoint missing or failing):');
    for (const s of skipped) log(`  ${s.label}: ${s.reason}`);
  }
  log('\nquery plans (EXPLAIN ANALYZE, BUFFERS) on the full data set:');
  for (const p of plans) {
    log(`\n-- ${p.label}\n-- ${p.sql}`);
    for (const line of p.plan) log(`   ${line}`);
    const seqScan = p.plan.some((l) => /Seq Scan on (questionnaire_submissions|websites|website_content)/.test(l));
    // A page of the admin list read in order from an index has no sort step; a sort there means
    // the whole matching table was read to find the page.
    const sorted = /questionnaire_submissions/i.test(p.sql) && /order by/i.test(p.sql) && p.plan.some((l) => /^\s*(->\s*)?(Incremental )?Sort\b/.test(l));
    const isCount = /count\(/i.test(p.sql);
    const isKeptCount = /questionnaire_submission_counts/i.test(p.sql);
    // A page must come from an index in order; a total may scan an index or read the trigger-kept
    // counts (one row per status), never the table.
    verdicts.push([
      `no full table scan: ${p.sql.replace(/\s+/g, ' ').slice(0, 70)}…${p.sql.match(/order by (\S+ \S+)/i)?.[1] ?? ''}`,
      !seqScan && !sorted,
      seqScan ? 'Seq Scan' : sorted ? 'sorted in memory' : isKeptCount ? 'index in order + kept counts' : isCount ? 'index-only count' : 'index',
    ]);
  }
  log('\ntargets:');
  log(
    table(
      ['target', 'met', 'measured'],
      verdicts.map(([name, ok, measured]) => [name, ok ? 'yes' : 'NO', measured]),
    ),
  );
  const outDir = path.join(root, 'reports/bench');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'api-latest.json');
  fs.writeFileSync(
    file,
    JSON.stringify(
      { machine: machineDescription(), settings: { ...cfg, only: undefined }, results, skipped, plans, verdicts, at: new Date().toISOString() },
      null,
      2,
    ),
  );
  log(`\nraw figures: ${path.relative(root, file)}; took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  log('Figures are only comparable on a quiet machine: the API, PostgreSQL, the floor and autocannon share its cores.');
}

main().catch(async (error) => {
  process.stderr.write(`bench:api failed: ${error?.stack ?? error}\n`);
  await cleanup().catch(() => undefined);
  process.exit(1);
});
