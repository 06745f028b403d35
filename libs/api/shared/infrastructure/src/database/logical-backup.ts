import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Client } from 'pg';

/**
 * A logical backup written through SQL, so that it works against any PostgreSQL 13+ (the embedded
 * 18 included) with nothing but the `pg` driver: no pg_dump of a matching major version is needed.
 *
 * File: gzip of text lines. `H {header}` (format, time, server version, applied migrations), then
 * per table, parents before children, `T {table, columns}`, one `R {row as JSON}` per row and
 * `E {table, rows, md5}`, and finally `Z {tables}` (a file without it was cut short). The schema
 * is not in the file: it is the committed migrations, which the restore applies up to the last
 * one the backup had, before loading the rows.
 */
export const BACKUP_FORMAT = 'floridaweb-backup';
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
const BATCH = 500;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: 1;
  createdAt: string;
  serverVersion: string;
  database: string;
  migrations: string[];
}

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: Array<{ table: string; rows: number }>;
  migrations: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Base tables of schema public, parents before children (foreign keys), then by name. */
async function tablesInLoadOrder(client: Client): Promise<string[]> {
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
 * cursor, so memory stays flat. The file appears only when complete (written aside, then renamed).
 */
export async function writeBackup(client: Client, file: string): Promise<BackupSummary> {
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
      version: 1,
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
      await client.query(`declare backup_rows no scroll cursor for select row_to_json(x)::text as j from (select ${columns.map(ident).join(', ')} from public.${ident(table)}) x`);
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
    await write(`Z ${JSON.stringify({ tables: tables.length })}`);
    await client.query('commit');
    gzip.end();
    await piped;
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

type Line = { kind: 'H'; value: BackupHeader } | { kind: 'T'; value: { table: string; columns: string[] } } | { kind: 'R'; value: string } | { kind: 'E'; value: { table: string; rows: number; md5: string } } | { kind: 'Z'; value: { tables: number } };

async function* readLines(file: string): AsyncGenerator<Line> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const kind = line[0];
    const rest = line.slice(2);
    if (kind === 'R') yield { kind, value: rest };
    else if (kind === 'H' || kind === 'T' || kind === 'E' || kind === 'Z') yield { kind, value: JSON.parse(rest) } as Line;
    else throw new Error(`${file}: not a ${BACKUP_FORMAT} file (unexpected line "${line.slice(0, 20)}")`);
  }
}

/** Reads only the header (and checks the format). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readLines(file)) {
    if (line.kind === 'H' && line.value.format === BACKUP_FORMAT) return line.value;
    break;
  }
  throw new Error(`${file}: not a ${BACKUP_FORMAT} file`);
}

/** Drops every table, view, sequence, function and type of schema public that no extension owns. */
export async function dropPublicSchemaObjects(client: Client): Promise<void> {
  const notFromExtension = (catalog: string) => `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = o.oid and d.deptype = 'e')`;
  const { rows: rels } = await client.query<{ name: string; kind: string }>(
    `select o.relname as name, o.relkind as kind from pg_class o join pg_namespace n on n.oid = o.relnamespace
      where n.nspname = 'public' and o.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${notFromExtension('pg_class')}`,
  );
  for (const kind of ['v', 'm', 'r', 'p', 'f', 'S']) {
    const word = { v: 'view', m: 'materialized view', r: 'table', p: 'table', f: 'foreign table', S: 'sequence' }[kind]!;
    for (const rel of rels.filter((r) => r.kind === kind)) await client.query(`drop ${word} if exists public.${ident(rel.name)} cascade`);
  }
  const { rows: funcs } = await client.query<{ sig: string }>(
    `select o.oid::regprocedure::text as sig from pg_proc o join pg_namespace n on n.oid = o.pronamespace where n.nspname = 'public' and ${notFromExtension('pg_proc')}`,
  );
  for (const f of funcs) await client.query(`drop function if exists ${f.sig} cascade`);
  const { rows: types } = await client.query<{ name: string }>(
    `select o.typname as name from pg_type o join pg_namespace n on n.oid = o.typnamespace
      where n.nspname = 'public' and o.typtype in ('e', 'd', 'c') and (o.typrelid = 0 or (select relkind from pg_class where oid = o.typrelid) = 'c') and ${notFromExtension('pg_type')}`,
  );
  for (const t of types) await client.query(`drop type if exists public.${ident(t.name)} cascade`);
}

