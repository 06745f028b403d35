// `npm run dev`: rebuild on change and restart the API; the front ends rebuild into dist and are
// served by the same process on one URL (reload the page to see a change).
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ensureProjectNode, projectEnv, root } from './lib/project-node.mjs';
import { ensurePostgresUser } from './setup-postgres-user.mjs';

ensureProjectNode();
ensurePostgresUser();
const env = projectEnv({ NX_DAEMON: 'false', NX_NO_CLOUD: 'true' });
const children = [];
const start = (cmd, args) => children.push(spawn(cmd, args, { cwd: root, stdio: 'inherit', env }));

spawnSync('nx', ['run-many', '-t', 'build', '--parallel=2'], { cwd: root, stdio: 'inherit', env });
start(process.execPath, ['--enable-source-maps', '--watch-path=dist/api', 'dist/api/apps/api/src/main.js']);
for (const app of ['marketing', 'dashboard']) start('vite', ['build', '--watch', '--config', `apps/${app}/vite.config.mts`, '--logLevel', 'warn']);

let timer;
for (const dir of ['apps/api/src', 'libs']) {
  fs.watch(path.join(root, dir), { recursive: true }, (_event, file) => {
    if (!file?.endsWith('.ts')) return;
    clearTimeout(timer);
    timer = setTimeout(() => spawnSync(process.execPath, ['tools/build-api.mjs'], { cwd: root, stdio: 'inherit', env }), 200);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const c of children) c.kill(signal);
    process.exit(0);
  });
