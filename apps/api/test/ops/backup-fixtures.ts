// Shared by the backup and restore tests: a database holding the demo data plus awkward values, a
// fingerprint of every row, and the migrations applied the way the restore tool applies them.
import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions, migrationsList, RestoreOptions } from '@fw/api-shared-infrastructure';
import { entitySchemas } from '../../src/app/contexts';
import { runDemoSeed } from '../../src/seed/demo-seed';

export type Fingerprint = Record<string, { rows: number; md5: string }>;

export async function withSql<T>(url: string, task: (sql: Client) => Promise<T>): Promise<T> {
  const sql = new Client({ connectionString: url });
  await sql.connect();
  try {
    return await task(sql);
  } finally {
    await sql.end();
  }
}

/** Row count and an md5 of every row's text, per table of schema public (migrations table aside). */
export function fingerprint(url: string): Promise<Fingerprint> {
  return withSql(url, async (sql) => {
    const { rows: tables } = await sql.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations' order by 1`,
    );
    const out: Fingerprint = {};
    for (const { name } of tables) {
      const { rows } = await sql.query<{ n: number; md5: string }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public."${name}" t`,
      );
      out[name] = { rows: rows[0].n, md5: rows[0].md5 };
    }
    return out;
  });
}

export const knownMigrations = migrationsList.map((m) => m.name);

export const migrate: RestoreOptions['migrate'] = async (url, to) => {
  const orm = await MikroORM.init(createOrmOptions({ url, entities: entitySchemas, poolMax: 2 }));
  try {
    await orm.getMigrator().up(to ? { to } : undefined);
  } finally {
    await orm.close(true);
  }
};

/** The demo data, plus values a text dump gets wrong and enough rows to need several batches. */
export async function seedBackupData(url: string): Promise<void> {
  const orm = await MikroORM.init(createOrmOptions({ url, entities: entitySchemas, poolMax: 2 }));
  try {
    await runDemoSeed(orm.em.fork());
  } finally {
    await orm.close(true);
  }
  await withSql(url, async (sql) => {
    await sql.query(
      `insert into website_content (id, website_id, section_key, content_type, content_value)
       select gen_random_uuid(), id, k, 'text', v from (select id from websites limit 1) w,
              unnest($1::text[], $2::text[]) as x(k, v)`,
      [
        ['odd_1', 'odd_2', 'odd_3'],
        ['O\'Brien "Bob" \\ Ünïcödé 日本', 'line one\nline two\r\n\ttabbed', 'R\u00e9sum\u00e9 \u{1F600} {"json": [1, 2]} \u2028 sep'],
      ],
    );
    await sql.query(`insert into sign_in_failures (ip, email) select '127.0.0.1', 'x' || g || '@example.com' from generate_series(1, 1200) g`);
  });
}

/** Databases on the server whose name starts with `prefix`. */
export function databasesStartingWith(url: string, prefix: string): Promise<string[]> {
  return withSql(url, async (sql) => {
    const { rows } = await sql.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1) order by 1`, [prefix]);
    return rows.map((r) => r.datname);
  });
}
