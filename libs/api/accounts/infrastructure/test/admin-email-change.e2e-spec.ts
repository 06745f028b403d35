// An admin corrects a client's sign-in e-mail. Nothing changes until the new address is proved by
// the link mailed there; the old address is told; every request is kept with who asked.
import { bearer, createTestApp, issueSessionToken, RELAXED_LIMITS, seedUser, SeededUser, TestApp } from './accounts-test-support';
import { linkToken } from '@fw/api-testing';

describe('admin changes a client e-mail', () => {
  let t: TestApp;
  let admin: SeededUser;
  let client: SeededUser;
  let adminAuth: Record<string, string>;
  let clientAuth: Record<string, string>;

  const mailsTo = (email: string) =>
    t.sql<{ template: string; body: string }>(`select template, body from email_logs where recipient_email = ? order by created_at, id`, [email]);
  const emailOf = async (id: string) => (await t.sql<{ email: string }>(`select email from users where id = ?`, [id]))[0].email;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, PUBLIC_URL: 'http://fw.test' } });
    admin = await seedUser(t, { role: 'admin', email: 'boss@example.com', fullName: 'Avery Admin' });
    client = await seedUser(t, { role: 'editor', email: 'dana@exampel.com', fullName: 'Dana Client' });
    await seedUser(t, { role: 'editor', email: 'taken@example.com', fullName: 'Other Person' });
    adminAuth = bearer(await issueSessionToken(t.app, admin));
    clientAuth = bearer(await issueSessionToken(t.app, client));
  });
  afterAll(() => t.close());

  it('takes effect only once the link mailed to the new address is followed; the old address is told', async () => {
    const asked = await t.http().post(`/api/admin/clients/${client.id}/email`).set(adminAuth).send({ email: 'Dana@Example.com' });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ pending_email: 'dana@example.com' });
    expect(await emailOf(client.id)).toBe('dana@exampel.com');

    const [notice] = await mailsTo('dana@exampel.com');
    expect(notice.template).toBe('email-change-notice');
    expect(notice.body).toContain('dana@example.com');
    const [confirmation] = await mailsTo('dana@example.com');
    expect(confirmation.template).toBe('email-change-confirmation');
    expect(confirmation.body).toContain('http://fw.test/auth/confirm?');

    const history = await t.http().get(`/api/admin/clients/${client.id}/email-changes`).set(adminAuth).expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({
        old_email: 'dana@exampel.com',
        new_email: 'dana@example.com',
        requested_by: { id: admin.id, email: 'boss@example.com' },
        confirmed_at: null,
      }),
    ]);

    const confirmed = await t
      .http()
      .post('/api/auth/email-change/confirm')
      .send({ token: linkToken(confirmation.body) })
      .expect(200);
    expect(confirmed.body).toEqual({ email: 'dana@example.com' });
    expect(await emailOf(client.id)).toBe('dana@example.com');
    const after = await t.http().get(`/api/admin/clients/${client.id}/email-changes`).set(adminAuth).expect(200);
    expect(after.body[0].confirmed_at).toEqual(expect.any(String));
    // The link works once.
    await t
      .http()
      .post('/api/auth/email-change/confirm')
      .send({ token: linkToken(confirmation.body) })
      .expect(400);
  });

  it('refuses an address another account has (409, nothing mailed) and bad input (400)', async () => {
    const taken = await t.http().post(`/api/admin/clients/${client.id}/email`).set(adminAuth).send({ email: 'TAKEN@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ACCOUNTS.EMAIL_TAKEN');
    expect(await mailsTo('taken@example.com')).toEqual([]);
    const bad = await t.http().post(`/api/admin/clients/${client.id}/email`).set(adminAuth).send({ email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.email).toBeDefined();
    await t.http().post('/api/admin/clients/00000000-0000-4000-8000-000000000000/email').set(adminAuth).send({ email: 'x@example.com' }).expect(404);
  });

  it('refuses the link when the address was taken meanwhile', async () => {
    const other = await seedUser(t, { role: 'editor', email: 'eli@example.com', fullName: 'Eli' });
    await t.http().post(`/api/admin/clients/${other.id}/email`).set(adminAuth).send({ email: 'race@example.com' }).expect(202);
    await seedUser(t, { role: 'editor', email: 'race@example.com', fullName: 'Racer' });
    const [confirmation] = (await mailsTo('race@example.com')).filter((m) => m.template === 'email-change-confirmation');
    const res = await t
      .http()
      .post('/api/auth/email-change/confirm')
      .send({ token: linkToken(confirmation.body) });
    expect(res.status).toBe(409);
    expect(await emailOf(other.id)).toBe('eli@example.com');
  });

  it('is for admins only', async () => {
    await t.http().post(`/api/admin/clients/${client.id}/email`).send({ email: 'a@example.com' }).expect(401);
    await t.http().post(`/api/admin/clients/${client.id}/email`).set(clientAuth).send({ email: 'a@example.com' }).expect(403);
    await t.http().get(`/api/admin/clients/${client.id}/email-changes`).set(clientAuth).expect(403);
    expect(await mailsTo('a@example.com')).toEqual([]);
  });
});
