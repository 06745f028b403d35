import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';

/**
 * The backup file: gzip of text lines. `H {header}` (format, version, time, server version,
 * applied migrations), then per table, parents before children, `T {table, columns}`, one
 * `R {row as JSON}` per row and `E {table, rows, md5}` (md5 of every row's JSON followed by a
 * newline), and finally `Z {tables}`. Nothing may follow the end mark.
 */
export const BACKUP_FORMAT = 'floridaweb-backup';
/**
 * The stored files (object storage on local disk) travel as one more table of the file, after the
 * database's: one row `{ key, content_type, data }` (data in base64) per object, counted and
 * checksummed like any table. No table of the database can be named so.
 */
export const OBJECTS_TABLE = '@objects';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  serverVersion: string;
  database: string;
  migrations: string[];
}

export interface BackupTableHead {
  table: string;
  columns: string[];
}

export interface BackupContents {
  file: string;
  bytes: number;
  header: BackupHeader;
  tables: Array<BackupTableHead & { rows: number }>;
}

/** A backup file that cannot be used as it is; the message is one sentence for the operator. */
export class BackupFileError extends Error {
  override readonly name = 'BackupFileError';
}

/** What a reader of the file sees, in order, once the line it came from has been checked. */
export type BackupEvent =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: BackupTableHead }
  | { kind: 'rows'; table: BackupTableHead; rows: string[] }
  | { kind: 'tableEnd'; table: BackupTableHead; rows: number };

const ROWS_PER_EVENT = 500;

function describeGzipError(name: string, error: NodeJS.ErrnoException): BackupFileError {
  if (error.code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(error.message)) {
    return new BackupFileError(`${name} is cut short: its compressed data ends before the backup does`);
  }
  if (/incorrect header check|unknown compression method/i.test(error.message)) {
    // The file itself starts as gzip (checked before reading), so this is what follows its end.
    return new BackupFileError(`${name} is damaged: something that is not part of the backup follows its compressed data`);
  }
  return new BackupFileError(`${name} is damaged: its compressed data is corrupt (${error.message})`);
}

function parseJson(name: string, lineNo: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new BackupFileError(`${name} is damaged: line ${lineNo} is not valid JSON`);
  }
}

