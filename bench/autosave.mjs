// `npm run bench:autosave` (TEST-CATALOGUE bench:autosave): 100 anonymous visitors, each with its
// own questionnaire draft, autosaving the whole form every 2 s as the wizard does (the full set of
// answers, the step, and the version from the previous answer; the next save waits for the previous
// one). Each visitor comes from its own address (X-Forwarded-For, TRUST_PROXY=true) under the
// default rate limits. Afterwards every draft's row must equal the last payload the API accepted,
// field by field; then each draft gets one save carrying an older version (a slow tab's late
// autosave): it must answer 409 and leave the row as it was (loss.autosave-race under load).
// Exits 1 on any 5xx, dropped request, unexpected status or row that differs.
//
// env: BENCH_AUTOSAVE_DRAFTS (100), BENCH_AUTOSAVE_INTERVAL_MS (2000), BENCH_AUTOSAVE_DURATION (60 s)
import path from 'node:path';
import { ensureApiBuilt, envInt, log, machineDescription, pgClient, quantileMs, root, sleep, startProduct, table, timedRequest } from './lib/common.mjs';

const cfg = {
  drafts: envInt('BENCH_AUTOSAVE_DRAFTS', 100),
  intervalMs: envInt('BENCH_AUTOSAVE_INTERVAL_MS', 2000),
  durationMs: envInt('BENCH_AUTOSAVE_DURATION', 60) * 1000,
  timeoutMs: 30_000,
};

// Columns compared with the last accepted payload (the API's field names are the column names).
const FIELDS = [
  'business_name',
  'business_email',
  'business_phone',
  'industry',
  'existing_website_url',
  'main_goal',
  'target_audience',
  'desired_action',
  'brand_colors',
  'style_preferences',
  'liked_websites',
  'disliked_websites',
  'main_pages',
  'has_existing_content',
  'content_notes',
  'uploaded_files',
  'needs_ecommerce',
  'needs_booking',
  'needs_blog',
  'needs_online_ordering',
  'integrations',
  'feature_notes',
  'ideal_launch_date',
  'budget_range',
  'wants_hosting',
  'hosting_notes',
  'additional_notes',
  'current_step',
  'version',
];
const BUDGETS = ['under-2000', '2000-5000', '5000-10000', 'over-10000'];

/** The whole form of visitor `v` after `n` saves: every answer changes a little each time. */
function form(v, n) {
  const typed = (label, words) => `${label} of visitor ${v}, save ${n}: ${'lorem ipsum '.repeat(words).trim()}`;
  return {
    business_name: `Autosave Bakery ${v}`,
    business_email: `owner-${v}@autosave.example`,
    business_phone: `(305) 555-${String(1000 + v).slice(-4)}`,
    industry: 'Restaurant',
    existing_website_url: `https://bakery-${v}.example`,
    main_goal: typed('Goal', 5 + (n % 30)),
    target_audience: typed('Audience', 3 + (n % 10)),
    desired_action: n % 2 ? 'Call us' : 'Order online',
    brand_colors: `#${(v * 4099 + n).toString(16).padStart(6, '0').slice(-6)}`,
    style_preferences: typed('Style', 2 + (n % 7)),
    liked_websites: [`https://liked-${n}.example`],
    disliked_websites: n % 3 ? [] : [`https://disliked-${n}.example`],
    main_pages: ['Home', 'About', 'Menu', 'Contact'].slice(0, 1 + (n % 4)),
    has_existing_content: n % 2 === 0,
    content_notes: typed('Content', 1 + (n % 5)),
    uploaded_files: n % 4 ? [] : [`menu-${n}.pdf`],
    needs_ecommerce: n % 3 === 0,
    needs_booking: n % 5 === 0,
    needs_blog: n % 2 === 1,
    needs_online_ordering: n % 7 === 0,
    integrations: ['Google Maps', 'Instagram'].slice(0, n % 3),
    feature_notes: typed('Features', 1 + (n % 4)),
    ideal_launch_date: `2027-0${1 + (n % 9)}-1${n % 10}`,
    budget_range: BUDGETS[n % BUDGETS.length],
    wants_hosting: n % 2 === 0,
    hosting_notes: typed('Hosting', 1 + (n % 3)),
    additional_notes: typed('Notes', 1 + (n % 6)),
    current_step: 1 + (n % 7),
  };
}

const stats = { statuses: {}, ms: [], serverErrors: [], transportErrors: [], unexpected: [] };
let baseUrl;

async function call(method, url, { body, headers }) {
  const res = await timedRequest(baseUrl, method, url, { body, headers, timeoutMs: cfg.timeoutMs });
  if (res.failure) {
    stats.transportErrors.push({ method, error: res.message });
    return { status: 0 };
  }
  if (method === 'PATCH') {
    stats.statuses[res.status] = (stats.statuses[res.status] ?? 0) + 1;
    stats.ms.push(res.ms);
  }
  if (res.status >= 500) stats.serverErrors.push({ method, status: res.status, body: res.text.slice(0, 300) });
  return { status: res.status, body: res.body };
}

