// `npm run test:load`: a bounded load test on loopback. 200 concurrent virtual visitors fill in
// questionnaires (create, autosave with version, submit), send contact messages and read pages,
// while signed-in clients save their website content. Passes when no answer is a 5xx (or a
// dropped/timed-out request) and every accepted write (2xx) is in the database afterwards, exactly
// as last accepted. Exits 1 otherwise. The product runs on its own DATA_DIR (.data/load).
//
// env: LOAD_DURATION (s, 30), LOAD_VISITORS (200), LOAD_CLIENTS (20, editors saving content),
//      LOAD_THINK_MS (max pause between a visitor's steps, 250), LOAD_TIMEOUT_MS (per request, 30000)
import path from 'node:path';
import {
  envInt,
  log,
  machineDescription,
  mintAccessToken,
  pgClient,
  randomSecret,
  root,
  signIn,
  sleep,
  startProduct,
  table,
  ensureApiBuilt,
  quantileMs,
  timedRequest,
} from './lib/common.mjs';
import { benchDomain, benchEmail, generateSites, vacuumAnalyze } from './lib/generate.mjs';

const cfg = {
  durationMs: envInt('LOAD_DURATION', 30) * 1000,
  visitors: envInt('LOAD_VISITORS', 200),
  clients: envInt('LOAD_CLIENTS', 20),
  thinkMs: envInt('LOAD_THINK_MS', 250),
  timeoutMs: envInt('LOAD_TIMEOUT_MS', 30000),
  websites: 200,
};

const stats = { byRoute: new Map(), serverErrors: [], transportErrors: [], unexpected: [] };
function count(route, status) {
  const entry = stats.byRoute.get(route) ?? { total: 0, statuses: {}, ms: [] };
  entry.total++;
  entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  stats.byRoute.set(route, entry);
  return entry;
}

let baseUrl;
async function call(route, method, url, { body, headers = {}, token } = {}) {
  const res = await timedRequest(baseUrl, method, url, { body, token, headers: { 'accept-encoding': 'gzip', ...headers }, timeoutMs: cfg.timeoutMs });
  if (res.failure) {
    count(route, res.failure);
    stats.transportErrors.push({ route, error: res.message });
    return { status: 0 };
  }
  count(route, res.status).ms.push(res.ms);
  if (res.status >= 500) stats.serverErrors.push({ route, status: res.status, body: res.text.slice(0, 300) });
  return { status: res.status, body: res.body };
}

const think = () => sleep(Math.random() * cfg.thinkMs);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// What the API accepted, to be found in the database afterwards.
const accepted = {
  questionnaires: new Map(), // id -> { status, business_name, main_goal, version }
  contacts: [], // unique marker per accepted message
  sections: new Map(), // section id -> { value, version }
  savesByUser: new Map(), // user id -> accepted saves
};

const pages = ['/', '/pricing', '/services', '/about', '/contact', '/learning-center', '/learning-center/website-costs-explained', '/faq', '/start'];

async function questionnaireJourney(visitor, n) {
  const tag = `v${visitor}-${n}`;
  const created = await call('POST /api/questionnaires', 'POST', '/api/questionnaires', {
    body: { business_name: `Load Bakery ${tag}`, business_email: `owner-${tag}@load.example`, industry: 'Restaurant', current_step: 1 },
  });
  if (created.status !== 201) return;
  const { id, resume_token: token } = created.body;
  let version = created.body.version;
  accepted.questionnaires.set(id, { status: 'draft', business_name: `Load Bakery ${tag}`, main_goal: null, version });
  const steps = 2 + Math.floor(Math.random() * 4);
  for (let step = 2; step <= steps; step++) {
    await think();
    const goal = `Goal ${tag} step ${step}`;
    const patched = await call('PATCH /api/questionnaires/:id', 'PATCH', `/api/questionnaires/${id}`, {
      headers: { 'x-resume-token': token },
      body: { main_goal: goal, target_audience: 'Neighbours', current_step: step, version },
    });
    if (patched.status === 200) {
      version = patched.body.version;
      accepted.questionnaires.set(id, { ...accepted.questionnaires.get(id), main_goal: goal, version });
    } else if (patched.status !== 409) stats.unexpected.push({ route: 'PATCH questionnaire', status: patched.status });
  }
  if (Math.random() < 0.7) {
    await think();
    const submitted = await call('POST /api/questionnaires/:id/submit', 'POST', `/api/questionnaires/${id}/submit`, {
      headers: { 'x-resume-token': token },
      // With the answers a submission needs (a patch above may have lost to none of them).
      body: { main_goal: `Goal ${tag} submitted`, target_audience: 'Neighbours', desired_action: 'Order online', additional_notes: `Submitted by ${tag}` },
    });
    if (submitted.status === 200 || submitted.status === 201) {
      accepted.questionnaires.set(id, {
        ...accepted.questionnaires.get(id),
        status: 'completed',
        main_goal: `Goal ${tag} submitted`,
        additional_notes: `Submitted by ${tag}`,
      });
    } else if (submitted.status >= 400 && submitted.status < 500) stats.unexpected.push({ route: 'POST questionnaire submit', status: submitted.status });
  }
}

