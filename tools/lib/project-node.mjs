// The project runs on one Node version, the one in .nvmrc. npm scripts get it from the `node` dev
// dependency (npm puts node_modules/.bin first on PATH); a script started as `node tools/x.mjs`
// on another Node re-runs itself on that one, or says what to do when it is not installed yet.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const projectNodeVersion = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
const localBin = path.join(root, 'node_modules', '.bin');

/** The environment for child processes: node_modules/.bin first, so `node`, `nx` and friends are the project's. */
export function projectEnv(extra = {}) {
  return { ...process.env, PATH: `${localBin}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/** Returns when this process runs on the project's Node major; otherwise re-runs the script on it and exits with its code. */
export function ensureProjectNode() {
  const wanted = projectNodeVersion.split('.')[0];
  if (process.versions.node.split('.')[0] === wanted) return;
  const localNode = path.join(localBin, 'node');
  if (!fs.existsSync(localNode)) {
    console.error(
      `This project runs on Node ${projectNodeVersion} (.nvmrc); this is Node ${process.versions.node}.\n` +
        'Run `npm ci` first (it installs Node 24 into node_modules as the `node` dev dependency), then use the npm scripts, e.g. `npm start`.',
    );
    process.exit(1);
  }
  const again = spawnSync(localNode, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], { stdio: 'inherit', env: projectEnv() });
  process.exit(again.status ?? 1);
}
