// ops.backup-media — the stored files (local-disk object storage) travel inside the backup file,
// counted and checksummed like a table: a restore puts them back byte for byte, and a file whose
// stored files were tampered with is refused before anything is touched.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  dropKeptDatabase,
  listKeptDatabases,
  LocalDiskObjectStorage,
  OBJECTS_TABLE,
  restoreIntoNewDatabase,
  verifyBackupFile,
  writeBackup,
} from '@fw/api-shared-infrastructure';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';
import { knownMigrations, migrate, seedBackupData, withSql } from './backup-fixtures';

jest.setTimeout(120_000);

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('ops.backup-media', () => {
  let db: TestDatabase;
  let dir: string;
  let media: LocalDiskObjectStorage;
  const photo = randomBytes(256 * 1024);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-backup-media-'));
    media = new LocalDiskObjectStorage(path.join(dir, 'media'));
    await seedBackupData(db.url);
    await media.put('questionnaire-files/a/photo', photo, 'image/jpeg');
    await media.put('questionnaire-files/a/menu', Buffer.from('%PDF-1.4 menu'), 'application/pdf');
  });

  afterAll(async () => {
    for (const kept of db ? await listKeptDatabases(db.url).catch(() => []) : []) await dropKeptDatabase(db.url, kept).catch(() => undefined);
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts every stored file into the backup and back on restore, byte for byte', async () => {
    const file = path.join(dir, 'with-media.fwbak.gz');
    const summary = await withSql(db.url, (sql) => writeBackup(sql, file, media));
    expect(summary.tables.at(-1)).toEqual({ table: OBJECTS_TABLE, rows: 2 });
    expect((await verifyBackupFile(file)).tables.at(-1)).toMatchObject({ table: OBJECTS_TABLE, rows: 2 });

    // The disk is lost; a file added later is not the backup's business and stays.
    fs.rmSync(path.join(dir, 'media'), { recursive: true, force: true });
    await media.put('later/kept', Buffer.from('after the backup'), 'text/plain');

    await restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate, objects: media });
    const back = await media.get('questionnaire-files/a/photo');
    expect(back).toMatchObject({ size: photo.length, contentType: 'image/jpeg' });
    expect(Buffer.compare(await readAll(back!.body), photo)).toBe(0);
    expect((await readAll((await media.get('questionnaire-files/a/menu'))!.body)).toString()).toBe('%PDF-1.4 menu');
    expect(await media.get('later/kept')).not.toBeNull();
  });

  it('refuses a backup whose stored files were changed, before touching the database or the files', async () => {
    const file = path.join(dir, 'tampered.fwbak.gz');
    await withSql(db.url, (sql) => writeBackup(sql, file, media));
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    const forged = text.replace(
      /"content_type":"application\/pdf","data":"[^"]+"/,
      `"content_type":"application/pdf","data":"${Buffer.from('forged').toString('base64')}"`,
    );
    expect(forged).not.toBe(text);
    fs.writeFileSync(file, zlib.gzipSync(forged));
    await media.put('questionnaire-files/a/menu', Buffer.from('%PDF-1.4 current'), 'application/pdf');

    await expect(restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate, objects: media })).rejects.toThrow(
      /rows of table @objects do not match their checksum/,
    );
    expect((await readAll((await media.get('questionnaire-files/a/menu'))!.body)).toString()).toBe('%PDF-1.4 current');
  });

  it('restores a backup without stored files (taken before they existed) as before', async () => {
    const file = path.join(dir, 'no-media.fwbak.gz');
    const summary = await withSql(db.url, (sql) => writeBackup(sql, file));
    expect(summary.tables.map((t) => t.table)).not.toContain(OBJECTS_TABLE);
    await expect(restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate, objects: media })).resolves.toBeDefined();
    expect(await media.get('questionnaire-files/a/menu')).not.toBeNull();
  });
});
