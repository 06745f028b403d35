// `npm run db:verify FILE`: reads a backup whole and checks it (gzip, format, version, every
// table's rows and checksum, the end mark) without starting or touching any database.
import path from 'node:path';
import { OBJECTS_TABLE, verifyBackupFile } from '@fw/api-shared-infrastructure';
import { exitWithError } from './cli-errors';

async function main(): Promise<void> {
  const fileArg = process.argv[2];
  if (!fileArg) throw new Error('usage: npm run db:verify -- FILE');
  const contents = await verifyBackupFile(path.resolve(process.env.INIT_CWD ?? '.', fileArg));
  const tables = contents.tables.filter((t) => t.table !== OBJECTS_TABLE);
  const files = contents.tables.find((t) => t.table === OBJECTS_TABLE)?.rows ?? 0;
  const rows = tables.reduce((n, t) => n + t.rows, 0);
  process.stdout.write(
    `ok: ${contents.file}\n  taken ${contents.header.createdAt} from "${contents.header.database}", ${contents.header.migrations.length} migrations, ${tables.length} tables, ${rows} rows, ${files} stored files, ${contents.bytes} bytes\n`,
  );
}

main().catch(exitWithError);