export interface RestoreOptions {
  /** Migration names this build knows, in order. */
  knownMigrations: string[];
  /** Applies the migrations up to and including `name` to the (emptied) database. */
  migrateTo(name: string): Promise<void>;
}

/**
 * Replaces everything in schema public with the backup: drops the objects, applies the migrations
 * up to the backup's last one, then loads every table in one transaction (user triggers off, so
 * counters kept by triggers are not counted twice), sets sequences past the highest ids, and
 * checks every table's row count against the file. Newer migrations of this build are left for
 * the next start. Refuses a backup taken with migrations this build does not have.
 */
export async function restoreBackup(client: Client, file: string, options: RestoreOptions): Promise<Array<{ table: string; rows: number }>> {
  const header = await readBackupHeader(file);
  const unknown = header.migrations.filter((m) => !options.knownMigrations.includes(m));
  if (unknown.length) throw new Error(`${file} was taken by a newer version (migrations unknown here: ${unknown.join(', ')}); restore it with that version`);
  await dropPublicSchemaObjects(client);
  const last = header.migrations[header.migrations.length - 1];
  if (last) await options.migrateTo(last);
  const restored: Array<{ table: string; rows: number }> = [];
  await client.query('begin');
  try {
    const tables = await tablesInLoadOrder(client);
    for (const table of tables) await client.query(`alter table public.${ident(table)} disable trigger user`);
    if (tables.length) await client.query(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')} restart identity cascade`);
    let current: { table: string; columns: string[] } | undefined;
    let batch: string[] = [];
    let loaded = 0;
    let complete = false;
    const flush = async () => {
      if (!current || batch.length === 0) return;
      const cols = current.columns.map(ident).join(', ');
      await client.query(
        `insert into public.${ident(current.table)} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::public.${ident(current.table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
      loaded += batch.length;
      batch = [];
    };
    for await (const line of readLines(file)) {
      if (line.kind === 'T') {
        if (!tables.includes(line.value.table)) throw new Error(`table ${line.value.table} of the backup does not exist after the migrations`);
        current = line.value;
        loaded = 0;
      } else if (line.kind === 'R') {
        batch.push(line.value);
        if (batch.length >= BATCH) await flush();
      } else if (line.kind === 'E') {
        await flush();
        if (loaded !== line.value.rows) throw new Error(`table ${line.value.table}: ${loaded} rows read, the backup says ${line.value.rows}`);
        restored.push({ table: line.value.table, rows: loaded });
        current = undefined;
      } else if (line.kind === 'Z') {
        complete = true;
      }
    }
    if (!complete) throw new Error(`${file} is incomplete (cut short); nothing was restored`);
    for (const table of tables) await client.query(`alter table public.${ident(table)} enable trigger user`);
    // Sequences owned by columns (serial, identity) continue after the highest restored value.
    const { rows: seqs } = await client.query<{ seq: string; tbl: string; col: string }>(
      `select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
         from pg_class s join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         join pg_namespace n on n.oid = t.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
    );
    for (const s of seqs) {
      await client.query(`select setval($1::regclass, coalesce((select max(${ident(s.col)}) from public.${ident(s.tbl)}), 1), (select count(*) > 0 from public.${ident(s.tbl)}))`, [s.seq]);
    }
    for (const r of restored) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from public.${ident(r.table)}`);
      if (rows[0].n !== r.rows) throw new Error(`table ${r.table}: ${rows[0].n} rows after the restore, the backup has ${r.rows}`);
    }
    await client.query('commit');
    return restored;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
