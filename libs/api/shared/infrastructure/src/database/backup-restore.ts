import { Client } from 'pg';
import type { ObjectStoragePort } from '@fw/api-shared-application';
import { BackupContents, OBJECTS_TABLE, readBackupFile, verifyBackupFile } from './backup-file';
import { ident, tablesInLoadOrder } from './logical-backup';

/** A restore refused before anything changed; the message is one sentence for the operator. */
export class RestoreRefusedError extends Error {
  override readonly name = 'RestoreRefusedError';
}

export interface RestoreOptions {
  file: string;
  /** The database the backup replaces; it is renamed, never emptied. */
  liveUrl: string;
  /** Migration names this build knows, in order. */
  knownMigrations: string[];
  /** Applies the migrations to the database at `url`: up to and including `to`, or all of them. */
  migrate(url: string, to?: string): Promise<void>;
  now?: Date;
  /** Where the backup's stored files go back (added or replaced; files it does not hold are left alone). */
  objects?: ObjectStoragePort;
}

export interface RestoreOutcome {
  contents: BackupContents;
  /** The name the restored database now has (the live one's). */
  database: string;
  /** The database that was live before, kept under this name until the operator drops it. */
  keptDatabase: string;
}

const KEPT_MARK = '_replaced_';
const STAGING_MARK = '_restoring_';
const MAX_IDENTIFIER = 63;

function stampOf(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

function urlOf(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || decodeURIComponent(new URL(url).username) || 'postgres';
}

function derivedName(live: string, mark: string, stamp: string): string {
  return `${live.slice(0, MAX_IDENTIFIER - mark.length - stamp.length)}${mark}${stamp}`;
}

async function withClient<T>(url: string, task: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, application_name: 'floridaweb-restore', connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Other client sessions on `database` (autovacuum aside, which PostgreSQL stops by itself). */
async function otherSessions(client: Client, database: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    [database],
  );
  return rows[0].n;
}

/**
 * Renames `live` to `keepAs` and `incoming` to `live`, each from a session on the other database
 * (a session cannot rename the database it is connected to). If the second rename fails, the first
 * is undone, so `live` always names a whole database.
 */
async function swapDatabases(serverUrl: string, live: string, incoming: string, keepAs: string): Promise<void> {
  await withClient(urlOf(serverUrl, incoming), async (client) => {
    const others = await otherSessions(client, live);
    if (others > 0)
      throw new RestoreRefusedError(`${others} other session(s) are connected to database "${live}": stop every process that uses it and try again`);
    await client.query(`alter database ${ident(live)} rename to ${ident(keepAs)}`);
  });
  try {
    await withClient(urlOf(serverUrl, keepAs), (client) => client.query(`alter database ${ident(incoming)} rename to ${ident(live)}`));
  } catch (error) {
    await withClient(urlOf(serverUrl, incoming), (client) => client.query(`alter database ${ident(keepAs)} rename to ${ident(live)}`));
    throw error;
  }
}

/** Loads the rows of a verified file into the freshly migrated database `client` is connected to. */
async function loadRows(client: Client, file: string): Promise<void> {
  await client.query('begin');
  const tables = await tablesInLoadOrder(client);
  // User triggers off, so that counters kept by triggers are not counted twice.
  for (const table of tables) await client.query(`alter table public.${ident(table)} disable trigger user`);
  // Migrations may have written rows (baselines, defaults); the backup's rows replace them.
  if (tables.length) await client.query(`truncate ${tables.map((t) => `public.${ident(t)}`).join(', ')} restart identity cascade`);
  const loaded = new Map<string, number>();
  for await (const event of readBackupFile(file)) {
    if ('table' in event && event.table.table === OBJECTS_TABLE) continue;
    if (event.kind === 'table' && !tables.includes(event.table.table)) {
      throw new RestoreRefusedError(
        `table ${event.table.table} of the backup does not exist after its migrations: the backup does not belong to this product's history`,
      );
    }
    if (event.kind === 'rows') {
      const cols = event.table.columns.map(ident).join(', ');
      const target = `public.${ident(event.table.table)}`;
      await client.query(`insert into ${target} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${target}, $1::json)`, [
        `[${event.rows.join(',')}]`,
      ]);
    }
    if (event.kind === 'tableEnd') loaded.set(event.table.table, event.rows);
  }
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
    await client.query(
      `select setval($1::regclass, coalesce((select max(${ident(s.col)}) from public.${ident(s.tbl)}), 1), (select count(*) > 0 from public.${ident(s.tbl)}))`,
      [s.seq],
    );
  }
  for (const [table, rows] of loaded) {
    const { rows: found } = await client.query<{ n: number }>(`select count(*)::int as n from public.${ident(table)}`);
    if (found[0].n !== rows) throw new Error(`table ${table}: ${found[0].n} rows after loading, the backup has ${rows}`);
  }
  await client.query('commit');
}

