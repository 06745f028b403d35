// `npm start`: build what changed (Nx caches the rest), then run the product on one URL.
import { spawn, spawnSync } from 'node:child_process';
import { ensureProjectNode, projectEnv, root } from './lib/project-node.mjs';
import { ensurePostgresUser } from './setup-postgres-user.mjs';

ensureProjectNode();
ensurePostgresUser();
const env = projectEnv({ NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' });
const build = spawnSync('nx', ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], { cwd: root, stdio: 'inherit', env });
if (build.error) console.error(`Could not run nx (${build.error.message}); run \`npm ci\` first.`);
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/api/apps/api/src/main.js'], { cwd: root, stdio: 'inherit', env });
// Ctrl-C reaches the server too (same process group); wait for it to finish shutting down.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