async function contactMessage(visitor, n) {
  const marker = `load-contact-${visitor}-${n}-${Math.random().toString(36).slice(2, 8)}`;
  const res = await call('POST /api/contact', 'POST', '/api/contact', {
    body: {
      name: `Visitor ${visitor}`,
      email: `visitor${visitor}@load.example`,
      subject: `Question ${marker}`,
      message: `Hello, this is ${marker}. Do you build bakery sites?`,
    },
  });
  if (res.status === 202 || res.status === 201) accepted.contacts.push(marker);
}

async function readPages() {
  const r = Math.random();
  if (r < 0.5) {
    const page = pick(pages);
    await call(`GET ${page}`, 'GET', page);
  } else if (r < 0.8)
    await call('GET /api/public/sites/:domain/content', 'GET', `/api/public/sites/${benchDomain(1 + Math.floor(Math.random() * cfg.websites))}/content`);
  else await call('GET /api/public/sites/:domain/posts', 'GET', `/api/public/sites/${benchDomain(1 + Math.floor(Math.random() * cfg.websites))}/posts`);
}

async function visitor(i, until) {
  let n = 0;
  while (Date.now() < until) {
    n++;
    const r = Math.random();
    if (r < 0.35) await questionnaireJourney(i, n);
    else if (r < 0.5) await contactMessage(i, n);
    else await readPages();
    await think();
  }
}

async function client(c, until) {
  let n = 0;
  while (Date.now() < until) {
    const read = await call('GET /api/my/website', 'GET', '/api/my/website', { token: c.token });
    if (read.status !== 200 || !read.body?.sections) {
      await think();
      continue;
    }
    const editable = read.body.sections.filter((s) => !s.is_locked);
    // Several saves in a row with the versions from each answer, like the dashboard's editor.
    const current = new Map(editable.map((s) => [s.id, s.version]));
    for (let k = 0; k < 5 && Date.now() < until; k++) {
      const chosen = [pick(editable), pick(editable)].filter((s, idx, arr) => arr.findIndex((x) => x.id === s.id) === idx);
      const body = { sections: chosen.map((s) => ({ id: s.id, content_value: `Saved by ${c.email} #${++n}`, version: current.get(s.id) })) };
      const res = await call('PUT /api/my/website/content', 'PUT', '/api/my/website/content', { token: c.token, body });
      if (res.status === 200) {
        for (const s of res.body.sections) {
          current.set(s.id, s.version);
          accepted.sections.set(s.id, { value: s.content_value, version: s.version, key: s.section_key });
        }
        accepted.savesByUser.set(c.id, (accepted.savesByUser.get(c.id) ?? 0) + 1);
      } else if (res.status === 409) {
        stats.unexpected.push({ route: 'PUT content', status: 409, note: 'each client is the only writer of its site' });
        break;
      }
      await think();
    }
  }
}