/** Puts the backup's stored files back (the file was verified whole before). Returns how many. */
async function restoreObjects(file: string, objects: ObjectStoragePort): Promise<number> {
  let count = 0;
  for await (const event of readBackupFile(file)) {
    if (event.kind !== 'rows' || event.table.table !== OBJECTS_TABLE) continue;
    for (const line of event.rows) {
      const row = JSON.parse(line) as { key: string; content_type: string; data: string };
      await objects.put(row.key, Buffer.from(row.data, 'base64'), row.content_type);
      count += 1;
    }
  }
  return count;
}

/**
 * Restores a backup without ever emptying the live database: reads and checks the whole file
 * first, creates a new database next to the live one, applies the migrations up to the backup's,
 * loads every row, applies this build's newer migrations, and only then renames the live database
 * to `<name>_replaced_<time>` and the new one to the live name. Any failure before the swap drops
 * the new database and leaves the live one as it was. The replaced database is kept until the
 * operator drops it (see `switchToKeptDatabase`, `dropKeptDatabase`).
 */
export async function restoreIntoNewDatabase(options: RestoreOptions): Promise<RestoreOutcome> {
  const contents = await verifyBackupFile(options.file);
  const unknown = contents.header.migrations.filter((m) => !options.knownMigrations.includes(m));
  if (unknown.length) {
    throw new RestoreRefusedError(
      `${contents.file} was taken by a newer version of the product (migrations unknown here: ${unknown.join(', ')}): restore it with that version`,
    );
  }
  const live = databaseNameOf(options.liveUrl);
  const stamp = stampOf(options.now ?? new Date());
  const staging = derivedName(live, STAGING_MARK, stamp);
  const kept = derivedName(live, KEPT_MARK, stamp);
  await withClient(options.liveUrl, async (client) => {
    const others = await otherSessions(client, live);
    if (others > 0)
      throw new RestoreRefusedError(`${others} other session(s) are connected to database "${live}": stop every process that uses it and try again`);
    const { rows: taken } = await client.query<{ datname: string }>(`select datname from pg_database where datname in ($1, $2)`, [staging, kept]);
    if (taken.length) throw new RestoreRefusedError(`database "${taken[0].datname}" exists already: wait a second and try again`);
    const { rows } = await client.query<{ encoding: string; collate: string; ctype: string }>(
      `select pg_encoding_to_char(encoding) as encoding, datcollate as collate, datctype as ctype from pg_database where datname = current_database()`,
    );
    const { encoding, collate, ctype } = rows[0];
    await client.query(
      `create database ${ident(staging)} template template0 encoding '${encoding}' lc_collate '${collate.replace(/'/g, "''")}' lc_ctype '${ctype.replace(/'/g, "''")}'`,
    );
  });
  const stagingUrl = urlOf(options.liveUrl, staging);
  try {
    const last = contents.header.migrations[contents.header.migrations.length - 1];
    if (last) await options.migrate(stagingUrl, last);
    await withClient(stagingUrl, (client) => loadRows(client, options.file));
    await options.migrate(stagingUrl);
    if (options.objects) await restoreObjects(options.file, options.objects);
    await swapDatabases(options.liveUrl, live, staging, kept);
  } catch (error) {
    await withClient(options.liveUrl, (client) => client.query(`drop database if exists ${ident(staging)} with (force)`)).catch(() => undefined);
    throw error;
  }
  return { contents, database: live, keptDatabase: kept };
}

/** Databases kept by earlier restores of the live database, newest first. */
export async function listKeptDatabases(liveUrl: string): Promise<string[]> {
  const live = databaseNameOf(liveUrl);
  return withClient(liveUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database order by datname desc`);
    return rows.map((r) => r.datname).filter((name) => isKeptName(live, name));
  });
}

function isKeptName(live: string, name: string): boolean {
  const match = /^(.*)_replaced_(\d{14})$/.exec(name);
  return !!match && live.startsWith(match[1]) && derivedName(live, KEPT_MARK, match[2]) === name;
}

/** Makes a kept database live again; the current live one is kept in its turn. Returns its new name. */
export async function switchToKeptDatabase(liveUrl: string, keptName: string, now = new Date()): Promise<string> {
  const live = databaseNameOf(liveUrl);
  if (!isKeptName(live, keptName))
    throw new RestoreRefusedError(`"${keptName}" is not a database kept by a restore of "${live}" (see npm run db:restore -- --kept)`);
  const keepAs = derivedName(live, KEPT_MARK, stampOf(now));
  await swapDatabases(liveUrl, live, keptName, keepAs);
  return keepAs;
}

/** Drops a database kept by a restore (never the live one or any other). */
export async function dropKeptDatabase(liveUrl: string, keptName: string): Promise<void> {
  const live = databaseNameOf(liveUrl);
  if (!isKeptName(live, keptName))
    throw new RestoreRefusedError(`"${keptName}" is not a database kept by a restore of "${live}" (see npm run db:restore -- --kept)`);
  await withClient(liveUrl, (client) => client.query(`drop database ${ident(keptName)}`));
}
