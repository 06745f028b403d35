// `npm run bench:peers` (not part of npm test): the public content read of this API next to
// Directus and Strapi serving the same data on the same machine and the same PostgreSQL.
//
// 1. installs the peers into a throw-away folder OUTSIDE the repository ($PEERS_DIR, default
//    /tmp/fw-peers; reused when the pinned versions are already there), one folder per peer with
//    its own package.json and `npm install --prefix`. That package.json lists no `allowScripts`, so
//    npm 11 runs no install script: nothing is fetched from anywhere but the npm registry (native
//    parts must come as npm packages, e.g. sharp's @img/* binaries; PostgreSQL through `pg`);
// 2. starts the built product (embedded PostgreSQL, .data/peers, LOG_LEVEL=warn) and generates
//    1,000 websites x 20 sections with bench/lib/generate.mjs; the peers get their own databases
//    (directus, strapi) on that same PostgreSQL server, and the very same rows (read back from ours);
// 3. models "a website with its sections" in each peer through the peer itself (two collections,
//    sections many-to-one to their website), grants the public (anonymous) role read access, then
//    writes the rows with SQL into the tables the peer created (through their APIs 21,000 items
//    took most of an hour here), adds an index on the domain and on the sections' link to the
//    website where the peer has none (ours has both), and checks that each answers the 20 texts
//    of a domain and refuses an anonymous DELETE;
// 4. from a second process (bench/driver.mjs) drives every target with autocannon over the 1,000
//    domains, in rounds whose order turns around each time (ours, directus, strapi, strapi,
//    directus, ours, ...), and prints req/s, p50, p99, CPU µs per request (the server process's
//    user + system time from /proc/<pid>/stat over the run, divided by its answered requests), RSS
//    and the ratios to ours (median of the paired rounds).
//
// The three answer the same question, "all sections of the site with domain D", each its own way:
//   ours      GET /api/public/sites/D/content
//   directus  GET /items/websites?filter[domain][_eq]=D&fields=name,domain,template,sections.section_key,sections.content_value
//   strapi    GET /api/sites?filters[domain][$eq]=D&fields[0]=name&...&populate[sections][fields][0]=section_key&...
// Loopback only; every server logs warnings only (no per-request log line); no peer cache.
//
// env: PEERS_DIR (/tmp/fw-peers), PEERS_ONLY (comma list of ours,directus,strapi), PEERS_DURATION
//      (s per run, 5), PEERS_ROUNDS (4), PEERS_CONNECTIONS (50), PEERS_WARMUP (s, 10), PEERS_WEBSITES
//      (1000), PEERS_REINSTALL=true (install again), PEERS_INSTALL_MINUTES (20), BENCH_REBUILD
import fs from 'node:fs';
import path from 'node:path';
import { fork, spawn, spawnSync } from 'node:child_process';
import {
  ensureApiBuilt,
  envInt,
  freePort,
  log,
  machineDescription,
  pgClient,
  randomSecret,
  root,
  sleep,
  startProduct,
  stopChild,
  table,
  tail,
} from './lib/common.mjs';
import { benchDomain, generateSites, vacuumAnalyze } from './lib/generate.mjs';

const cfg = {
  dir: path.resolve(process.env.PEERS_DIR || '/tmp/fw-peers'),
  only: process.env.PEERS_ONLY ? new Set(process.env.PEERS_ONLY.split(',').map((s) => s.trim())) : null,
  duration: envInt('PEERS_DURATION', 5),
  rounds: envInt('PEERS_ROUNDS', 4),
  connections: envInt('PEERS_CONNECTIONS', 50),
  warmup: envInt('PEERS_WARMUP', 10),
  websites: envInt('PEERS_WEBSITES', 1000),
  sections: 20,
  reinstall: process.env.PEERS_REINSTALL === 'true',
  installMinutes: envInt('PEERS_INSTALL_MINUTES', 20),
};

/**
 * Pinned peer versions. Directus 12.4.0: 12.4.1 needs @directus/app 18.0.1, which the registry
 * mirror did not have. Strapi 5.54.0: the newest whose @strapi/plugin-users-permissions (the
 * public role) the registry mirror had when this bench was written (@strapi/strapi 5.55.1 was there, its plugin not).
 */
