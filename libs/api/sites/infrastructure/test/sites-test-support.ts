import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { TestApp } from '@fw/api-testing';

// The sites context's own fixtures; the harness (app, database, users) is @fw/api-testing.
export { appUnderTest, createTestApp, createUser } from '@fw/api-testing';
export type { TestApp, TestUser } from '@fw/api-testing';

export async function insertWebsite(
  t: TestApp,
  values: { ownerId?: string | null; name?: string; domain?: string | null; template?: string | null; createdAt?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await t.sql(`insert into websites (id, name, domain, template, owner_id, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)`, [
    id,
    values.name ?? `Site ${id.slice(0, 6)}`,
    values.domain ?? null,
    values.template ?? null,
    values.ownerId ?? null,
    values.createdAt ?? new Date().toISOString(),
    values.createdAt ?? new Date().toISOString(),
  ]);
  return id;
}

export async function insertSection(
  t: TestApp,
  websiteId: string,
  key: string,
  value: string,
  options: { locked?: boolean; type?: string; version?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await t.sql(`insert into website_content (id, website_id, section_key, content_type, content_value, is_locked, version) values (?, ?, ?, ?, ?, ?, ?)`, [
    id,
    websiteId,
    key,
    options.type ?? 'text',
    value,
    options.locked ?? false,
    options.version ?? 1,
  ]);
  return id;
}

export async function insertPost(
  t: TestApp,
  websiteId: string,
  values: { title: string; content?: string; published?: boolean; createdAt?: string },
): Promise<string> {
  const id = randomUUID();
  await t.sql(`insert into blog_posts (id, website_id, title, content, published, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)`, [
    id,
    websiteId,
    values.title,
    values.content ?? '',
    values.published ?? false,
    values.createdAt ?? new Date().toISOString(),
    values.createdAt ?? new Date().toISOString(),
  ]);
  return id;
}

/** A revision row straight in SQL (as if the change had happened), for history tests. */
export async function insertRevision(
  t: TestApp,
  values: {
    websiteId: string;
    itemType: 'section' | 'post';
    itemId: string;
    label?: string;
    action: string;
    version: number | null;
    previous?: object | null;
    next?: object | null;
  },
): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
    [
      id,
      values.websiteId,
      values.itemType,
      values.itemId,
      values.label ?? 'label',
      values.action,
      values.version,
      values.previous ? JSON.stringify(values.previous) : null,
      values.next ? JSON.stringify(values.next) : null,
    ],
  );
  return id;
}

/** Every column of a website's sections, posts and the website itself, for byte-identical checks. */
export async function websiteSnapshot(t: TestApp, websiteId: string): Promise<string> {
  const [website] = await t.sql(`select * from websites where id = ?`, [websiteId]);
  const sections = await t.sql(`select * from website_content where website_id = ? order by id`, [websiteId]);
  const posts = await t.sql(`select * from blog_posts where website_id = ? order by id`, [websiteId]);
  return JSON.stringify({ website, sections, posts });
}

export async function activityOf(t: TestApp, userId: string): Promise<Array<{ action: string; details: unknown; website_id: string | null }>> {
  return t.sql(`select action, details, website_id from activity_logs where user_id = ? order by created_at, id`, [userId]);
}

export const UNKNOWN_ID = '7f0c0c5e-1d7a-4c8b-9a55-0123456789ab';

export type RaceAnswer = { status: number; body: { code?: string } & Record<string, unknown> };

/**
 * Runs `sql` in another transaction that holds its row lock until `request` is waiting on it, then
 * commits: a write that lands between the request's read and its own write.
 */
export async function whileRowLocked(t: TestApp, sql: string, params: unknown[], request: () => Promise<RaceAnswer>): Promise<RaceAnswer> {
  const other = new Client({ connectionString: t.db.url });
  await other.connect();
  try {
    await other.query('begin');
    await other.query(sql, params);
    // supertest starts a request only when it is awaited or then'd.
    const pending = request().then((res) => res);
    let waited = false;
    for (let i = 0; i < 500 && !waited; i++) {
      const { rows } = await other.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      waited = rows[0].n > 0;
      if (!waited) await new Promise((r) => setTimeout(r, 10));
    }
    expect(waited).toBe(true);
    await other.query('commit');
    return await pending;
  } finally {
    await other.end();
  }
}

/**
 * Polls until `check` passes (resolving with what it returns) or `ms` elapse, `pauseMs` apart (the
 * page cache drops a site's pages by notification, asynchronously; Caddy issues certificates in
 * its own time).
 */
export async function eventually<T>(check: () => Promise<T>, ms = 3000, pauseMs = 50): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
