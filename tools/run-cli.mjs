// Runs one of the API's command-line tools (apps/api/src/cli/<name>.ts) from the build, building
// the API first only when it has not been built: a backup taken while the product runs uses the
// same build as the product and never rebuilds dist/ under it.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const [name, ...args] = process.argv.slice(2);
const script = path.join(root, 'dist/api/apps/api/src/cli', `${name}.js`);
if (!fs.existsSync(script)) {
  const build = spawnSync(process.execPath, [path.join(root, 'tools/build-api.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, ['--enable-source-maps', script, ...args], { cwd: process.cwd(), stdio: 'inherit' });
process.exit(run.status ?? 1);
