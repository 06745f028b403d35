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
