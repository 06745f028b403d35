// `npm run db:restore FILE [--yes]`: replaces the configured (or embedded) database with a backup
// made by `npm run db:backup`, without ever emptying it: the file is checked whole, loaded into a
// new database, and the two swap names only when everything loaded. The replaced database is kept:
//   npm run db:restore -- --kept                 lists the kept databases
//   npm run db:restore -- --switch-back NAME     makes a kept database live again
//   npm run db:restore -- --drop-kept NAME       drops a kept database
// The product must be stopped; asks for confirmation unless --yes.
import path from 'node:path';
import readline from 'node:readline/promises';
import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  API_APPLICATION_NAME,
  backedUpObjectStorage,
  createOrmOptions,
  dropKeptDatabase,
  listKeptDatabases,
  loadAppConfig,
  loadDatabaseConfig,
  loadObjectStorageConfig,
  migrationsList,
  OBJECTS_TABLE,
  restoreIntoNewDatabase,
  RestoreOptions,
  switchToKeptDatabase,
  verifyBackupFile,
} from '@fw/api-shared-infrastructure';
import { DatabaseRuntime, resolveDatabase } from '../app/database-runtime';
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

const migrate: RestoreOptions['migrate'] = async (url, to) => {
  const orm = await MikroORM.init(createOrmOptions({ url, entities: entitySchemas, poolMax: 2 }));
  try {
    await orm.getMigrator().up(to ? { to } : undefined);
  } finally {
    await orm.close();
  }
};

/** Refuses while the product runs, then hands the task the database (stopping what it started). */
async function withStoppedProduct<T>(task: (database: DatabaseRuntime) => Promise<T>): Promise<T> {
  const app = loadAppConfig();
  const apiPid = runningApiPid(app.dataDir);
  if (apiPid) throw new Error(`the product is running (PID ${apiPid}, ${path.join(app.dataDir, 'api.pid')}): stop it first`);
  const database = await resolveDatabase(app, loadDatabaseConfig(), { reuseRunning: true });
  try {
    const client = new Client({ connectionString: database.url, application_name: 'floridaweb-restore' });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
        [API_APPLICATION_NAME],
      );
      if (rows[0].n > 0) throw new Error(`${rows[0].n} session(s) of the product are connected to this database: stop every API process first`);
    } finally {
      await client.end().catch(() => undefined);
    }
    return await task(database);
  } finally {
    await database.stop();
  }
}

const optionValue = (args: string[], name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const yes = args.includes('--yes') || args.includes('-y');
  if (args.includes('--kept')) {
    const kept = await withStoppedProduct((database) => listKeptDatabases(database.url));
    process.stdout.write(kept.length ? `${kept.join('\n')}\n` : 'no database kept by a restore\n');
    return;
  }
  const switchBack = optionValue(args, '--switch-back');
  if (switchBack) {
    const keptAs = await withStoppedProduct((database) => switchToKeptDatabase(database.url, switchBack));
    process.stdout.write(`"${switchBack}" is live again; the database it replaced is kept as "${keptAs}"\n`);
    return;
  }
  const dropKept = optionValue(args, '--drop-kept');
  if (dropKept) {
    await withStoppedProduct((database) => dropKeptDatabase(database.url, dropKept));
    process.stdout.write(`dropped "${dropKept}"\n`);
    return;
  }
  const fileArg = args.find((a) => !a.startsWith('-'));
  if (!fileArg) throw new Error('usage: npm run db:restore -- FILE [--yes] | --kept | --switch-back NAME | --drop-kept NAME');
  const file = path.resolve(process.env.INIT_CWD ?? '.', fileArg);
  // The whole file is checked before any database is started or touched.
  const contents = await verifyBackupFile(file);
  const { header } = contents;
  const tables = contents.tables.filter((t) => t.table !== OBJECTS_TABLE);
  const files = contents.tables.find((t) => t.table === OBJECTS_TABLE)?.rows ?? 0;
  const rowCount = tables.reduce((n, t) => n + t.rows, 0);
  process.stdout.write(
    `backup ${file}\n  taken ${header.createdAt} from "${header.database}" (PostgreSQL ${header.serverVersion}), ${header.migrations.length} migrations, ${tables.length} tables, ${rowCount} rows, ${files} stored files: verified\n`,
  );
  await withStoppedProduct(async (database) => {
    const target = database.embedded ? `the embedded database in ${path.join(loadAppConfig().dataDir, 'postgres')}` : 'the database of DATABASE_URL';
    if (!yes && !(await confirm(`This replaces ${target} (the current one is kept aside). Type "restore" to go on: `))) {
      process.stdout.write('nothing changed\n');
      return;
    }
    const started = Date.now();
    const objects = backedUpObjectStorage(loadObjectStorageConfig());
    const outcome = await restoreIntoNewDatabase({ file, liveUrl: database.url, knownMigrations: migrationsList.map((m) => m.name), migrate, objects });
    process.stdout.write(
      [
        `restored ${tables.length} tables, ${rowCount} rows into "${outcome.database}"${objects ? ` and ${files} stored files into ${loadObjectStorageConfig().driver === 'local' ? 'the media folder' : 'storage'}` : ''} in ${Date.now() - started} ms`,
        `the database it replaced is kept as "${outcome.keptDatabase}"; nothing removes it by itself`,
        `  switch back:  npm run db:restore -- --switch-back ${outcome.keptDatabase}`,
        `  remove it:    npm run db:restore -- --drop-kept ${outcome.keptDatabase}`,
        '',
      ].join('\n'),
    );
  });
}

main().catch(exitWithError);
