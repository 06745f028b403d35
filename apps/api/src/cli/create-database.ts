// `npm run db:create`: creates the database that DATABASE_URL names (the API itself never creates
// one, so that a typo in the name is refused instead of starting on an empty database).
import { createDatabaseOf, loadDatabaseConfig } from '@fw/api-shared-infrastructure';
import { exitWithError } from './cli-errors';

async function main(): Promise<void> {
  const { url } = loadDatabaseConfig();
  if (!url) {
    process.stdout.write('DATABASE_URL is not set: the embedded database is created on first start\n');
    return;
  }
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  process.stdout.write((await createDatabaseOf(url)) ? `created database "${name}"\n` : `database "${name}" exists already\n`);
}

main().catch(exitWithError);
