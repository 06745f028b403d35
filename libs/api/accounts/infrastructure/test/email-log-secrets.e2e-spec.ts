import { bearer, createTestApp, issueSessionToken, mailedToken, RELAXED_LIMITS, seedUser, TestApp } from './accounts-test-support';

// Admins read every e-mail in Communications; live confirmation and reset links must not be
// usable from there (that would let an admin take over accounts).
describe('secrets in the admin e-mail log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, PUBLIC_URL: 'http://fw.test' } });
  });
  afterAll(() => t.close());

  it('hides confirmation and reset tokens from admins while the mail itself keeps them', async () => {
    const admin = await seedUser(t, { role: 'admin' });
    const member = await seedUser(t, { email: 'member@example.com' });
    await t.http().post('/api/auth/sign-up').send({ email: 'newbie@example.com', password: 'secret-123' }).expect(201);
    await t.http().post('/api/auth/password/forgot').send({ email: member.email }).expect(202);
    const confirmToken = await mailedToken(t, 'newbie@example.com', 'signup-confirmation');
    const resetToken = await mailedToken(t, member.email, 'password-reset');

    const auth = bearer(await issueSessionToken(t.app, admin));
    const list = await t.http().get('/api/admin/email-logs?_start=0&_end=50').set(auth).expect(200);
    const bodies = JSON.stringify(list.body);
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    expect(bodies).not.toContain(confirmToken);
    expect(bodies).not.toContain(resetToken);
    expect(bodies).toContain('token=[hidden]');
    for (const row of list.body) {
      const one = await t.http().get(`/api/admin/email-logs/${row.id}`).set(auth).expect(200);
      expect(JSON.stringify(one.body)).not.toMatch(new RegExp(`${confirmToken}|${resetToken}`));
    }
  });
});
