import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Client } from 'pg';
import type { Readable } from 'node:stream';
import type { ObjectStoragePort } from '@fw/api-shared-application';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupHeader, OBJECTS_TABLE, verifyBackupFile } from './backup-file';

/**
 * A logical backup written through SQL, so that it works against any PostgreSQL 13+ (the embedded
 * 18 included) with nothing but the `pg` driver: no pg_dump of a matching major version is needed.
 * The file format is described in backup-file.ts. The schema is not in the file: it is the
 * committed migrations, which the restore applies up to the last one the backup had.
 */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const BATCH = 500;

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: Array<{ table: string; rows: number }>;
  migrations: string[];
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Base tables of schema public, parents before children (foreign keys), then by name. */
export async function tablesInLoadOrder(client: Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const { rows: fks } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const fk of fks) parents.get(fk.child)?.add(fk.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.map((t) => t.name).filter((name) => !placed.has(name) && [...parents.get(name)!].every((p) => placed.has(p) || !parents.has(p)));
    // A cycle of foreign keys: take the rest by name (the restore reports a violation if rows really depend on each other).
    const next = ready.length ? ready : tables.map((t) => t.name).filter((name) => !placed.has(name));
    for (const name of next) {
      placed.add(name);
      ordered.push(name);
    }
  }
  return ordered.filter((name) => name !== MIGRATIONS_TABLE);
}

async function appliedMigrations(client: Client): Promise<string[]> {
  const exists = await client.query(`select to_regclass('public.${MIGRATIONS_TABLE}') is not null as ok`);
  if (!exists.rows[0].ok) return [];
  const { rows } = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`);
  return rows.map((r) => r.name);
}

/**
 * Writes a consistent backup of `client`'s database to `file` while the product keeps running:
 * every table is read in one REPEATABLE READ, READ ONLY transaction (one snapshot), through a
 * cursor, so memory stays flat. The file appears only when complete and read back: it is written
 * aside, verified like a restore verifies it (every table's rows and checksum), then renamed.
 * With `objects`, every stored file follows the tables (OBJECTS_TABLE); files are written once and
 * never changed in place, so those present when the snapshot ends are the ones its rows name.
 */
export async function writeBackup(client: Client, file: string, objects?: ObjectStoragePort): Promise<BackupSummary> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip({ level: 6 });
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const piped = new Promise<void>((resolve, reject) => {
    out.on('finish', () => resolve());
    out.on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { file, bytes: 0, tables: [], migrations: [] };
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: meta } = await client.query<{ version: string; db: string }>(`select current_setting('server_version') as version, current_database() as db`);
    summary.migrations = await appliedMigrations(client);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: meta[0].version,
      database: meta[0].db,
      migrations: summary.migrations,
    };
    await write(`H ${JSON.stringify(header)}`);
    const tables = await tablesInLoadOrder(client);
    for (const table of tables) {
      const { rows: cols } = await client.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [`public.${ident(table)}`],
      );
      const columns = cols.map((c) => c.name);
      await write(`T ${JSON.stringify({ table, columns })}`);
      const hash = createHash('md5');
      let count = 0;
      await client.query(
        `declare backup_rows no scroll cursor for select row_to_json(x)::text as j from (select ${columns.map(ident).join(', ')} from public.${ident(table)}) x`,
      );
      for (;;) {
        const { rows } = await client.query<{ j: string }>(`fetch ${BATCH} from backup_rows`);
        for (const row of rows) {
          hash.update(row.j).update('\n');
          await write(`R ${row.j}`);
        }
        count += rows.length;
        if (rows.length < BATCH) break;
      }
      await client.query('close backup_rows');
      await write(`E ${JSON.stringify({ table, rows: count, md5: hash.digest('hex') })}`);
      summary.tables.push({ table, rows: count });
    }
    if (objects) summary.tables.push({ table: OBJECTS_TABLE, rows: await writeObjects(objects, write) });
    await write(`Z ${JSON.stringify({ tables: summary.tables.length })}`);
    await client.query('commit');
    gzip.end();
    await piped;
    const fd = fs.openSync(partial, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const written = await verifyBackupFile(partial);
    const mismatch = summary.tables.find((t, i) => written.tables[i]?.table !== t.table || written.tables[i]?.rows !== t.rows);
    if (mismatch || written.tables.length !== summary.tables.length)
      throw new Error(`the backup read back differs from what was written (table ${mismatch?.table ?? '?'})`);
    fs.renameSync(partial, file);
    summary.bytes = fs.statSync(file).size;
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    gzip.destroy();
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The stored files as the OBJECTS_TABLE section; returns how many. A file deleted meanwhile is left out. */
async function writeObjects(objects: ObjectStoragePort, write: (line: string) => Promise<void>): Promise<number> {
  await write(`T ${JSON.stringify({ table: OBJECTS_TABLE, columns: ['key', 'content_type', 'data'] })}`);
  const hash = createHash('md5');
  let count = 0;
  const keys: string[] = [];
  for await (const key of objects.list('')) keys.push(key);
  for (const key of keys.sort()) {
    const stored = await objects.get(key);
    if (!stored) continue;
    const row = JSON.stringify({ key, content_type: stored.contentType, data: (await readAll(stored.body)).toString('base64') });
    hash.update(row).update('\n');
    await write(`R ${row}`);
    count += 1;
  }
  await write(`E ${JSON.stringify({ table: OBJECTS_TABLE, rows: count, md5: hash.digest('hex') })}`);
  return count;
}
