import 'reflect-metadata';
import { runMigrations } from '@fw/api-shared-infrastructure';
import { demoLogins, runDemoSeed } from '../seed/demo-seed';
import { withDatabase } from './with-database';

withDatabase(async (orm) => {
  await runMigrations(orm);
  await runDemoSeed(orm.em.fork());
  for (const login of demoLogins) process.stdout.write(`${login.role}: ${login.email} / ${login.password}\n`);
}).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
