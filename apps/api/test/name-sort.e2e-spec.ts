import { randomUUID } from 'node:crypto';
import { seedActor } from './support/openapi-operations';
import { createTestApp, TestApp } from '@fw/api-testing';

/**
 * Names sort the way people read them, whatever the server's locale: 'aaron' before 'SECB' (the C
 * locale, the embedded database's default, put every capital before every small letter).
 */
describe('case-insensitive name sorting of the admin lists', () => {
  let t: TestApp;
  let admin: string;
  const names = ['SECB', 'aaron', 'Zed Lowe', 'bob', 'Ángel'];
  const expected = ['aaron', 'Ángel', 'bob', 'SECB', 'Zed Lowe'];

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await seedActor(t, 'admin')).authorization;
    for (const name of names) {
      const id = randomUUID();
      const email = `${id.slice(0, 8)}@namesort.test`;
      await t.sql(`insert into users (id, email, password_hash, email_confirmed_at) values (?, ?, 'unused', now())`, [id, email]);
      await t.sql(`insert into profiles (id, full_name, email) values (?, ?, ?)`, [id, name, email]);
      await t.sql(`insert into user_roles (id, user_id, role) values (?, ?, 'editor')`, [randomUUID(), id]);
      await t.sql(`insert into websites (id, name, owner_id, created_at, updated_at) values (?, ?, ?, now(), now())`, [randomUUID(), `${name} site`, id]);
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('sorts clients by name case-insensitively, both ways', async () => {
    const asc = await t.http().get('/api/admin/clients?email_like=@namesort.test&_sort=full_name&_order=asc').set('Authorization', admin).expect(200);
    expect(asc.body.map((c: { full_name: string }) => c.full_name)).toEqual(expected);
    const desc = await t.http().get('/api/admin/clients?email_like=@namesort.test&_sort=full_name&_order=desc').set('Authorization', admin).expect(200);
    expect(desc.body.map((c: { full_name: string }) => c.full_name)).toEqual([...expected].reverse());
  });

  it('sorts websites by name case-insensitively', async () => {
    const res = await t.http().get('/api/admin/websites?name_like=site&_sort=name&_order=asc').set('Authorization', admin).expect(200);
    expect(res.body.map((w: { name: string }) => w.name)).toEqual(expected.map((n) => `${n} site`));
  });
});