const PEERS = {
  directus: { main: 'directus', dependencies: { directus: '12.4.0' } },
  strapi: { main: '@strapi/strapi', dependencies: { '@strapi/strapi': '5.54.0', '@strapi/plugin-users-permissions': '5.54.0', pg: '8.16.3' } },
};
// Directus refuses a .local address as its admin's e-mail.
const ADMIN = { email: 'admin@example.com', password: 'PeersAdmin123!' };

const children = [];
let product;
async function cleanup() {
  for (const child of children.reverse()) await stopChild(child, 'SIGTERM', 10_000);
  if (product) await product.stop();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void cleanup().finally(() => process.exit(130)));

const wanted = (name) => !cfg.only || cfg.only.has(name);

/** Writes the peer's package.json and installs it unless the pinned version is already there. Returns null or why it failed. */
function install(name) {
  const peer = PEERS[name];
  const dir = path.join(cfg.dir, name);
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name: `fw-peer-${name}`,
    private: true,
    description: 'Throw-away install for npm run bench:peers (written by bench/peers.mjs)',
    dependencies: peer.dependencies,
    // npm 11 runs install scripts only for packages listed here: none, so nothing is downloaded
    // from outside the npm registry.
    allowScripts: {},
  };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const installed = path.join(dir, 'node_modules', peer.main, 'package.json');
  // npm writes node_modules/.package-lock.json when an install has finished.
  const finished = fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'));
  const version = finished && fs.existsSync(installed) ? JSON.parse(fs.readFileSync(installed, 'utf8')).version : null;
  if (version === peer.dependencies[peer.main] && !cfg.reinstall) {
    log(`${name}: ${peer.main}@${version} already installed in ${dir}`);
    return null;
  }
  log(
    `${name}: npm install --prefix ${dir} (${Object.entries(peer.dependencies)
      .map(([p, v]) => `${p}@${v}`)
      .join(', ')})…`,
  );
  const logFile = path.join(cfg.dir, `${name}-install.log`);
  const started = Date.now();
  const result = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    timeout: cfg.installMinutes * 60_000,
    killSignal: 'SIGTERM',
  });
  if (result.error?.code === 'ETIMEDOUT')
    return `npm install did not finish within ${cfg.installMinutes} min (PEERS_INSTALL_MINUTES); the registry mirror stopped answering`;
  fs.writeFileSync(logFile, `${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  if (result.status !== 0 || !fs.existsSync(installed)) {
    const lines = `${result.stderr ?? ''}`.split('\n').filter((l) => l.trim() && !/Unknown user config/.test(l));
    return `npm install failed (exit ${result.status}; ${path.relative(cfg.dir, logFile)} in ${cfg.dir}): ${lines.slice(-6).join(' | ')}`;
  }
  log(`${name}: installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return null;
}

/** Starts a peer server as a child process and waits for `ready` (a URL answering 2xx). */
async function startServer(name, args, { cwd, env, readyUrl, timeoutMs = 300_000, node = process.execPath }) {
  const logFile = path.join(cfg.dir, `${name}-server.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(node, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  children.push(child);
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`${name} exited during start (${JSON.stringify(exited)}); ${logFile}:\n${tail(logFile, 15)}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${name} not ready after ${timeoutMs / 1000} s; ${logFile}:\n${tail(logFile, 15)}`);
    await sleep(500);
  }
  return { child, logFile, startSeconds: (Date.now() - started) / 1000 };
}

async function json(url, { method = 'GET', body, token } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 400)}`);
  return parsed;
}

async function recreateDatabase(adminDb, name) {
  await adminDb.query(`drop database if exists ${name} with (force)`);
  await adminDb.query(`create database ${name}`);
}

/**
 * Loads the rows straight into the tables a peer created for its collections, in one transaction:
 * through its own API the 21,000 items took most of an hour on this loaded machine (Strapi's
 * document service: 31 websites in 2 minutes). `site` inserts the websites from a JSON array and
 * returns (id, domain); `sections` inserts the sections from a JSON array of (domain, key, value)
 * joined to the temporary table sites_loaded(id, domain).
 */