/** One visitor: creates the draft, then autosaves the whole form every interval until `until`. */
async function visitor(v, until) {
  const headers = { 'x-forwarded-for': `10.77.${v >> 8}.${v & 255}` };
  // Spread the visitors over the interval, as real ones would be.
  await sleep(Math.random() * cfg.intervalMs);
  const created = await call('POST', '/api/questionnaires', { body: form(v, 0), headers });
  if (created.status !== 201) {
    stats.unexpected.push({ step: 'create', visitor: v, status: created.status, body: created.body });
    return null;
  }
  const draft = { id: created.body.id, headers: { ...headers, 'x-resume-token': created.body.resume_token }, saves: 0 };
  draft.accepted = { ...form(v, 0), version: created.body.version };
  for (let n = 1; Date.now() < until; n++) {
    const due = performance.now() + cfg.intervalMs;
    const payload = { ...form(v, n), version: draft.accepted.version };
    const saved = await call('PATCH', `/api/questionnaires/${draft.id}`, { body: payload, headers: draft.headers });
    if (saved.status === 200) {
      draft.accepted = { ...form(v, n), version: saved.body.version };
      draft.saves++;
    } else if (saved.status !== 0) stats.unexpected.push({ step: 'autosave', visitor: v, status: saved.status, body: saved.body });
    await sleep(Math.max(0, due - performance.now()));
  }
  return draft;
}

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Rows that differ from what was last accepted, as readable lines. */
async function differences(db, drafts) {
  const { rows } = await db.query(
    `select id, ${FIELDS.map((f) => (f === 'ideal_launch_date' ? `to_char(ideal_launch_date, 'YYYY-MM-DD') as ideal_launch_date` : f)).join(', ')}
       from questionnaire_submissions where id = any($1::uuid[])`,
    [drafts.map((d) => d.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems = [];
  for (const d of drafts) {
    const row = byId.get(d.id);
    if (!row) {
      problems.push(`draft ${d.id}: accepted but not in the database`);
      continue;
    }
    for (const field of FIELDS) {
      if (!same(row[field], d.accepted[field]))
        problems.push(`draft ${d.id}: ${field} is ${JSON.stringify(row[field])}, last accepted ${JSON.stringify(d.accepted[field])}`);
    }
  }
  return problems;
}

async function main() {
  ensureApiBuilt();
  log(`bench:autosave on ${machineDescription()}`);
  log(`settings: ${JSON.stringify(cfg)}`);
  const product = await startProduct({ dataDir: path.join(root, '.data/bench-autosave'), env: { TRUST_PROXY: 'true' } });
  baseUrl = product.baseUrl;
  let db;
  try {
    db = await pgClient(product.databaseUrl);
    const started = Date.now();
    log(`${cfg.drafts} visitors autosaving every ${cfg.intervalMs} ms for ${cfg.durationMs / 1000} s…`);
    const drafts = (await Promise.all(Array.from({ length: cfg.drafts }, (_, v) => visitor(v + 1, started + cfg.durationMs)))).filter(Boolean);
    const elapsed = (Date.now() - started) / 1000;

    const autosaves = { statuses: { ...stats.statuses }, ms: [...stats.ms] };
    const problems = await differences(db, drafts);
    // A late autosave from an older tab: the version it carries is one behind the stored one.
    const stale = { conflicts: 0, other: [] };
    for (const d of drafts) {
      const late = await call('PATCH', `/api/questionnaires/${d.id}`, {
        body: { ...form(0, 0), main_goal: 'Written by a stale tab', version: d.accepted.version - 1 },
        headers: d.headers,
      });
      if (late.status === 409) stale.conflicts++;
      else stale.other.push(late.status);
    }
    const afterStale = await differences(db, drafts);

    const sorted = autosaves.ms.sort((a, b) => a - b);
    const q = (p) => quantileMs(sorted, p);
    const saves = drafts.reduce((a, d) => a + d.saves, 0);
    log(
      `\n${table(
        ['drafts', 'accepted saves', 'saves/s', 'p50 ms', 'p99 ms', 'max ms', 'statuses'],
        [
          [
            drafts.length,
            saves,
            (saves / elapsed).toFixed(1),
            q(0.5),
            q(0.99),
            q(1),
            Object.entries(autosaves.statuses)
              .map(([s, n]) => `${s}×${n}`)
              .join(' '),
          ],
        ],
      )}`,
    );
    const verdicts = [
      [`every visitor got a draft (${drafts.length} of ${cfg.drafts})`, drafts.length === cfg.drafts],
      ["every autosave answered 200 (no 409 from a visitor's own saves, no 429)", stats.unexpected.length === 0 && saves > 0],
      ['no 5xx, dropped or timed-out request', stats.serverErrors.length + stats.transportErrors.length === 0],
      [`each row equals the last accepted payload (${FIELDS.length} fields)`, problems.length === 0],
      [
        `a late save with an older version answers 409 (${stale.conflicts} of ${drafts.length}) and changes nothing`,
        stale.other.length === 0 && afterStale.length === 0,
      ],
    ];
    for (const [name, ok] of verdicts) log(`${ok ? 'PASS' : 'FAIL'}  ${name}`);
    const shown = [...stats.unexpected, ...stats.serverErrors, ...stats.transportErrors].slice(0, 5);
    if (shown.length) log(`e.g. ${JSON.stringify(shown)}`);
    if (stale.other.length) log(`late saves answered ${JSON.stringify(stale.other.slice(0, 10))}`);
    for (const line of [...problems, ...afterStale].slice(0, 10)) log(`  ${line}`);
    process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await db?.end();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
