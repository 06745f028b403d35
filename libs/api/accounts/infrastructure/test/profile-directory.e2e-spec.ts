import { randomUUID } from 'node:crypto';
import { ProfileDirectoryService } from '@fw/api-accounts-application';
import { createTestApp, createUser, TestApp } from '@fw/api-testing';

/** The directory other contexts ask for names and e-mails, against PostgreSQL. */
describe('profile directory', () => {
  let t: TestApp;
  let directory: ProfileDirectoryService;

  beforeAll(async () => {
    t = await createTestApp();
    directory = t.app.get(ProfileDirectoryService);
  });
  afterAll(() => t.close());

  it('finds profiles by id in one read, leaving unknown ids out', async () => {
    const named = await createUser(t, { fullName: 'Ana Ortiz' });
    const nameless = await createUser(t, { fullName: null });
    const found = await directory.byIds([named.id, nameless.id, randomUUID(), named.id]);
    expect([...found.keys()].sort()).toEqual([named.id, nameless.id].sort());
    expect(found.get(named.id)).toEqual({ id: named.id, fullName: 'Ana Ortiz', email: named.email });
    expect(found.get(nameless.id)).toEqual({ id: nameless.id, fullName: null, email: nameless.email });
  });

  it('finds profiles by e-mail without regard to case', async () => {
    const user = await createUser(t, { email: `Mixed.Case-${randomUUID().slice(0, 6)}@Example.test`, fullName: 'Bo Lee' });
    const found = await directory.byEmails([user.email.toUpperCase(), 'nobody@example.test']);
    expect([...found.keys()]).toEqual([user.email.toLowerCase()]);
    expect(found.get(user.email.toLowerCase())).toMatchObject({ id: user.id, fullName: 'Bo Lee' });
  });

  it('answers an empty map for no ids without asking the database', async () => {
    expect((await directory.byIds([])).size).toBe(0);
  });
});