async function verify(db) {
  const problems = [];
  const ids = [...accepted.questionnaires.keys()];
  const { rows } = await db.query(
    `select id, status, business_name, main_goal, additional_notes, version from questionnaire_submissions where id = any($1::uuid[])`,
    [ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  for (const [id, want] of accepted.questionnaires) {
    const row = found.get(id);
    if (!row) problems.push(`questionnaire ${id} accepted but missing`);
    else {
      if (row.status !== want.status) problems.push(`questionnaire ${id}: status ${row.status}, expected ${want.status}`);
      if (row.business_name !== want.business_name) problems.push(`questionnaire ${id}: business_name ${row.business_name}`);
      if (want.main_goal && row.main_goal !== want.main_goal)
        problems.push(`questionnaire ${id}: main_goal "${row.main_goal}", last accepted "${want.main_goal}"`);
      if (want.additional_notes && row.additional_notes !== want.additional_notes) problems.push(`questionnaire ${id}: additional_notes lost`);
    }
  }
  // Contact messages leave a notification e-mail in the outbox/log with the text in it.
  const markers = accepted.contacts;
  if (markers.length) {
    const { rows: mails } = await db.query(
      `select m as marker from unnest($1::text[]) m where exists (select 1 from email_logs e where e.subject like '%' || m || '%' or e.text_body like '%' || m || '%')`,
      [markers],
    );
    const present = new Set(mails.map((r) => r.marker));
    for (const m of markers) if (!present.has(m)) problems.push(`contact message ${m} accepted but no e-mail row holds it`);
  }
  const sectionIds = [...accepted.sections.keys()];
  const { rows: sections } = await db.query(`select id, content_value, version from website_content where id = any($1::uuid[])`, [sectionIds]);
  const byId = new Map(sections.map((s) => [s.id, s]));
  for (const [id, want] of accepted.sections) {
    const row = byId.get(id);
    if (!row) problems.push(`section ${id} missing`);
    else if (row.content_value !== want.value || row.version !== want.version) {
      problems.push(`section ${want.key} (${id}): "${row.content_value}" v${row.version}, last accepted "${want.value}" v${want.version}`);
    }
  }
  const { rows: activity } = await db.query(
    `select user_id, count(*)::int as n from activity_logs where action = 'Updated website content' and user_id = any($1::uuid[]) group by user_id`,
    [[...accepted.savesByUser.keys()]],
  );
  const activityByUser = new Map(activity.map((r) => [r.user_id, r.n]));
  for (const [userId, saves] of accepted.savesByUser) {
    if ((activityByUser.get(userId) ?? 0) !== saves)
      problems.push(`user ${userId}: ${saves} accepted saves but ${activityByUser.get(userId) ?? 0} activity rows`);
  }
  return problems;
}

async function main() {
  log(`test:load on ${machineDescription()}`);
  log(`settings: ${JSON.stringify(cfg)}`);
  ensureApiBuilt();
  const secret = randomSecret();
  const product = await startProduct({
    dataDir: path.join(root, '.data/load'),
    env: {
      AUTH_JWT_SECRET: secret,
      AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '100000',
      AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: '100000',
      // Every visitor comes from 127.0.0.1 here: lift the per-IP limits for this run only.
      CONTACT_RATE_LIMIT: '100000',
      QUESTIONNAIRE_RATE_LIMIT: '100000',
    },
  });
  baseUrl = product.baseUrl;
  let exitCode = 1;
  try {
    const db = await pgClient(product.databaseUrl);
    await generateSites(db, { websites: cfg.websites, sectionsPerSite: 20, posts: 2000 });
    await vacuumAnalyze(db);
    const { rows: users } = await db.query(`select id, email from users where email = any($1::text[]) order by email`, [
      Array.from({ length: cfg.clients }, (_, i) => benchEmail(i + 1)),
    ]);
    const clients = [];
    let minted = 0;
    for (const u of users) {
      const res = await signIn(baseUrl, u.email, 'DemoClient123!');
      if (res.ok) clients.push({ id: u.id, email: u.email, token: res.token });
      else {
        minted++;
        clients.push({ id: u.id, email: u.email, token: await mintAccessToken(db, { secret, issuer: baseUrl, sub: u.id, email: u.email }) });
      }
    }
    log(`${clients.length} clients ready (${clients.length - minted} signed in through the API, ${minted} with minted tokens)`);
    stats.byRoute.clear();

    const started = Date.now();
    const until = started + cfg.durationMs;
    log(`running ${cfg.visitors} visitors and ${clients.length} clients for ${cfg.durationMs / 1000} s…`);
    const progress = setInterval(() => {
      const total = [...stats.byRoute.values()].reduce((a, e) => a + e.total, 0);
      log(
        `  ${((Date.now() - started) / 1000).toFixed(0)} s: ${total} requests, ${stats.serverErrors.length} 5xx, ${stats.transportErrors.length} dropped/timed out`,
      );
    }, 10_000);
    await Promise.all([...Array.from({ length: cfg.visitors }, (_, i) => visitor(i, until)), ...clients.map((c) => client(c, until))]);
    clearInterval(progress);
    const elapsed = (Date.now() - started) / 1000;

    const problems = await verify(db);
    await db.end();

    const rows = [...stats.byRoute.entries()].sort().map(([route, e]) => {
      const sorted = e.ms.sort((a, b) => a - b);
      return [
        route,
        e.total,
        (e.total / elapsed).toFixed(1),
        quantileMs(sorted, 0.5),
        quantileMs(sorted, 0.99),
        Object.entries(e.statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' '),
      ];
    });
    log(`\n=== test:load summary (${elapsed.toFixed(1)} s, ${machineDescription()})`);
    log(table(['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'statuses'], rows));
    log(
      `\naccepted writes: ${accepted.questionnaires.size} questionnaires (${[...accepted.questionnaires.values()].filter((q) => q.status === 'completed').length} submitted), ` +
        `${accepted.contacts.length} contact messages, ${[...accepted.savesByUser.values()].reduce((a, b) => a + b, 0)} content saves over ${accepted.sections.size} sections`,
    );
    const failures = [];
    if (stats.serverErrors.length) failures.push(`${stats.serverErrors.length} answers were 5xx, e.g. ${JSON.stringify(stats.serverErrors.slice(0, 3))}`);
    if (stats.transportErrors.length)
      failures.push(`${stats.transportErrors.length} requests dropped or timed out, e.g. ${JSON.stringify(stats.transportErrors.slice(0, 3))}`);
    if (stats.unexpected.length) failures.push(`${stats.unexpected.length} unexpected answers, e.g. ${JSON.stringify(stats.unexpected.slice(0, 3))}`);
    if (problems.length) failures.push(`${problems.length} accepted writes not in the database as accepted, e.g.\n    ${problems.slice(0, 10).join('\n    ')}`);
    const writes = accepted.questionnaires.size + accepted.contacts.length + accepted.sections.size;
    if (writes === 0) failures.push('no write was accepted at all: the endpoints are missing or refusing');
    if (failures.length) {
      log(`\nFAIL\n  ${failures.join('\n  ')}`);
    } else {
      log('\nPASS: zero 5xx, nothing dropped, every accepted write is in the database');
      exitCode = 0;
    }
  } finally {
    await product.stop();
  }
  process.exit(exitCode);
}

main().catch((error) => {
  process.stderr.write(`test:load failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
