// ops.backup-restore — `npm run db:backup` / `db:restore` logic on real PostgreSQL: back up a
// database holding the demo data (every context, trigger-kept counters, an identity column) plus
// awkward values, change it, restore into a new database that takes the live one's name, and find
// every table's row count and content as at backup time; the replaced database is kept and can be
// switched back to and dropped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  dropKeptDatabase,
  listKeptDatabases,
  restoreIntoNewDatabase,
  switchToKeptDatabase,
  verifyBackupFile,
  writeBackup,
} from '@fw/api-shared-infrastructure';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';
import { databasesStartingWith, fingerprint, knownMigrations, migrate, seedBackupData, withSql } from './backup-fixtures';

jest.setTimeout(120_000);

describe('ops.backup-restore', () => {
  let db: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-backup-'));
    await seedBackupData(db.url);
  });

  afterAll(async () => {
    for (const kept of db ? await listKeptDatabases(db.url).catch(() => []) : []) await dropKeptDatabase(db.url, kept).catch(() => undefined);
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes a backup that verifies, restores it into a new database and keeps the replaced one', async () => {
    const before = await fingerprint(db.url);
    expect(before.users.rows).toBeGreaterThan(0);
    expect(before.sign_in_failures.rows).toBe(1200);

    const file = path.join(dir, 'one.fwbak.gz');
    const summary = await withSql(db.url, (sql) => writeBackup(sql, file));
    expect(Object.fromEntries(summary.tables.map((t) => [t.table, t.rows]))).toEqual(Object.fromEntries(Object.entries(before).map(([t, v]) => [t, v.rows])));
    expect(summary.migrations).toEqual(knownMigrations);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    const verified = await verifyBackupFile(file);
    expect(verified.header.serverVersion).toMatch(/^\d+/);
    expect(verified.tables.map((t) => [t.table, t.rows])).toEqual(summary.tables.map((t) => [t.table, t.rows]));

    // Changes after the backup: new rows, deleted rows, edited rows.
    await withSql(db.url, async (sql) => {
      await sql.query(`insert into sign_in_failures (ip, email) values ('127.0.0.1', 'later@example.com')`);
      await sql.query(`delete from activity_logs where id in (select id from activity_logs limit 2)`);
      await sql.query(`delete from questionnaire_submissions where id in (select id from questionnaire_submissions limit 1)`);
      await sql.query(`update website_content set content_value = 'changed after the backup'`);
    });
    const changed = await fingerprint(db.url);
    expect(changed).not.toEqual(before);

    const outcome = await restoreIntoNewDatabase({ file, liveUrl: db.url, knownMigrations, migrate, now: new Date('2026-11-27T15:00:00Z') });
    expect(outcome.database).toBe(db.name);
    expect(outcome.keptDatabase).toBe(`${db.name}_replaced_20261127150000`);
    expect(await fingerprint(db.url)).toEqual(before);
    expect(await databasesStartingWith(db.url, `${db.name}_restoring_`)).toEqual([]);

    // The replaced database is kept whole, listed, and can be made live again.
    const keptUrl = new URL(db.url);
    keptUrl.pathname = `/${outcome.keptDatabase}`;
    expect(await fingerprint(keptUrl.toString())).toEqual(changed);
    expect(await listKeptDatabases(db.url)).toEqual([outcome.keptDatabase]);

    // Counters kept by triggers still work, and identity columns continue after the restored ids.
    await withSql(db.url, async (sql) => {
      await sql.query(`delete from questionnaire_submissions where id in (select id from questionnaire_submissions limit 1)`);
      const counts = await sql.query(`select coalesce(sum(n), 0)::int as n from questionnaire_submission_counts`);
      const real = await sql.query(`select count(*)::int as n from questionnaire_submissions`);
      expect(counts.rows[0].n).toBe(real.rows[0].n);
      const { rows } = await sql.query(`insert into sign_in_failures (ip, email) values ('127.0.0.1', 'next@example.com') returning id`);
      expect(Number(rows[0].id)).toBeGreaterThan(1200);
    });

    const afterRestore = await fingerprint(db.url);
    const keptAgain = await switchToKeptDatabase(db.url, outcome.keptDatabase, new Date('2026-11-27T16:00:00Z'));
    expect(keptAgain).toBe(`${db.name}_replaced_20261127160000`);
    expect(await fingerprint(db.url)).toEqual(changed);
    expect(await listKeptDatabases(db.url)).toEqual([keptAgain]);
    keptUrl.pathname = `/${keptAgain}`;
    expect(await fingerprint(keptUrl.toString())).toEqual(afterRestore);

    await dropKeptDatabase(db.url, keptAgain);
    expect(await listKeptDatabases(db.url)).toEqual([]);
    await expect(dropKeptDatabase(db.url, db.name)).rejects.toThrow(/not a database kept by a restore/);
  });
});
