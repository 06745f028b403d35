// `npm run bench:web`: builds the apps (nx run-many -t build), serves them as `npm start` does
// (the built product, one URL), then
//  1. Lighthouse (node API, default = mobile preset with simulated throttling) in Debian's Chromium
//     on /, /pricing, /start, one article and /auth: scores, LCP, TBT, CLS, JS and CSS bytes on the
//     wire (gzip) per page, and an HTML report per page in reports/lighthouse/;
//  2. axe-core (injected with playwright-core) on every public route and every dashboard page,
//     signed in as the demo client and the demo admin: violations per page.
// Exits 1 when a target is missed.
//
// env: CHROME_PATH (/usr/bin/chromium), WEB_SKIP_BUILD=true, WEB_ONLY=lighthouse|axe,
//      LIGHTHOUSE_PAGES (comma list of paths, default the five above),
//      LIGHTHOUSE_CACHE_DIR (where the first run installs Lighthouse; node_modules/.cache/bench-lighthouse)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { log, machineDescription, root, startProduct, table } from './lib/common.mjs';
import { auditPage, failingAudits, scoresOf } from './lib/lighthouse-on-demand.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const only = process.env.WEB_ONLY;

const lighthousePages = (process.env.LIGHTHOUSE_PAGES ?? '/,/pricing,/start,/learning-center/website-costs-explained,/auth').split(',').map((p) => p.trim());
const TARGETS = {
  marketing: { scores: 100, jsKb: 80 },
  auth: { jsKb: 250 },
};

const publicRoutes = [
  '/',
  '/services',
  '/pricing',
  '/about',
  '/portfolio',
  '/learning-center',
  '/learning-center/why-your-business-needs-website',
  '/learning-center/choose-web-design-partner',
  '/learning-center/website-costs-explained',
  '/resources',
  '/resources/affordable-website-design-guide',
  '/resources/internet-marketing-guide',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/payment-success',
  '/auth',
  '/start',
  '/questionnaire-success',
];
const dashboardRoutes = {
  client: ['/dashboard', '/dashboard/content', '/dashboard/images', '/dashboard/blog', '/dashboard/settings'],
  admin: ['/dashboard', '/dashboard/admin/clients', '/dashboard/admin/websites', '/dashboard/admin/submissions', '/dashboard/admin/communications'],
};
const demo = {
  client: { email: 'client@demo.local', password: 'DemoClient123!' },
  admin: { email: 'admin@demo.local', password: 'DemoAdmin123!' },
};

