// `npm run db:backup [FILE]`: a consistent logical backup of the configured (or embedded) database,
// taken while the product runs. Default file: DATA_DIR/backups/floridaweb-<UTC time>.fwbak.gz
import path from 'node:path';
import { Client } from 'pg';
import { loadAppConfig, loadDatabaseConfig, writeBackup } from '@fw/api-shared-infrastructure';
import { resolveDatabase } from '../app/database-runtime';
import { exitWithError } from './cli-errors';

async function main(): Promise<void> {
  const app = loadAppConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.env.INIT_CWD ?? '.', process.argv[2] ?? path.join(app.dataDir, 'backups', `floridaweb-${stamp}.fwbak.gz`));
  const database = await resolveDatabase(app, loadDatabaseConfig(), { reuseRunning: true });
  const client = new Client({ connectionString: database.url, application_name: 'floridaweb-backup' });
  try {
    await client.connect();
    const started = Date.now();
    const summary = await writeBackup(client, file);
    const rows = summary.tables.reduce((n, t) => n + t.rows, 0);
    process.stdout.write(`backup written: ${file}\n  ${summary.tables.length} tables, ${rows} rows, ${summary.bytes} bytes, ${summary.migrations.length} migrations, ${Date.now() - started} ms\n`);
  } finally {
    await client.end().catch(() => undefined);
    await database.stop();
  }
}

main().catch(exitWithError);
