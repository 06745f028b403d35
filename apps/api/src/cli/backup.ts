// `npm run db:backup [FILE] [--prune]`: a consistent logical backup of the configured (or embedded)
// database, taken while the product runs, read back and verified before it gets its name.
// Default file: DATA_DIR/backups/floridaweb-<UTC time>.fwbak.gz. With --prune (what the hourly
// timer runs), the default folder then keeps only the retention ladder of docs/operations.md.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import {
  backedUpObjectStorage,
  loadAppConfig,
  loadDatabaseConfig,
  loadObjectStorageConfig,
  OBJECTS_TABLE,
  retentionPlan,
  scheduledBackupName,
  takenAtOfBackupName,
  writeBackup,
} from '@fw/api-shared-infrastructure';
import { resolveDatabase } from '../app/database-runtime';
import { exitWithError } from './cli-errors';

/** Deletes the backups of `dir` (named by db:backup; other files are left alone) that the ladder drops. */
function prune(dir: string, now: Date): string[] {
  const dated = fs
    .readdirSync(dir)
    .map((name) => ({ name, takenAt: takenAtOfBackupName(name) }))
    .filter((b): b is { name: string; takenAt: Date } => b.takenAt !== undefined);
  const { prune: drop } = retentionPlan(dated, now);
  for (const backup of drop) fs.rmSync(path.join(dir, backup.name), { force: true });
  return drop.map((b) => b.name);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const fileArg = args.find((a) => !a.startsWith('-'));
  const app = loadAppConfig();
  const now = new Date();
  const backupsDir = path.join(app.dataDir, 'backups');
  if (args.includes('--prune') && fileArg) throw new Error('--prune applies to the default folder only: leave out FILE');
  const file = path.resolve(process.env.INIT_CWD ?? '.', fileArg ?? path.join(backupsDir, scheduledBackupName(now)));
  const database = await resolveDatabase(app, loadDatabaseConfig(), { reuseRunning: true });
  const client = new Client({ connectionString: database.url, application_name: 'floridaweb-backup' });
  try {
    await client.connect();
    const started = Date.now();
    const summary = await writeBackup(client, file, backedUpObjectStorage(loadObjectStorageConfig()));
    const tables = summary.tables.filter((t) => t.table !== OBJECTS_TABLE);
    const files = summary.tables.find((t) => t.table === OBJECTS_TABLE);
    const rows = tables.reduce((n, t) => n + t.rows, 0);
    const stored = files ? `${files.rows} stored files` : 'stored files not included (S3: kept by the bucket provider)';
    process.stdout.write(
      `backup written and verified: ${file}\n  ${tables.length} tables, ${rows} rows, ${stored}, ${summary.bytes} bytes, ${summary.migrations.length} migrations, ${Date.now() - started} ms\n`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await database.stop();
  }
  if (args.includes('--prune')) {
    const dropped = prune(backupsDir, now);
    process.stdout.write(`retention: ${dropped.length ? `removed ${dropped.join(', ')}` : 'nothing to remove'}\n`);
  }
}

main().catch(exitWithError);
