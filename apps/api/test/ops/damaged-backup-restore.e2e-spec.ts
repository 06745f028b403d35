// ops.damaged-backup-restore — a restore of a damaged, edited, foreign or empty file changes
// nothing: each attempt fails with one sentence, every row of the live database is still there
// (compared row by row), and no half-built database is left on the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { BackupFileError, restoreIntoNewDatabase, RestoreRefusedError, verifyBackupFile, writeBackup } from '@fw/api-shared-infrastructure';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';
import { databasesStartingWith, Fingerprint, fingerprint, knownMigrations, migrate, seedBackupData, withSql } from './backup-fixtures';

jest.setTimeout(120_000);

/** Re-computes each table's row count and md5, as a careful forger would. */
function withFixedChecksums(lines: string[]): string[] {
  let hash = createHash('md5');
  let rows = 0;
  return lines.map((line) => {
    if (line.startsWith('T ')) {
      hash = createHash('md5');
      rows = 0;
    } else if (line.startsWith('R ')) {
      hash.update(line.slice(2)).update('\n');
      rows += 1;
    } else if (line.startsWith('E ')) {
      const end = JSON.parse(line.slice(2));
      return `E ${JSON.stringify({ ...end, rows, md5: hash.digest('hex') })}`;
    }
    return line;
  });
}

