import { bearer, createTestApp, issueSessionToken, mailedToken, RELAXED_LIMITS, seedUser, TestApp } from './accounts-test-support';

/**
 * Password rules (docs/product.md §8 and docs/security.md): at least 6 characters, not one of the most common
 * passwords (an offline list), and not the password the account has now. Refusals are 400s on the
 * field of the form that was filled.
 */
describe('password rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...RELAXED_LIMITS } });
  });
  afterAll(() => t.close());

  it('refuses a common password at sign-up, and still takes any other of 6 characters', async () => {
    for (const password of ['123456', 'password', 'Qwerty123']) {
      const res = await t
        .http()
        .post('/api/auth/sign-up')
        .send({ email: `common-${password}@rules.example`, password })
        .expect(400);
      expect(res.body.details.fields.password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    }
    expect(await t.sql(`select 1 from users where email like 'common-%'`)).toHaveLength(0);
    await t.http().post('/api/auth/sign-up').send({ email: 'short@rules.example', password: 'kq7#zp' }).expect(201);
  });

  it('refuses a common password and the current one as the new password', async () => {
    const user = await seedUser(t, { password: 'current-pass-1' });
    const auth = bearer(await issueSessionToken(t.app, user));
    const same = await t
      .http()
      .post('/api/auth/password/change')
      .set(auth)
      .send({ current_password: 'current-pass-1', new_password: 'current-pass-1' })
      .expect(400);
    expect(same.body.details.fields.new_password).toEqual(['The new password must be different from your current password.']);
    const common = await t
      .http()
      .post('/api/auth/password/change')
      .set(auth)
      .send({ current_password: 'current-pass-1', new_password: 'iloveyou' })
      .expect(400);
    expect(common.body.details.fields.new_password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    await t.http().post('/api/auth/password/change').set(auth).send({ current_password: 'current-pass-1', new_password: 'next-pass-22' }).expect(204);
  });

  it('refuses the current password and a common one when resetting, keeping the link for another try', async () => {
    const user = await seedUser(t, { password: 'current-pass-1' });
    await t.http().post('/api/auth/password/forgot').send({ email: user.email }).expect(202);
    const token = await mailedToken(t, user.email, 'password-reset');
    const same = await t.http().post('/api/auth/password/reset').send({ token, password: 'current-pass-1' }).expect(400);
    expect(same.body.details.fields.password).toEqual(['The new password must be different from your current password.']);
    const common = await t.http().post('/api/auth/password/reset').send({ token, password: 'abc123' }).expect(400);
    expect(common.body.details.fields.password).toEqual(['This password is too common. Choose one that is harder to guess.']);
    await t.http().post('/api/auth/password/reset').send({ token, password: 'fresh-pass-33' }).expect(200);
    await t.http().post('/api/auth/sign-in').send({ email: user.email, password: 'fresh-pass-33' }).expect(200);
  });
});