function build() {
  if (process.env.WEB_SKIP_BUILD === 'true') return;
  log('building the apps (nx run-many -t build)…');
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('build failed');
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function runLighthouse(baseUrl) {
  const outDir = path.join(root, 'reports/lighthouse');
  fs.mkdirSync(outDir, { recursive: true });
  const rows = [];
  const verdicts = [];
  for (const page of lighthousePages) {
    const { lhr, report } = await auditPage(`${baseUrl}${page}`);
    const slug = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
    fs.writeFileSync(path.join(outDir, `${slug}.html`), report);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (type) => requests.filter((r) => r.resourceType === type).reduce((a, r) => a + (r.transferSize ?? 0), 0);
    const js = bytes('Script');
    const css = bytes('Stylesheet');
    const s = scoresOf(lhr);
    rows.push([
      page,
      s.performance,
      s.accessibility,
      s['best-practices'],
      s.seo,
      `${(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(2)} s`,
      `${lhr.audits['total-blocking-time'].numericValue.toFixed(0)} ms`,
      lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      kb(js),
      kb(css),
      `reports/lighthouse/${slug}.html`,
    ]);
    const isAuth = page.startsWith('/auth');
    if (isAuth) {
      verdicts.push([`${page}: JS ≤ ${TARGETS.auth.jsKb} KB gzip`, js / 1024 <= TARGETS.auth.jsKb, `${kb(js)} KB`]);
    } else {
      for (const [name, value] of Object.entries(s)) verdicts.push([`${page}: ${name} = 100`, value >= TARGETS.marketing.scores, String(value)]);
      verdicts.push([`${page}: JS ≤ ${TARGETS.marketing.jsKb} KB gzip`, js / 1024 <= TARGETS.marketing.jsKb, `${kb(js)} KB`]);
      const failing = failingAudits(lhr);
      if (failing.length) log(`  ${page}: failing audits: ${failing.join(', ')}`);
    }
  }
  log('\nLighthouse (mobile preset, simulated throttling):');
  log(table(['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'JS KB gz', 'CSS KB gz', 'report'], rows));
  return verdicts;
}

async function runAxe(baseUrl) {
  const { chromium } = await import('playwright-core');
  const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless') });
  const rows = [];
  const verdicts = [];
  const details = [];
  async function check(context, route, who) {
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    try {
      const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
      // Let SPAs settle (data loaded, redirects done).
      await page.waitForTimeout(500);
      const finalPath = new URL(page.url()).pathname;
      // CSP blocks inline scripts; the context bypasses CSP so that axe can be injected.
      await page.evaluate(axeSource);
      const result = await page.evaluate(async () => {
        const r = await globalThis.axe.run(globalThis.document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, target: v.nodes[0]?.target?.join(' ') }));
      });
      const redirected = finalPath !== route ? `→ ${finalPath}` : '';
      rows.push([
        `${route} ${redirected}`.trim(),
        who,
        response?.status() ?? '',
        result.length,
        result.map((v) => `${v.id}(${v.impact}, ${v.nodes})`).join(' '),
      ]);
      for (const v of result) details.push(`${who} ${route}: ${v.id} [${v.impact}] ${v.help} — ${v.nodes} node(s), e.g. ${v.target}`);
      verdicts.push([`axe ${who} ${route}: 0 violations`, result.length === 0, String(result.length)]);
      if (response && response.status() !== 200) verdicts.push([`${who} ${route}: answers 200`, false, `HTTP ${response.status()}`]);
      if (who !== 'anon' && finalPath.startsWith('/auth')) verdicts.push([`${who} ${route}: stays signed in`, false, `redirected to ${finalPath}`]);
      if (consoleErrors.length) details.push(`${who} ${route}: page errors: ${consoleErrors.slice(0, 3).join(' | ')}`);
    } finally {
      await page.close();
    }
  }
  try {
    const anon = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    for (const route of publicRoutes) await check(anon, route, 'anon');
    await anon.close();
    for (const who of ['client', 'admin']) {
      const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 800 } });
      // Sign in through the real form, as a person does (the SPA then restores the session on
      // every page load from its refresh cookie).
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
        await page.fill('#sign-in_email', demo[who].email);
        await page.fill('#sign-in_password', demo[who].password);
        await page.click('form#sign-in button[type=submit]');
        await page.waitForURL(/\/dashboard/, { timeout: 20_000 });
      } catch (error) {
        verdicts.push([`sign in as demo ${who} through /auth`, false, String(error?.message ?? error).split('\n')[0]]);
        await context.close();
        continue;
      } finally {
        await page.close();
      }
      for (const route of dashboardRoutes[who]) await check(context, route, who);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  log('\naxe-core violations:');
  log(table(['page', 'as', 'HTTP', 'violations', 'rules'], rows));
  if (details.length) log(`\n${details.join('\n')}`);
  return verdicts;
}

async function main() {
  log(`bench:web on ${machineDescription()}`);
  build();
  const product = await startProduct({ dataDir: path.join(root, '.data/bench-web'), env: { LOG_LEVEL: 'warn' } });
  log(`product ready at ${product.baseUrl}`);
  const verdicts = [];
  try {
    if (only !== 'axe') verdicts.push(...(await runLighthouse(product.baseUrl)));
    if (only !== 'lighthouse') verdicts.push(...(await runAxe(product.baseUrl)));
  } finally {
    await product.stop();
  }
  log('\ntargets:');
  log(
    table(
      ['target', 'met', 'measured'],
      verdicts.map(([name, ok, measured]) => [name, ok ? 'yes' : 'NO', measured]),
    ),
  );
  const missed = verdicts.filter(([, ok]) => !ok).length;
  log(missed ? `\n${missed} target(s) missed` : '\nall targets met');
  process.exit(missed ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`bench:web failed: ${error?.stack ?? error}\n`);
  process.exit(1);
});
