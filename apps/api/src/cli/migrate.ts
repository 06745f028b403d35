import 'reflect-metadata';
import { runMigrations } from '@fw/api-shared-infrastructure';
import { withDatabase } from './with-database';

withDatabase(async (orm) => {
  const applied = await runMigrations(orm);
  process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'schema is up to date\n');
}).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