async function loadRows(db, sites, sql) {
  await db.query('begin');
  try {
    const { rows } = await db.query(sql.site, [JSON.stringify(sites.map(({ name, domain, template }) => ({ name, domain, template })))]);
    await db.query('create temporary table sites_loaded (id integer, domain text) on commit drop');
    await db.query('insert into sites_loaded select * from jsonb_to_recordset($1::jsonb) as x(id integer, domain text)', [JSON.stringify(rows)]);
    const sections = sites.flatMap((site) => site.sections.map(([key, value]) => ({ domain: site.domain, key, value })));
    await db.query(sql.sections, [JSON.stringify(sections)]);
    if (sql.after) await db.query(sql.after);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

// ---------------------------------------------------------------- Directus

async function setUpDirectus(sites, pgPort, adminDb) {
  const dir = path.join(cfg.dir, 'directus');
  await recreateDatabase(adminDb, 'directus');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    DB_CLIENT: 'pg',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(pgPort),
    DB_DATABASE: 'directus',
    DB_USER: 'postgres',
    DB_PASSWORD: 'postgres',
    KEY: randomSecret(),
    SECRET: randomSecret(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    LOG_HTTP_IGNORE_PATHS: '/',
    TELEMETRY: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    WEBSOCKETS_ENABLED: 'false',
    EXTENSIONS_PATH: path.join(dir, 'extensions'),
    STORAGE_LOCAL_ROOT: path.join(dir, 'uploads'),
    NODE_ENV: 'production',
  };
  const cli = path.join(dir, 'node_modules/directus/cli.js');
  // isolated-vm (Directus's sandbox) ships one prebuilt binary in its npm package (its install
  // script, which would fetch others from GitHub, is not run): use a Node that can load it.
  const candidates = [process.env.PEERS_DIRECTUS_NODE, process.execPath, '/usr/bin/node', '/usr/local/bin/node'].filter((n) => n && fs.existsSync(n));
  const node = candidates.find(
    (n) => spawnSync(n, ['-e', `require(${JSON.stringify(path.join(dir, 'node_modules/isolated-vm'))})`], { stdio: 'ignore' }).status === 0,
  );
  if (!node) throw new Error(`no Node here loads isolated-vm's shipped binary (tried ${candidates.join(', ')}); set PEERS_DIRECTUS_NODE`);
  const nodeVersion = spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout.trim();
  log(`directus: runs on ${node} (${nodeVersion}), the Node whose ABI isolated-vm's shipped binary has`);
  log('directus: bootstrap (schema, admin user)…');
  const boot = spawnSync(node, [cli, 'bootstrap'], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (boot.status !== 0) throw new Error(`directus bootstrap failed: ${(boot.stderr || boot.stdout).split('\n').slice(-8).join(' | ')}`);
  const server = await startServer('directus', [cli, 'start'], { cwd: dir, env, readyUrl: `${baseUrl}/server/ping`, node });
  const { data: login } = await json(`${baseUrl}/auth/login`, { method: 'POST', body: ADMIN });
  const token = login.access_token;
  await json(`${baseUrl}/collections`, {
    method: 'POST',
    token,
    body: {
      collection: 'websites',
      meta: {},
      schema: {},
      fields: [
        { field: 'id', type: 'integer', meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'name', type: 'string', schema: {} },
        { field: 'domain', type: 'string', schema: { is_unique: true } },
        { field: 'template', type: 'string', schema: {} },
      ],
    },
  });
  await json(`${baseUrl}/collections`, {
    method: 'POST',
    token,
    body: {
      collection: 'sections',
      meta: {},
      schema: {},
      fields: [
        { field: 'id', type: 'integer', meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } },
        { field: 'site', type: 'integer', meta: { special: ['m2o'] }, schema: {} },
        { field: 'section_key', type: 'string', schema: {} },
        { field: 'content_value', type: 'text', schema: {} },
      ],
    },
  });
  await json(`${baseUrl}/fields/websites`, { method: 'POST', token, body: { field: 'sections', type: 'alias', meta: { special: ['o2m'] } } });
  await json(`${baseUrl}/relations`, {
    method: 'POST',
    token,
    body: { collection: 'sections', field: 'site', related_collection: 'websites', meta: { one_field: 'sections' }, schema: { on_delete: 'CASCADE' } },
  });
  // Directus makes the domain unique (an index) but does not index the many-to-one column.
  const db = await pgClient(`postgresql://postgres:postgres@127.0.0.1:${pgPort}/directus`);
  await db.query('create index if not exists sections_site_idx on sections (site)');
  // Public read: the Public policy (Directus 11+) gets read on both collections.
  const { data: policies } = await json(`${baseUrl}/policies?fields=id,name&limit=-1`, { token });
  const publicPolicy = policies.find((p) => /public/i.test(p.name));
  if (!publicPolicy) throw new Error(`directus: no public policy among ${JSON.stringify(policies)}`);
  for (const collection of ['websites', 'sections']) {
    await json(`${baseUrl}/permissions`, {
      method: 'POST',
      token,
      body: { policy: publicPolicy.id, collection, action: 'read', fields: ['*'], permissions: {} },
    });
  }
  log(`directus: loading ${sites.length} websites with their sections (SQL into the tables Directus created)…`);
  const started = Date.now();
  await loadRows(db, sites, {
    site: `insert into websites (name, domain, template) select name, domain, template from jsonb_to_recordset($1::jsonb) as x(name text, domain text, template text) returning id, domain`,
    sections: `insert into sections (site, section_key, content_value) select s.id, e.key, e.value from sites_loaded s join jsonb_to_recordset($1::jsonb) as e(domain text, key text, value text) on e.domain = s.domain`,
  });
  await db.query('vacuum analyze');
  await db.end();
  log(`directus: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const fields = 'name,domain,template,sections.section_key,sections.content_value';
  return {
    ...server,
    baseUrl,
    version: `${JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/directus/package.json'), 'utf8')).version} (Node ${nodeVersion})`,
    pathFor: (domain) => `/items/websites?filter[domain][_eq]=${domain}&fields=${fields}&deep[sections][_sort]=section_key&deep[sections][_limit]=-1`,
    sectionsOf: (body) => Object.fromEntries((body?.data?.[0]?.sections ?? []).map((s) => [s.section_key, s.content_value])),
  };
}

// ---------------------------------------------------------------- Strapi

const strapiSchema = (singular, plural, attributes) => ({
  kind: 'collectionType',
  collectionName: plural,
  info: { singularName: singular, pluralName: plural, displayName: singular },
  options: { draftAndPublish: false },
  attributes,
});

/** A plain JavaScript Strapi 5 project in the install folder: two content types and a bootstrap that grants public read and loads the rows. */
function writeStrapiProject(dir) {
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'config/database.js',
    `module.exports = ({ env }) => ({ connection: { client: 'postgres', connection: { host: '127.0.0.1', port: env.int('DATABASE_PORT'), database: 'strapi', user: 'postgres', password: 'postgres' }, pool: { min: 0, max: 10 } } });\n`,
  );
  write('config/server.js', `module.exports = ({ env }) => ({ host: '127.0.0.1', port: env.int('PORT'), app: { keys: env.array('APP_KEYS') } });\n`);
  write(
    'config/admin.js',
    `module.exports = ({ env }) => ({ serveAdminPanel: false, auth: { secret: env('ADMIN_JWT_SECRET') }, apiToken: { salt: env('API_TOKEN_SALT') }, transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } }, secrets: { encryptionKey: env('ENCRYPTION_KEY') } });\n`,
  );
  write('config/plugins.js', `module.exports = ({ env }) => ({ 'users-permissions': { config: { jwtSecret: env('JWT_SECRET') } } });\n`);
  // Strapi's default middlewares without strapi::logger (a log line per request; ours logs warnings only).
  write(
    'config/middlewares.js',
    `module.exports = ['strapi::errors', 'strapi::security', 'strapi::cors', 'strapi::poweredBy', 'strapi::query', 'strapi::body', 'strapi::session', 'strapi::favicon', 'strapi::public'];\n`,
  );
  write(
    'src/api/site/content-types/site/schema.json',
    JSON.stringify(
      strapiSchema('site', 'sites', {
        name: { type: 'string' },
        domain: { type: 'string', unique: true },
        template: { type: 'string' },
        sections: { type: 'relation', relation: 'oneToMany', target: 'api::section.section', mappedBy: 'site' },
      }),
      null,
      2,
    ),
  );
  write(
    'src/api/section/content-types/section/schema.json',
    JSON.stringify(
      strapiSchema('section', 'sections', {
        section_key: { type: 'string' },
        content_value: { type: 'text' },
        site: { type: 'relation', relation: 'manyToOne', target: 'api::site.site', inversedBy: 'sections' },
      }),
      null,
      2,
    ),
  );
  for (const name of ['site', 'section']) {
    write(
      `src/api/${name}/routes/${name}.js`,
      `const { factories } = require('@strapi/strapi');\nmodule.exports = factories.createCoreRouter('api::${name}.${name}');\n`,
    );
    write(
      `src/api/${name}/controllers/${name}.js`,
      `const { factories } = require('@strapi/strapi');\nmodule.exports = factories.createCoreController('api::${name}.${name}');\n`,
    );
    write(
      `src/api/${name}/services/${name}.js`,
      `const { factories } = require('@strapi/strapi');\nmodule.exports = factories.createCoreService('api::${name}.${name}');\n`,
    );
  }
  write(
    'src/index.js',
    `module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    // Public (anonymous) read of both content types (populating sections needs find on them too).
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    for (const action of ['api::site.site.find', 'api::section.section.find']) {
      const known = await strapi.db.query('plugin::users-permissions.permission').findOne({ where: { action, role: role.id } });
      if (!known) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
    }
  },
};
`,
  );
  // The upload plugin refuses to start without its folder.
  fs.mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
  write('start.js', `const { createStrapi } = require('@strapi/strapi');\ncreateStrapi({ appDir: __dirname, distDir: __dirname }).start();\n`);
}

async function setUpStrapi(sites, pgPort, adminDb) {
  const dir = path.join(cfg.dir, 'strapi');
  await recreateDatabase(adminDb, 'strapi');
  writeStrapiProject(dir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_PORT: String(pgPort),
    APP_KEYS: [randomSecret(), randomSecret()].join(','),
    ADMIN_JWT_SECRET: randomSecret(),
    API_TOKEN_SALT: randomSecret(),
    TRANSFER_TOKEN_SALT: randomSecret(),
    ENCRYPTION_KEY: randomSecret(),
    JWT_SECRET: randomSecret(),
    STRAPI_TELEMETRY_DISABLED: 'true',
  };
  log('strapi: starting (creates its schema, grants public read)…');
  const started = Date.now();
  const server = await startServer('strapi', ['start.js'], { cwd: dir, env, readyUrl: `${baseUrl}/_health`, timeoutMs: 900_000 });
  log(`strapi: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const db = await pgClient(`postgresql://postgres:postgres@127.0.0.1:${pgPort}/strapi`);
  log(`strapi: loading ${sites.length} websites with their sections (SQL into the tables Strapi created: document ids, published_at, the link table)…`);
  const loaded = Date.now();
  // Strapi 5 rows: a 24-character document_id per entry, published_at set (no drafts), the
  // many-to-one in its link table sections_site_lnk (section_ord as its own API writes it).
  await loadRows(db, sites, {
    site: `insert into sites (document_id, name, domain, template, created_at, updated_at, published_at)
           select substr(md5('site:' || domain), 1, 24), name, domain, template, now(), now(), now()
             from jsonb_to_recordset($1::jsonb) as x(name text, domain text, template text) returning id, domain`,
    sections: `with e as (select s.id as site_id, e.key, e.value, substr(md5('section:' || e.domain || ':' || e.key), 1, 24) as document_id
                            from sites_loaded s join jsonb_to_recordset($1::jsonb) as e(domain text, key text, value text) on e.domain = s.domain),
                    ins as (insert into sections (document_id, section_key, content_value, created_at, updated_at, published_at)
                            select document_id, key, value, now(), now(), now() from e returning id, document_id)
               insert into sections_site_lnk (section_id, site_id, section_ord) select ins.id, e.site_id, 1 from ins join e using (document_id)`,
  });
  log(`strapi: loaded in ${((Date.now() - loaded) / 1000).toFixed(0)} s`);
  // Strapi does not index a `unique` attribute in the database; ours and Directus have one on the domain.
  await db.query('create index if not exists sites_domain_idx on sites (domain)');
  await db.query('vacuum analyze');
  await db.end();
  const query =
    'fields[0]=name&fields[1]=domain&fields[2]=template&populate[sections][fields][0]=section_key&populate[sections][fields][1]=content_value&populate[sections][sort][0]=section_key';
  return {
    ...server,
    baseUrl,
    version: JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@strapi/strapi/package.json'), 'utf8')).version,
    pathFor: (domain) => `/api/sites?filters[domain][$eq]=${domain}&${query}`,
    sectionsOf: (body) => Object.fromEntries((body?.data?.[0]?.sections ?? []).map((s) => [s.section_key, s.content_value])),
  };
}

// ---------------------------------------------------------------- measurement

function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return null;
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n, d = 0) => (n === undefined || n === null || Number.isNaN(n) ? '' : Number(n).toFixed(d));

function forkDriver() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'bench/driver.mjs'), [], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    child.once('message', (m) => (m?.type === 'ready' ? resolve(child) : reject(new Error(`driver: ${JSON.stringify(m)}`))));
    child.once('exit', (code) => reject(new Error(`driver exited with ${code}`)));
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
  log(`bench:peers on ${machineDescription()}`);
  log(`settings: ${JSON.stringify({ ...cfg, only: cfg.only ? [...cfg.only] : 'all' })}`);
  const rel = path.relative(root, cfg.dir);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) throw new Error(`PEERS_DIR (${cfg.dir}) must be outside the repository`);
  fs.mkdirSync(cfg.dir, { recursive: true });

  const problems = {};
  for (const name of Object.keys(PEERS)) {
    if (!wanted(name)) continue;
    const failure = install(name);
    if (failure) {
      problems[name] = failure;
      log(`${name}: NOT INSTALLED: ${failure}`);
    }
  }

  ensureApiBuilt();
  log('starting the product (.data/peers, embedded PostgreSQL, demo data)…');
  product = await startProduct({ dataDir: path.join(root, '.data/peers'), env: { AUTH_JWT_SECRET: randomSecret() } });
  const db = await pgClient(product.databaseUrl);
  await generateSites(db, { websites: cfg.websites, sectionsPerSite: cfg.sections, posts: 0 });
  await vacuumAnalyze(db);
  // The very rows ours serves, for the peers.
  const { rows } = await db.query(
    `select w.name, w.domain::text as domain, w.template, json_agg(json_build_array(c.section_key, c.content_value) order by c.section_key) as sections
       from websites w join website_content c on c.website_id = w.id
      where w.domain like 'bench-site-%' group by w.id order by w.domain`,
  );
  const sites = rows;
  log(`ours: ${sites.length} websites x ${cfg.sections} sections generated`);

  const targets = {};
  if (wanted('ours')) {
    targets.ours = {
      baseUrl: product.baseUrl,
      child: product.child,
      version: JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version ?? 'this checkout',
      pathFor: (domain) => `/api/public/sites/${domain}/content`,
      sectionsOf: (body) => body?.sections ?? {},
    };
  }
  for (const [name, setUp] of [
    ['directus', setUpDirectus],
    ['strapi', setUpStrapi],
  ]) {
    if (!wanted(name) || problems[name]) continue;
    try {
      targets[name] = await setUp(sites, product.pgPort, db);
      log(`${name} ${targets[name].version} ready at ${targets[name].baseUrl} (log: ${targets[name].logFile})`);
    } catch (error) {
      problems[name] = `set-up failed: ${String(error?.message ?? error)
        .split('\n')
        .slice(0, 12)
        .join(' | ')}`;
      log(`${name}: ${problems[name]}`);
    }
  }

  // Every target must answer the same 20 texts for a domain before it is measured.
  const probe = sites[Math.floor(sites.length / 2)];
  for (const [name, target] of Object.entries(targets)) {
    try {
      const body = await json(`${target.baseUrl}${target.pathFor(probe.domain)}`);
      const got = target.sectionsOf(body);
      const expected = Object.fromEntries(probe.sections);
      const same = Object.keys(expected).length === Object.keys(got).length && Object.entries(expected).every(([k, v]) => got[k] === v);
      if (!same)
        throw new Error(
          `answered ${Object.keys(got).length} sections, not the ${Object.keys(expected).length} expected texts: ${JSON.stringify(body).slice(0, 300)}`,
        );
      const anonymousWrite = await fetch(`${target.baseUrl}${target.pathFor(probe.domain)}`, { method: 'DELETE' });
      if (anonymousWrite.ok) throw new Error(`an anonymous DELETE answered ${anonymousWrite.status}: read only was meant`);
    } catch (error) {
      problems[name] = `probe failed: ${error.message}`;
      log(`${name}: ${problems[name]}`);
      delete targets[name];
    }
  }

  const names = Object.keys(targets);
  const driver = await forkDriver();
  const domains = Array.from({ length: cfg.websites }, (_, i) => benchDomain(i + 1));
  const scenario = (name) => ({
    name: 'public-content',
    target: name,
    baseUrl: targets[name].baseUrl,
    kind: 'rotate-get',
    paths: domains.map(targets[name].pathFor),
    connections: cfg.connections,
  });
  for (const name of names) {
    if (cfg.warmup > 0) {
      log(`  warm-up ${name} (${cfg.warmup} s)…`);
      await drive(driver, { ...scenario(name), durationSeconds: cfg.warmup, warmupSeconds: 0 });
    }
  }
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < Math.max(1, cfg.rounds); round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const pid = targets[name].child.pid;
      log(`  round ${round + 1}: ${name} (${cfg.connections} connections, ${cfg.duration} s)…`);
      const before = processCpuMs(pid);
      const r = await drive(driver, { ...scenario(name), durationSeconds: cfg.duration, warmupSeconds: 0 });
      const after = processCpuMs(pid);
      r.cpuMs = before === null || after === null ? null : after - before;
      r.rssMb = rssMb(pid);
      runs[name].push(r);
      await sleep(500);
    }
  }
  await db.end();

  const summary = {};
  for (const name of names) {
    const rs = runs[name];
    const requests = rs.reduce((a, r) => a + r.requests, 0);
    const seconds = rs.reduce((a, r) => a + r.durationSeconds, 0);
    const cpuMs = rs.every((r) => r.cpuMs !== null) ? rs.reduce((a, r) => a + r.cpuMs, 0) : null;
    const errors = rs.reduce((a, r) => a + r.errors + r.timeouts + r.non2xx, 0);
    summary[name] = {
      version: targets[name].version,
      requests,
      rps: requests / seconds,
      roundRps: rs.map((r) => Math.round(r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      cpuUsPerRequest: cpuMs === null || !requests ? null : (cpuMs * 1000) / requests,
      roundCpuUs: rs.map((r) => (r.cpuMs === null || !r.requests ? null : Math.round((r.cpuMs * 1000) / r.requests))),
      rssMb: Math.max(...rs.map((r) => r.rssMb ?? 0)),
      errors,
    };
  }
  const ours = summary.ours;
  const rows2 = names.map((name) => {
    const s = summary[name];
    // Median over rounds of (ours ÷ peer) in the same round: how many times faster/cheaper ours is.
    const speedup = ours && name !== 'ours' ? median(s.roundRps.map((rps, k) => (rps > 0 ? ours.roundRps[k] / rps : null))) : null;
    const cpuRatio = ours && name !== 'ours' ? median(s.roundCpuUs.map((us, k) => (us && ours.roundCpuUs[k] ? us / ours.roundCpuUs[k] : null))) : null;
    s.oursFasterX = speedup;
    s.cpuVsOursX = cpuRatio;
    return [
      name,
      s.version,
      fmt(s.rps),
      fmt(s.p50),
      fmt(s.p99),
      fmt(s.cpuUsPerRequest),
      fmt(s.rssMb),
      s.errors,
      name === 'ours' ? '1.00' : speedup ? fmt(1 / speedup, 3) : '',
      name === 'ours' ? '' : `${fmt(speedup, 1)}x`,
      name === 'ours' ? '' : `${fmt(cpuRatio, 1)}x`,
      `rounds: ${s.roundRps.join(' / ')} req/s`,
    ];
  });
  log(`\n=== bench:peers: "all sections of the site with domain D", public read (${machineDescription()})`);
  log(
    table(['server', 'version', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'RSS MB', 'errors', 'req/s ÷ ours', 'ours faster', 'CPU vs ours', 'notes'], rows2),
  );
  log(`${cfg.connections} connections, ${cfg.rounds} rounds of ${cfg.duration} s each in turned-around order; req/s: all rounds; p50, p99: median round;`);
  log(
    'ours faster: median over rounds of ours ÷ peer req/s in the same round; CPU µs/req: server process user + system time per answered request (/proc/<pid>/stat); RSS: largest after a round.',
  );
  for (const [name, why] of Object.entries(problems)) log(`NOT MEASURED ${name}: ${why}`);
  const outDir = path.join(root, 'reports/bench');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'peers-latest.json'),
    JSON.stringify({ machine: machineDescription(), settings: { ...cfg, only: undefined }, summary, runs, problems, at: new Date().toISOString() }, null, 2),
  );
  log(`raw figures: reports/bench/peers-latest.json; took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await cleanup();
}

main().catch(async (error) => {
  process.stderr.write(`bench:peers failed: ${error?.stack ?? error}\n`);
  await cleanup().catch(() => undefined);
  process.exit(1);
});
