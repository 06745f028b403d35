import { bearer, createTestApp, mailCount, mailedToken, refreshCookie, RELAXED_LIMITS, seedUser, SeededUser, TestApp } from './accounts-test-support';

/** docs/product.md §12.6 and §12.9: an admin disables, enables and sends a reset; a user changes their password. */
describe('client management and change password', () => {
  let t: TestApp;
  let admin: SeededUser;
  let adminAuth: Record<string, string>;

  const signIn = async (user: { email: string; password: string }) => {
    const res = await t.http().post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    return { ...(res.body as { access_token: string }), refresh_token: refreshCookie(res)!.value };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS, PUBLIC_URL: 'http://fw.test' } });
    admin = await seedUser(t, { role: 'admin', email: 'boss@example.com', fullName: 'Avery Admin' });
    adminAuth = bearer((await signIn(admin)).access_token);
  });
  afterAll(() => t.close());

  describe('disable and enable', () => {
    it('a disabled client loses access at once (access and refresh tokens), cannot sign in, and signs in again once enabled', async () => {
      const client = await seedUser(t, { email: 'dana@example.com' });
      const one = await signIn(client);
      const two = await signIn(client);
      await t.http().get('/api/auth/me').set(bearer(one.access_token)).expect(200);

      const res = await t.http().post(`/api/admin/clients/${client.id}/disable`).set(adminAuth).expect(200);
      expect(res.body).toMatchObject({ id: client.id, status: 'disabled', disabled_at: expect.any(String) });
      await t.http().get('/api/auth/me').set(bearer(one.access_token)).expect(401);
      await t.http().get('/api/my/website').set(bearer(two.access_token)).expect(401);
      await t.http().post('/api/auth/refresh').send({ refresh_token: two.refresh_token }).expect(401);
      expect(await t.sql(`select 1 from refresh_tokens where user_id = ? and revoked_at is null`, [client.id])).toHaveLength(0);
      const refused = await t.http().post('/api/auth/sign-in').send({ email: client.email, password: client.password }).expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'AUTH.ACCOUNT_DISABLED',
        message: 'This account has been disabled. Please contact your administrator.',
      });
      expect((await t.http().get(`/api/admin/clients/${client.id}`).set(adminAuth).expect(200)).body.status).toBe('disabled');
      // Disabling again is harmless.
      await t.http().post(`/api/admin/clients/${client.id}/disable`).set(adminAuth).expect(200);

      const enabled = await t.http().post(`/api/admin/clients/${client.id}/enable`).set(adminAuth).expect(200);
      expect(enabled.body).toMatchObject({ id: client.id, status: 'active', disabled_at: null });
      // The old sessions stay ended; a new sign-in works.
      await t.http().get('/api/auth/me').set(bearer(one.access_token)).expect(401);
      const again = await signIn(client);
      await t.http().get('/api/auth/me').set(bearer(again.access_token)).expect(200);
    });

    it('is for admins only and refuses unknown or malformed ids', async () => {
      const editor = await seedUser(t);
      const editorAuth = bearer((await signIn(editor)).access_token);
      await t.http().post(`/api/admin/clients/${editor.id}/disable`).expect(401);
      await t.http().post(`/api/admin/clients/${admin.id}/disable`).set(editorAuth).expect(403);
      await t.http().post(`/api/admin/clients/${editor.id}/enable`).set(editorAuth).expect(403);
      expect(await t.sql(`select 1 from users where id = ? and disabled_at is not null`, [admin.id])).toHaveLength(0);
      await t.http().post('/api/admin/clients/not-a-uuid/disable').set(adminAuth).expect(400);
      const missing = await t.http().post('/api/admin/clients/00000000-0000-4000-8000-0000000000aa/disable').set(adminAuth).expect(404);
      expect(missing.body.code).toBe('ACCOUNTS.CLIENT_NOT_FOUND');
      await t.http().post('/api/admin/clients/00000000-0000-4000-8000-0000000000aa/enable').set(adminAuth).expect(404);
    });

    it('lists each client with a status: active, invited, unconfirmed or disabled', async () => {
      const unconfirmed = await seedUser(t, { email: 'later@example.com', confirmed: false });
      const res = await t.http().get(`/api/admin/clients/${unconfirmed.id}`).set(adminAuth).expect(200);
      expect(res.body).toMatchObject({ status: 'unconfirmed', disabled_at: null });
      expect((await t.http().get(`/api/admin/clients/${admin.id}`).set(adminAuth).expect(200)).body.status).toBe('active');
      const list = await t.http().get('/api/admin/clients?_start=0&_end=100').set(adminAuth).expect(200);
      expect(list.body.find((c: { id: string }) => c.id === unconfirmed.id).status).toBe('unconfirmed');
    });
  });

  describe('the last admin', () => {
    it('cannot disable themselves; another admin can be disabled while one stays', async () => {
      const res = await t.http().post(`/api/admin/clients/${admin.id}/disable`).set(adminAuth).expect(409);
      expect(res.body).toMatchObject({ code: 'ACCOUNTS.LAST_ADMIN', message: 'At least one administrator must remain. Make someone else an admin first.' });
      await t.http().get('/api/admin/clients').set(adminAuth).expect(200);

      const deputy = await seedUser(t, { role: 'admin', email: 'deputy@example.com' });
      await t.http().post(`/api/admin/clients/${deputy.id}/disable`).set(adminAuth).expect(200);
      // A disabled admin does not count: the remaining one is still the last.
      await t.http().post(`/api/admin/clients/${admin.id}/disable`).set(adminAuth).expect(409);
      await t.http().patch(`/api/admin/clients/${admin.id}`).set(adminAuth).send({ role: 'editor' }).expect(409);
      // Demoting the disabled admin is fine: it is not the one keeping the product managed.
      await t.http().patch(`/api/admin/clients/${deputy.id}`).set(adminAuth).send({ role: 'editor' }).expect(200);
    });

    it('holds when two admins disable or demote each other at the same moment: exactly one succeeds', async () => {
      for (let round = 0; round < 3; round++) {
        await t.sql(`update users set disabled_at = null where id = ?`, [admin.id]);
        // Only these two are active admins.
        await t.sql(`delete from user_roles where role = 'admin' and user_id <> ?`, [admin.id]);
        const other = await seedUser(t, { role: 'admin', email: `pair-${round}@example.com` });
        const otherAuth = bearer((await signIn(other)).access_token);
        const firstAuth = bearer((await signIn(admin)).access_token);
        const [a, b] = await Promise.all([
          t.http().post(`/api/admin/clients/${other.id}/disable`).set(firstAuth),
          round === 1
            ? t.http().patch(`/api/admin/clients/${admin.id}`).set(otherAuth).send({ role: 'editor' })
            : t.http().post(`/api/admin/clients/${admin.id}/disable`).set(otherAuth),
        ]);
        const statuses = [a.status, b.status];
        // The loser is refused as last admin, or as signed out if the winner disabled it first.
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        expect(statuses.every((s) => [200, 401, 403, 409].includes(s))).toBe(true);
        const active = await t.sql(`select 1 from user_roles r join users u on u.id = r.user_id where r.role = 'admin' and u.disabled_at is null`);
        expect(active).toHaveLength(1);
        await t.sql(`update user_roles set role = 'admin' where user_id = ?`, [admin.id]);
      }
      await t.sql(`update users set disabled_at = null where id = ?`, [admin.id]);
      adminAuth = bearer((await signIn(admin)).access_token);
    });
  });

  describe('password-reset e-mail sent by an admin', () => {
    it('sends the client the reset link, which works; a disabled client gets none (409)', async () => {
      const client = await seedUser(t, { email: 'reset.me@example.com' });
      const before = await mailCount(t, client.email, 'password-reset');
      await t.http().post(`/api/admin/clients/${client.id}/password-reset`).set(adminAuth).expect(204);
      expect(await mailCount(t, client.email, 'password-reset')).toBe(before + 1);
      const token = await mailedToken(t, client.email, 'password-reset');
      await t.http().post('/api/auth/password/reset').send({ token, password: 'brand-new-1' }).expect(200);
      await t.http().post('/api/auth/sign-in').send({ email: client.email, password: 'brand-new-1' }).expect(200);

      await t.http().post(`/api/admin/clients/${client.id}/disable`).set(adminAuth).expect(200);
      const refused = await t.http().post(`/api/admin/clients/${client.id}/password-reset`).set(adminAuth).expect(409);
      expect(refused.body.code).toBe('ACCOUNTS.CLIENT_DISABLED');
      expect(await mailCount(t, client.email, 'password-reset')).toBe(before + 1);
      await t.http().post('/api/admin/clients/00000000-0000-4000-8000-0000000000aa/password-reset').set(adminAuth).expect(404);
      const editorAuth = bearer((await signIn(await seedUser(t))).access_token);
      await t.http().post(`/api/admin/clients/${client.id}/password-reset`).set(editorAuth).expect(403);
    });
  });

  describe('change password', () => {
    it('needs the current password, applies the sign-up rules, ends the other sessions and keeps this one', async () => {
      const user = await seedUser(t, { email: 'mover@example.com', password: 'old-password-1' });
      const here = await signIn(user);
      const elsewhere = await signIn(user);

      const wrong = await t
        .http()
        .post('/api/auth/password/change')
        .set(bearer(here.access_token))
        .send({ current_password: 'nope-nope', new_password: 'new-password-1' })
        .expect(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        code: 'AUTH.WRONG_PASSWORD',
        message: 'Your current password is not correct.',
        details: { fields: { current_password: ['Your current password is not correct.'] } },
      });
      const short = await t
        .http()
        .post('/api/auth/password/change')
        .set(bearer(here.access_token))
        .send({ current_password: 'old-password-1', new_password: '12345' })
        .expect(400);
      expect(short.body.details.fields).toEqual({ new_password: ['new_password must be 6 to 128 characters'] });
      const empty = await t.http().post('/api/auth/password/change').set(bearer(here.access_token)).send({ extra: 1 }).expect(400);
      expect(Object.keys(empty.body.details.fields).sort()).toEqual(['current_password', 'extra', 'new_password']);
      await t.http().post('/api/auth/password/change').send({ current_password: 'old-password-1', new_password: 'new-password-1' }).expect(401);
      // Nothing changed so far, and every session still works.
      await t.http().get('/api/auth/me').set(bearer(elsewhere.access_token)).expect(200);

      await t
        .http()
        .post('/api/auth/password/change')
        .set(bearer(here.access_token))
        .send({ current_password: 'old-password-1', new_password: 'new-password-1' })
        .expect(204);
      await t.http().get('/api/auth/me').set(bearer(here.access_token)).expect(200);
      await t.http().get('/api/auth/me').set(bearer(elsewhere.access_token)).expect(401);
      await t.http().post('/api/auth/refresh').send({ refresh_token: elsewhere.refresh_token }).expect(401);
      const refreshed = await t.http().post('/api/auth/refresh').send({ refresh_token: here.refresh_token }).expect(200);
      await t.http().get('/api/auth/me').set(bearer(refreshed.body.access_token)).expect(200);

      await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'old-password-1' }).expect(401);
      await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'new-password-1' }).expect(200);
    });
  });
});
