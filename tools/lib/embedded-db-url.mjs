import fs from 'node:fs';
import path from 'node:path';

/**
 * The URL of the embedded PostgreSQL a product started with this DATA_DIR runs: its superuser
 * password is random, kept in DATA_DIR/postgres.superuser-password (see superuserPasswordFile in
 * libs/api/shared/infrastructure/src/database/embedded-postgres.ts). Read once the product is ready.
 */
export function embeddedDatabaseUrl(dataDir, port) {
  const password = fs.readFileSync(path.join(dataDir, 'postgres.superuser-password'), 'utf8').trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
