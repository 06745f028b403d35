// ops.backup-restore — `npm run db:backup` / `db:restore` logic on real PostgreSQL: back up a
// database holding the demo data (every context, trigger-kept counters, an identity column) plus
// awkward values, change it, restore, and find every table's row count and content checksum as it
// was at backup time; a cut-short file restores nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions, migrationsList, readBackupHeader, restoreBackup, writeBackup } from '@fw/api-shared-infrastructure';
import { entitySchemas } from '../../src/app/contexts';
import { runDemoSeed } from '../../src/seed/demo-seed';
import { createTestDatabase, TestDatabase } from '@fw/api-testing';

jest.setTimeout(120_000);

/** Row count and an md5 of every row's text, per table of schema public (migrations table aside). */
async function fingerprint(sql: Client): Promise<Record<string, { rows: number; md5: string }>> {
  const { rows: tables } = await sql.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`,
  );
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const { rows } = await sql.query<{ n: number; md5: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public."${name}" t`,
    );
    out[name] = { rows: rows[0].n, md5: rows[0].md5 };
  }
  return out;
}

describe('ops.backup-restore', () => {
  let db: TestDatabase;
  let sql: Client;
  let dir: string;
  const migrateTo = (url: string) => async (name: string) => {
    const orm = await MikroORM.init(createOrmOptions({ url, entities: entitySchemas, poolMax: 2 }));
    try {
      await orm.getMigrator().up({ to: name });
    } finally {
      await orm.close(true);
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-backup-'));
    const orm = await MikroORM.init(createOrmOptions({ url: db.url, entities: entitySchemas, poolMax: 2 }));
    try {
      await runDemoSeed(orm.em.fork());
    } finally {
      await orm.close(true);
    }
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    // Values that a text dump gets wrong: newlines, quotes, backslashes, non-Latin text, JSON.
    await sql.query(
      `insert into website_content (id, website_id, section_key, content_type, content_value)
       select gen_random_uuid(), id, k, 'text', v from (select id from websites limit 1) w,
              unnest($1::text[], $2::text[]) as x(k, v)`,
      [['odd_1', 'odd_2', 'odd_3'], ['O\'Brien "Bob" \\ Ünïcödé 日本', 'line one\nline two\r\n\ttabbed', 'R\u00e9sum\u00e9 \u{1F600} {"json": [1, 2]}']],
    );
    const hasIdentity = await sql.query(`select to_regclass('public.sign_in_failures') is not null as ok`);
    if (hasIdentity.rows[0].ok) {
      await sql.query(`insert into sign_in_failures (ip, email) select '127.0.0.1', 'x' || g || '@example.com' from generate_series(1, 1200) g`);
    }
  });

  afterAll(async () => {
    await sql?.end();
    await db?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores every table to its row count and content at backup time', async () => {
    const before = await fingerprint(sql);
    expect(before.users.rows).toBeGreaterThan(0);
    expect(before.questionnaire_submissions.rows).toBeGreaterThan(0);

    const file = path.join(dir, 'one.fwbak.gz');
    const backupClient = new Client({ connectionString: db.url });
    await backupClient.connect();
    const summary = await writeBackup(backupClient, file).finally(() => backupClient.end());
    expect(Object.fromEntries(summary.tables.map((t) => [t.table, t.rows]))).toEqual(Object.fromEntries(Object.entries(before).map(([t, v]) => [t, v.rows])));
    expect(summary.migrations).toEqual(migrationsList.map((m) => m.name));
    const header = await readBackupHeader(file);
    expect(header.serverVersion).toMatch(/^\d+/);

    // Changes after the backup: new rows, deleted rows, edited rows.
    await sql.query(`insert into sign_in_failures (ip, email) values ('127.0.0.1', 'later@example.com')`).catch(() => undefined);
    await sql.query(`delete from activity_logs where id in (select id from activity_logs limit 2)`);
    await sql.query(`delete from questionnaire_submissions where id in (select id from questionnaire_submissions limit 1)`);
    await sql.query(`update website_content set content_value = 'changed after the backup'`);
    expect(await fingerprint(sql)).not.toEqual(before);

    const restoreClient = new Client({ connectionString: db.url });
    await restoreClient.connect();
    try {
      await restoreBackup(restoreClient, file, { knownMigrations: migrationsList.map((m) => m.name), migrateTo: migrateTo(db.url) });
    } finally {
      await restoreClient.end();
    }
    expect(await fingerprint(sql)).toEqual(before);

    // Counters kept by triggers still work, and identity columns continue after the restored ids.
    await sql.query(`delete from questionnaire_submissions where id in (select id from questionnaire_submissions limit 1)`);
    const counts = await sql.query(`select coalesce(sum(n), 0)::int as n from questionnaire_submission_counts`);
    const real = await sql.query(`select count(*)::int as n from questionnaire_submissions`);
    expect(counts.rows[0].n).toBe(real.rows[0].n);
    if (before.sign_in_failures) {
      const { rows } = await sql.query(`insert into sign_in_failures (ip, email) values ('127.0.0.1', 'next@example.com') returning id`);
      expect(Number(rows[0].id)).toBeGreaterThan(1200);
    }
  });

  it('refuses a file that was cut short and leaves the data as it was', async () => {
    const file = path.join(dir, 'two.fwbak.gz');
    const c = new Client({ connectionString: db.url });
    await c.connect();
    await writeBackup(c, file).finally(() => c.end());
    const lines = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const cut = path.join(dir, 'cut.fwbak.gz');
    fs.writeFileSync(cut, zlib.gzipSync(lines.slice(0, Math.floor(lines.length * 0.8)).join('\n')));
    const before = await fingerprint(sql);

    const r = new Client({ connectionString: db.url });
    await r.connect();
    try {
      await expect(restoreBackup(r, cut, { knownMigrations: migrationsList.map((m) => m.name), migrateTo: migrateTo(db.url) })).rejects.toThrow(
        /incomplete|rows read/,
      );
    } finally {
      await r.end();
    }
    // The schema was rebuilt, the rows were not loaded (one transaction): restore the good file.
    const r2 = new Client({ connectionString: db.url });
    await r2.connect();
    try {
      await restoreBackup(r2, file, { knownMigrations: migrationsList.map((m) => m.name), migrateTo: migrateTo(db.url) });
    } finally {
      await r2.end();
    }
    expect(await fingerprint(sql)).toEqual(before);
  });

  it('refuses a backup taken by a newer version (migrations unknown here)', async () => {
    const file = path.join(dir, 'one.fwbak.gz');
    await expect(restoreBackup(sql, file, { knownMigrations: [], migrateTo: async () => undefined })).rejects.toThrow(/newer version/);
  });
});