function startsAsGzip(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    return fs.readSync(fd, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Lines split on "\n" only. node:readline also ends a line at "\r" and, in some versions, at
 * U+2028, which JSON text may hold unescaped: a row with such a character would be cut in two.
 */
async function* splitLines(input: PassThrough): AsyncGenerator<string> {
  input.setEncoding('utf8');
  let pending = '';
  for await (const chunk of input as AsyncIterable<string>) {
    pending += chunk;
    let end = pending.indexOf('\n');
    let start = 0;
    while (end >= 0) {
      yield pending.slice(start, end);
      start = end + 1;
      end = pending.indexOf('\n', start);
    }
    pending = pending.slice(start);
  }
  if (pending) yield pending;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * Reads a backup from start to end and checks it line by line: gzip integrity, format and version,
 * the order of the marks, every table's row count and md5, the end mark and that nothing follows
 * it. Yields what it read in batches; a caller that loads rows must treat everything as
 * unconfirmed until the generator finishes without throwing. Throws BackupFileError only.
 */
export async function* readBackupFile(file: string): AsyncGenerator<BackupEvent> {
  const name = path.basename(file);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    throw new BackupFileError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (!stat.isFile()) throw new BackupFileError(`${file} is not a file`);
  if (stat.size === 0) throw new BackupFileError(`${name} is empty`);
  if (!startsAsGzip(file)) throw new BackupFileError(`${name} is not a backup of this product: it is not a gzip file`);

  // Errors of the file stream and of gunzip are funnelled into one stream that readline consumes,
  // so that a damaged file ends the loop with an error instead of an unhandled 'error' event.
  const text = new PassThrough();
  let streamError: BackupFileError | undefined;
  const fail = (error: BackupFileError) => {
    streamError ??= error;
    text.destroy(streamError);
  };
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  source.on('error', (error: NodeJS.ErrnoException) => fail(new BackupFileError(`${file} cannot be read (${error.code ?? error.message})`)));
  gunzip.on('error', (error: NodeJS.ErrnoException) => fail(describeGzipError(name, error)));
  source.pipe(gunzip).pipe(text);
  const lines = splitLines(text);

  let header: BackupHeader | undefined;
  let current: { head: BackupTableHead; rows: number; hash: ReturnType<typeof createHash> } | undefined;
  let batch: string[] = [];
  const seen = new Set<string>();
  let ended = false;
  let lineNo = 0;
  try {
    for await (const line of lines) {
      lineNo += 1;
      if (ended) {
        if (line === '') continue;
        throw new BackupFileError(`${name} is damaged: there is data after its end mark (line ${lineNo})`);
      }
      if (!header) {
        const parsed = line.startsWith('H ') ? (parseJson(name, lineNo, line.slice(2)) as Partial<BackupHeader> | null) : null;
        if (!parsed || parsed.format !== BACKUP_FORMAT) throw new BackupFileError(`${name} is not a backup of this product (no ${BACKUP_FORMAT} header)`);
        if (parsed.version !== BACKUP_VERSION)
          throw new BackupFileError(`${name} has backup format version ${String(parsed.version)}, this version reads only ${BACKUP_VERSION}`);
        if (!isStringArray(parsed.migrations)) throw new BackupFileError(`${name} is damaged: its header has no list of migrations`);
        header = parsed as BackupHeader;
        yield { kind: 'header', header };
        continue;
      }
      const kind = line.slice(0, 2);
      const rest = line.slice(2);
      if (kind === 'R ') {
        if (!current) throw new BackupFileError(`${name} is damaged: line ${lineNo} holds a row outside any table`);
        current.hash.update(rest).update('\n');
        current.rows += 1;
        batch.push(rest);
        if (batch.length >= ROWS_PER_EVENT) {
          yield { kind: 'rows', table: current.head, rows: batch };
          batch = [];
        }
      } else if (kind === 'T ') {
        if (current) throw new BackupFileError(`${name} is damaged: table ${current.head.table} has no end mark`);
        const head = parseJson(name, lineNo, rest) as Partial<BackupTableHead> | null;
        if (!head || typeof head.table !== 'string' || !isStringArray(head.columns) || head.columns.length === 0) {
          throw new BackupFileError(`${name} is damaged: line ${lineNo} is not a valid table start`);
        }
        if (seen.has(head.table)) throw new BackupFileError(`${name} is damaged: table ${head.table} appears twice`);
        seen.add(head.table);
        current = { head: { table: head.table, columns: head.columns }, rows: 0, hash: createHash('md5') };
        yield { kind: 'table', table: current.head };
      } else if (kind === 'E ') {
        const end = parseJson(name, lineNo, rest) as { table?: unknown; rows?: unknown; md5?: unknown } | null;
        if (!current || !end || end.table !== current.head.table)
          throw new BackupFileError(`${name} is damaged: line ${lineNo} ends a table that was not started`);
        if (end.rows !== current.rows)
          throw new BackupFileError(`${name} is damaged: table ${current.head.table} has ${current.rows} rows, its end mark says ${String(end.rows)}`);
        if (end.md5 !== current.hash.digest('hex'))
          throw new BackupFileError(`${name} is damaged: the rows of table ${current.head.table} do not match their checksum`);
        if (batch.length) yield { kind: 'rows', table: current.head, rows: batch };
        batch = [];
        yield { kind: 'tableEnd', table: current.head, rows: current.rows };
        current = undefined;
      } else if (kind === 'Z ') {
        const mark = parseJson(name, lineNo, rest) as { tables?: unknown } | null;
        if (current) throw new BackupFileError(`${name} is damaged: table ${current.head.table} has no end mark`);
        if (!mark || mark.tables !== seen.size)
          throw new BackupFileError(`${name} is damaged: it holds ${seen.size} tables, its end mark says ${String(mark?.tables)}`);
        ended = true;
      } else if (line !== '') {
        throw new BackupFileError(`${name} is damaged: line ${lineNo} is not part of a backup`);
      }
    }
  } catch (error) {
    if (streamError) throw streamError;
    throw error instanceof BackupFileError ? error : new BackupFileError(`${name} cannot be read (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    text.destroy();
    source.destroy();
    gunzip.destroy();
  }
  if (streamError) throw streamError;
  if (!header) throw new BackupFileError(`${name} is not a backup of this product (it holds no header)`);
  if (!ended) throw new BackupFileError(`${name} is cut short: it has no end mark`);
}

/** Reads and checks the whole file without touching any database. Throws BackupFileError. */
export async function verifyBackupFile(file: string): Promise<BackupContents> {
  let header: BackupHeader | undefined;
  const tables: BackupContents['tables'] = [];
  for await (const event of readBackupFile(file)) {
    if (event.kind === 'header') header = event.header;
    else if (event.kind === 'tableEnd') tables.push({ ...event.table, rows: event.rows });
  }
  return { file, bytes: fs.statSync(file).size, header: header!, tables };
}
