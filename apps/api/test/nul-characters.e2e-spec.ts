import { randomUUID } from 'node:crypto';
import { createTestApp, issueSessionToken, TestApp } from '@fw/api-testing';

/**
 * PostgreSQL text and jsonb cannot hold U+0000. Whatever way a NUL arrives (a JSON string, a
 * query parameter, a path segment), the answer is a clear 400, never a 500, and nothing is
 * written.
 */
describe('NUL characters in input', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const id = randomUUID();
    const email = `admin-${id.slice(0, 8)}@nul.test`;
    await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', now())`, [id, email]);
    await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, 'Nul Admin', email]);
    await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, 'admin')`, [randomUUID(), id]);
    admin = `Bearer ${await issueSessionToken(t.app, { id, email })}`;
  }, 60_000);
  afterAll(() => t?.close());

  const count = async (table: string) => Number((await t.sql<{ n: string }>(`select count(*) as n from ${table}`))[0].n);

  it('refuses a NUL in a JSON string with 400 before anything is written (questionnaire, contact, sign-up)', async () => {
    const before = await Promise.all(['questionnaire_submissions', 'email_logs', 'users', 'profiles'].map(count));
    const calls = [
      t.http().post('/api/questionnaires').send({ business_name: 'Nul\u0000Bakery', current_step: 1 }),
      t
        .http()
        .post('/api/questionnaires')
        .send({ liked_websites: ['https://a.example/\u0000'], current_step: 1 }),
      t.http().post('/api/contact').send({ name: 'Vera', email: 'vera@example.com', subject: 'Hi', message: 'A\u0000B' }),
      t.http().post('/api/auth/sign-up').send({ email: 'nul@example.com', password: 'NulTest123!', full_name: 'Nul\u0000Name' }),
    ];
    const fields = ['business_name', 'liked_websites', 'message', 'full_name'];
    for (const [i, res] of (await Promise.all(calls)).entries()) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'REQUEST.INVALID' });
      expect(res.body.message).toMatch(/NUL/);
      expect(Object.keys(res.body.details.fields)).toEqual([fields[i]]);
    }
    expect(await Promise.all(['questionnaire_submissions', 'email_logs', 'users', 'profiles'].map(count))).toEqual(before);
  });

  it('accepts an escaped backslash before "u0000" (that is text, not a NUL)', async () => {
    const res = await t.http().post('/api/questionnaires').send({ business_name: 'Back\\u0000slash', current_step: 1 }).expect(201);
    const [row] = await t.sql<{ business_name: string }>(`select business_name from questionnaire_submissions where id = ?`, [res.body.id]);
    expect(row.business_name).toBe('Back\\u0000slash');
  });

  it('answers 400 for a NUL in a path segment or a query parameter (ORM and plain SQL reads alike)', async () => {
    for (const url of [
      '/api/public/sites/a%00b.example/content',
      '/api/admin/submissions?q=a%00b',
      '/api/admin/submissions?business_name_like=a%00b',
      '/api/admin/email-logs?q=a%00b',
      '/api/admin/clients?q=a%00b',
    ]) {
      const res = await t.http().get(url).set('Authorization', admin);
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'REQUEST.INVALID' });
    }
  });
});
