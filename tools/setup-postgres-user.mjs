// `npm run setup:postgres-user`: PostgreSQL refuses to run as root, so when the product or the
// tests run as root (containers, CI) the embedded database runs as the system user "postgres".
// This creates that user once; the API itself never creates system users. `npm start`, `npm test`
// and .ci/run call it; it needs nothing installed (plain Node, any version).
import os from 'node:os';
import { execFileSync, spawnSync } from 'node:child_process';

export function ensurePostgresUser() {
  if (os.userInfo().uid !== 0 || process.env.DATABASE_URL) return;
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0) return;
  console.log('Running as root: creating the system user "postgres" that the embedded PostgreSQL runs as (it refuses to run as root)…');
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensurePostgresUser();
  const who = os.userInfo().uid === 0 ? 'the system user "postgres"' : `you (${os.userInfo().username})`;
  console.log(process.env.DATABASE_URL ? 'DATABASE_URL is set: no embedded PostgreSQL, no user needed.' : `The embedded PostgreSQL runs as ${who}.`);
}