describe('ops.damaged-backup-restore', () => {
  let db: TestDatabase;
  let dir: string;
  let good: Buffer;
  let lines: string[];
  let before: Fingerprint;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-damaged-'));
    await seedBackupData(db.url);
    const file = path.join(dir, 'good.fwbak.gz');
    await withSql(db.url, (sql) => writeBackup(sql, file));
    good = fs.readFileSync(file);
    lines = zlib.gunzipSync(good).toString('utf8').split('\n');
    // The live database moves on after the backup, so that a restore that did happen would show.
    await withSql(db.url, (sql) => sql.query(`insert into sign_in_failures (ip, email) values ('127.0.0.1', 'after-backup@example.com')`));
    before = await fingerprint(db.url);
  });

  afterAll(async () => {
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const gz = (text: string) => zlib.gzipSync(Buffer.from(text, 'utf8'));
  const rowLine = (table: string) => {
    const start = lines.findIndex((l) => l.startsWith('T ') && JSON.parse(l.slice(2)).table === table);
    return start + 1;
  };
  const edited = (edit: (copy: string[]) => string[]) => gz(edit([...lines]).join('\n'));

  const cuts = [1, 2, 10, 11, 20, 100, 500, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, -100, -9, -8, -4, -1];
  const truncated = cuts.map((cut): [string, () => Buffer, RegExp] => [
    `cut at ${cut < 1 && cut > 0 ? `${cut * 100}%` : cut < 0 ? `${cut} bytes from the end` : `${cut} bytes`}`,
    () => good.subarray(0, cut < 0 ? good.length + cut : cut < 1 ? Math.floor(good.length * cut) : cut),
    /cut short|not a backup|damaged/,
  ]);
  const cases: Array<[string, () => Buffer, RegExp]> = [
    ...truncated,
    ['empty file', () => Buffer.alloc(0), /is empty/],
    [
      'corrupt bytes in the compressed data',
      () => Buffer.from(good).fill(0x55, Math.floor(good.length / 2), Math.floor(good.length / 2) + 64),
      /damaged|cut short/,
    ],
    [
      'one flipped bit',
      () => {
        const b = Buffer.from(good);
        b[Math.floor(b.length * 0.6)] ^= 0x10;
        return b;
      },
      /damaged|cut short/,
    ],
    [
      'wrong gzip checksum trailer',
      () => {
        const b = Buffer.from(good);
        b[b.length - 6] ^= 0xff;
        return b;
      },
      /damaged/,
    ],
    ['plain text file', () => Buffer.from('id,name\n1,Alice\n'), /not a backup of this product: it is not a gzip file/],
    ['a PNG image', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), /not a gzip file/],
    ['another gzip file', () => gz('hello world\n'), /not a backup of this product/],
    [
      'a gzip of JSON with another format',
      () => gz(`H ${JSON.stringify({ format: 'other-backup', version: 1, migrations: [] })}\nZ {"tables":0}\n`),
      /not a backup of this product/,
    ],
    [
      'an unknown format version',
      () => edited((c) => [`H ${JSON.stringify({ ...JSON.parse(c[0].slice(2)), version: 2 })}`, ...c.slice(1)]),
      /format version 2/,
    ],
    ['the uncompressed backup', () => zlib.gunzipSync(good), /not a gzip file/],
    [
      'one edited row (checksum mismatch)',
      () =>
        edited((c) => {
          const i = rowLine('users');
          c[i] = c[i].replace(/"email":"[^"]*"/, '"email":"intruder@example.com"');
          return c;
        }),
      /do not match their checksum/,
    ],
    [
      'one row removed',
      () =>
        edited((c) => {
          c.splice(rowLine('users'), 1);
          return c;
        }),
      /rows, its end mark says/,
    ],
    [
      'one malformed row',
      () =>
        edited((c) => {
          const i = rowLine('users');
          c[i] = c[i].slice(0, -5);
          return c;
        }),
      /checksum/,
    ],
    ['a table end mark removed', () => edited((c) => c.filter((l) => !l.startsWith('E {"table":"users"'))), /no end mark/],
    ['the end mark removed', () => edited((c) => c.filter((l) => !l.startsWith('Z '))), /cut short: it has no end mark/],
    ['data after the end mark', () => edited((c) => [...c, 'R {"id":1}']), /after its end mark/],
    ['the file followed by garbage', () => Buffer.concat([good, Buffer.from('garbage after the gzip member')]), /damaged|not a backup/],
    [
      'a newer version of the product',
      () =>
        edited((c) => [
          `H ${JSON.stringify({ ...JSON.parse(c[0].slice(2)), migrations: [...knownMigrations, 'Migration20991231000000Future'] })}`,
          ...c.slice(1),
        ]),
      /newer version of the product/,
    ],
    // Consistent checksums but rows the database refuses: fails while loading, after verification.
    [
      'a forged row breaking a constraint',
      () =>
        edited((c) => {
          const i = rowLine('users');
          c[i] = c[i].replace(/"email":"[^"]*"/, '"email":null');
          return withFixedChecksums(c);
        }),
      /null value|violates/,
    ],
  ];

  it.each(cases)('%s: refused in one sentence, every live row kept, nothing left behind', async (_name, bytes, message) => {
    const file = path.join(dir, 'damaged.fwbak.gz');
    fs.writeFileSync(file, bytes());
    const attempt = restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate });
    await expect(attempt).rejects.toThrow(message);
    const error = await attempt.catch((e: Error) => e);
    expect(String((error as Error).message)).not.toContain('\n');
    expect(await fingerprint(db.url)).toEqual(before);
    expect(await databasesStartingWith(db.url, `${db.name}_`)).toEqual([]);
  });

  it('classifies damaged files as file errors and refusals as refusals', async () => {
    const file = path.join(dir, 'classify.fwbak.gz');
    fs.writeFileSync(file, good.subarray(0, good.length - 100));
    await expect(verifyBackupFile(file)).rejects.toBeInstanceOf(BackupFileError);
    fs.writeFileSync(
      file,
      edited((c) => [`H ${JSON.stringify({ ...JSON.parse(c[0].slice(2)), migrations: ['Migration20991231000000Future'] })}`, ...c.slice(1)]),
    );
    await expect(restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate })).rejects.toBeInstanceOf(RestoreRefusedError);
  });

  it('refuses while another session is connected to the live database', async () => {
    const file = path.join(dir, 'good-again.fwbak.gz');
    fs.writeFileSync(file, good);
    await withSql(db.url, async () => {
      await expect(restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate })).rejects.toThrow(/other session\(s\) are connected/);
    });
    expect(await fingerprint(db.url)).toEqual(before);
  });
});
