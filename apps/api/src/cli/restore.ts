// `npm run db:restore FILE [--yes]`: replaces the configured (or embedded) database with a backup
// made by `npm run db:backup`. The product must be stopped; asks for confirmation unless --yes.
import path from 'node:path';
import readline from 'node:readline/promises';
import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { API_APPLICATION_NAME, createOrmOptions, loadAppConfig, loadDatabaseConfig, migrationsList, readBackupHeader, restoreBackup } from '@fw/api-shared-infrastructure';
import { resolveDatabase } from '../app/database-runtime';
import { runningApiPid } from '../app/api-pid-file';
import { entitySchemas } from '../app/contexts';
import { exitWithError } from './cli-errors';

async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) throw new Error('not a terminal: pass --yes to restore without asking');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim().toLowerCase() === 'restore';
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const yes = args.includes('--yes') || args.includes('-y');
  const fileArg = args.find((a) => !a.startsWith('-'));
  if (!fileArg) throw new Error('usage: npm run db:restore FILE [-- --yes]');
  const file = path.resolve(process.env.INIT_CWD ?? '.', fileArg);
  const header = await readBackupHeader(file);
  const app = loadAppConfig();
  const db = loadDatabaseConfig();
  const apiPid = runningApiPid(app.dataDir);
  if (apiPid) throw new Error(`the product is running (PID ${apiPid}, ${path.join(app.dataDir, 'api.pid')}): stop it first`);
  const database = await resolveDatabase(app, db, { reuseRunning: true });
  const client = new Client({ connectionString: database.url, application_name: 'floridaweb-restore' });
  try {
    await client.connect();
    const { rows: sessions } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [API_APPLICATION_NAME],
    );
    if (sessions[0].n > 0) throw new Error(`${sessions[0].n} session(s) of the product are connected to this database: stop every API process first`);
    const target = database.embedded ? `the embedded database in ${path.join(app.dataDir, 'postgres')}` : 'the database of DATABASE_URL';
    process.stdout.write(`backup ${file}\n  taken ${header.createdAt} from "${header.database}" (PostgreSQL ${header.serverVersion}), ${header.migrations.length} migrations\n`);
    if (!yes && !(await confirm(`This replaces every table of ${target}. Type "restore" to go on: `))) {
      process.stdout.write('nothing changed\n');
      return;
    }
    const started = Date.now();
    const restored = await restoreBackup(client, file, {
      knownMigrations: migrationsList.map((m) => m.name),
      migrateTo: async (name) => {
        const orm = await MikroORM.init(createOrmOptions({ url: database.url, entities: entitySchemas, poolMax: 2 }));
        try {
          await orm.getMigrator().up({ to: name });
        } finally {
          await orm.close();
        }
      },
    });
    const rows = restored.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`restored ${restored.length} tables, ${rows} rows in ${Date.now() - started} ms; newer migrations (if any) apply at the next start\n`);
  } finally {
    await client.end().catch(() => undefined);
    await database.stop();
  }
}

main().catch(exitWithError);
