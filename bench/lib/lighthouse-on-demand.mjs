// Lighthouse (and the chrome-launcher it drives) is about 47 MB that only `npm run bench:web` uses,
// so it is not a dependency of the project: the first run installs these pinned versions into a
// cache folder outside node_modules' tree, and later runs reuse them.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { root } from './common.mjs';

export const LIGHTHOUSE_PACKAGES = { lighthouse: '13.5.0', 'chrome-launcher': '1.2.1' };
const cacheDir = process.env.LIGHTHOUSE_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'bench-lighthouse');

function installed() {
  return Object.entries(LIGHTHOUSE_PACKAGES).every(([name, version]) => {
    const manifest = path.join(cacheDir, 'node_modules', name, 'package.json');
    return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).version === version;
  });
}

/** Imports lighthouse and chrome-launcher, installing them into the cache folder first when missing. */
export async function importLighthouse() {
  if (!installed()) {
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, 'package.json'), JSON.stringify({ private: true, dependencies: LIGHTHOUSE_PACKAGES }, null, 2));
    console.log(
      `installing ${Object.entries(LIGHTHOUSE_PACKAGES)
        .map(([n, v]) => `${n}@${v}`)
        .join(' ')} into ${cacheDir} (once)…`,
    );
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save'], { cwd: cacheDir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`installing Lighthouse into ${cacheDir} failed`);
  }
  const require = createRequire(path.join(cacheDir, 'package.json'));
  const load = (name) => import(pathToFileURL(require.resolve(name)).href);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return { lighthouse, chromeLauncher };
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * The settings of a run: `mobile` is Lighthouse's default (Moto G Power, simulated slow 4G)
 * unless `width` narrows its screen; `desktop` is Lighthouse's desktop preset at `width`.
 */
async function configFor({ formFactor = 'mobile', width, ignoreStatusCode = false } = {}) {
  if (formFactor === 'mobile' && !width && !ignoreStatusCode) return undefined;
  // Lighthouse's own presets (screen sizes, throttling, user agents), from the cache folder it was installed into.
  const constants = await import(pathToFileURL(path.join(cacheDir, 'node_modules', 'lighthouse', 'core', 'config', 'constants.js')).href);
  if (formFactor === 'mobile') {
    return {
      extends: 'lighthouse:default',
      settings: {
        ignoreStatusCode,
        ...(width ? { screenEmulation: { ...constants.screenEmulationMetrics.mobile, width, height: Math.round(width * 2.16) } } : {}),
      },
    };
  }
  return {
    extends: 'lighthouse:default',
    settings: {
      ignoreStatusCode,
      formFactor: 'desktop',
      throttling: constants.throttling.desktopDense4G,
      screenEmulation: { ...constants.screenEmulationMetrics.desktop, width: width ?? constants.screenEmulationMetrics.desktop.width },
      emulatedUserAgent: constants.userAgents.desktop,
    },
  };
}

/**
 * Runs Lighthouse once on `url` in a fresh Debian Chromium (no warm cache carried between pages)
 * and returns `{ lhr, report }` (report: the HTML report). `hostResolverRules` maps host names to
 * this machine, as DNS would; `ignoreStatusCode` measures a page that answers 4xx on purpose (a
 * 404 page). Throws when Lighthouse could not measure the page.
 */
export async function auditPage(url, { formFactor = 'mobile', width, hostResolverRules, ignoreStatusCode } = {}) {
  const { lighthouse, chromeLauncher } = await importLighthouse();
  const config = await configFor({ formFactor, width, ignoreStatusCode });
  const flags = hostResolverRules ? [...chromeFlags, `--host-resolver-rules=${hostResolverRules}`] : chromeFlags;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    const options = { port: chrome.port, output: 'html', logLevel: 'error' };
    let result = await lighthouse(url, options, config);
    // NO_NAVSTART is Chromium starting its trace after the page committed (a race in the new
    // renderer process, seen on pages with no script at all); Lighthouse itself says to run again.
    if (result.lhr.runtimeError?.code === 'NO_NAVSTART') {
      process.stdout.write(`${url}: NO_NAVSTART (trace started late), running Lighthouse again\n`);
      result = await lighthouse(url, options, config);
    }
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, report: result.report };
  } finally {
    await chrome.kill();
  }
}

/** The four category scores of a result, 0 to 100. */
export function scoresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') };
}

/** The ids of the audits that cost points: those a category weighs, with a score below 1. */
export function failingAudits(lhr) {
  const weighed = new Set(
    Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id),
  );
  return Object.values(lhr.audits)
    .filter((a) => weighed.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => a.id);
}

/** The ids of Lighthouse's insights with something to gain (they weigh nothing in a score, but say what to improve). */
export function openInsights(lhr) {
  return Object.values(lhr.audits)
    .filter((a) => a.id.endsWith('-insight') && a.score !== null && a.score < 1)
    .map((a) => a.id);
}
