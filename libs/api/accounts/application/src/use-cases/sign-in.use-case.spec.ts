import { Logger } from '@nestjs/common';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

async function confirmedUser(kit: ReturnType<typeof createAccountsTestKit>, email = 'user@example.com', password = 'sekret1') {
  await kit.signUp.execute({ email, password });
  return kit.confirm.execute({ token: kit.lastLinkToken('signup-confirmation') });
}

// The use cases log refusals and failed checkout links; keep the test output readable.
beforeAll(() => Logger.overrideLogger(false));

describe('SignInUseCase', () => {
  it('gives the same error for an unknown e-mail and a wrong password', async () => {
    const kit = createAccountsTestKit();
    await confirmedUser(kit);
    const unknown = await kit.signIn.execute({ email: 'nobody@example.com', password: 'sekret1' }).catch((e) => e);
    const wrong = await kit.signIn.execute({ email: 'user@example.com', password: 'wrong12' }).catch((e) => e);
    expect(unknown).toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(wrong).toMatchObject({ code: unknown.code, message: unknown.message });
  });

  it('refuses an unconfirmed account only after a correct password', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'new@example.com', password: 'sekret1' });
    await expect(kit.signIn.execute({ email: 'new@example.com', password: 'sekret1' })).rejects.toMatchObject({
      code: 'AUTH.EMAIL_NOT_CONFIRMED',
      message: 'Please confirm your email address before signing in.',
    });
    await expect(kit.signIn.execute({ email: 'new@example.com', password: 'wrong12' })).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
  });

  it('refuses a disabled account', async () => {
    const kit = createAccountsTestKit();
    const session = await confirmedUser(kit);
    kit.db.users.get(session.user.id)!.disabledAt = new Date();
    await expect(kit.signIn.execute({ email: 'user@example.com', password: 'sekret1' })).rejects.toMatchObject({ code: 'AUTH.ACCOUNT_DISABLED' });
  });

  it('starts a new session family per sign-in and links a checkout, even if linking fails', async () => {
    const kit = createAccountsTestKit();
    const first = await confirmedUser(kit);
    const second = await kit.signIn.execute({ email: 'USER@example.com', password: 'sekret1', sessionId: 'cs_1' });
    expect(second.kind === 'session' && second.session.user.id).toBe(first.user.id);
    const families = new Set(kit.db.refreshTokens.map((t) => t.familyId));
    expect(families.size).toBe(2);
    expect(kit.purchases.claims).toEqual([{ sessionId: 'cs_1', userId: first.user.id }]);
    kit.purchases.failWith = new Error('boom');
    await expect(kit.signIn.execute({ email: 'user@example.com', password: 'sekret1', sessionId: 'cs_2' })).resolves.toBeDefined();
  });
});

describe('RefreshSessionUseCase and SignOutUseCase', () => {
  it('rotates: the new token works, the old one within the window still works, after it the family dies', async () => {
    const kit = createAccountsTestKit({ refreshReuseWindowSeconds: 10 });
    const start = await confirmedUser(kit);
    const next = await kit.refresh.execute({ refreshToken: start.refreshToken });
    expect(next.refreshToken).not.toBe(start.refreshToken);
    const parallel = await kit.refresh.execute({ refreshToken: start.refreshToken });
    expect(parallel.user.id).toBe(start.user.id);

    // The old token was rotated 11 s ago: a replay now revokes the whole family.
    const old = kit.db.refreshTokens.find((t) => t.rotatedAt)!;
    old.rotatedAt = new Date(Date.now() - 11_000);
    await expect(kit.refresh.execute({ refreshToken: start.refreshToken })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
    expect(kit.db.refreshTokens.every((t) => t.revokedAt)).toBe(true);
    await expect(kit.refresh.execute({ refreshToken: next.refreshToken })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
  });

  it('refuses expired, unknown and disabled-account tokens', async () => {
    const kit = createAccountsTestKit();
    const start = await confirmedUser(kit);
    await expect(kit.refresh.execute({ refreshToken: 'nope' })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
    kit.db.refreshTokens[0].expiresAt = new Date(Date.now() - 1);
    await expect(kit.refresh.execute({ refreshToken: start.refreshToken })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });

    const other = await kit.signInSession({ email: 'user@example.com', password: 'sekret1' });
    kit.db.users.get(other.user.id)!.disabledAt = new Date();
    await expect(kit.refresh.execute({ refreshToken: other.refreshToken })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
    expect(kit.db.refreshTokens.filter((t) => !t.revokedAt && t.expiresAt > new Date())).toHaveLength(0);
  });

  it('sign-out revokes only that family', async () => {
    const kit = createAccountsTestKit();
    const laptop = await confirmedUser(kit);
    const phone = await kit.signInSession({ email: 'user@example.com', password: 'sekret1' });
    await kit.signOut.execute({ refreshToken: laptop.refreshToken });
    await expect(kit.refresh.execute({ refreshToken: laptop.refreshToken })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
    await expect(kit.refresh.execute({ refreshToken: phone.refreshToken })).resolves.toBeDefined();
    await expect(kit.signOut.execute({ refreshToken: undefined })).resolves.toBeUndefined();
    await expect(kit.signOut.execute({ refreshToken: 'unknown' })).resolves.toBeUndefined();
  });
});

describe('password reset', () => {
  it('e-mails a 1 h link only to existing accounts and sets the new password, ending every session', async () => {
    const kit = createAccountsTestKit();
    const session = await confirmedUser(kit);
    const before = kit.db.mails.length;
    await expect(kit.forgot.execute({ email: 'nobody@example.com' })).resolves.toEqual({ message: expect.any(String) });
    expect(kit.db.mails).toHaveLength(before);
    const answer = await kit.forgot.execute({ email: 'user@example.com' });
    expect(answer).toEqual(await kit.forgot.execute({ email: 'nobody@example.com' }));
    const mail = kit.db.mails.at(-1)!;
    expect(mail).toMatchObject({ template: 'password-reset', to: 'user@example.com' });
    const row = kit.db.authTokens.find((t) => t.purpose === 'reset_password')!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(3600 * 1000);

    const token = kit.lastLinkToken('password-reset');
    await kit.reset.execute({ token, password: 'brand-new' });
    const user = kit.db.users.get(session.user.id)!;
    expect(user.passwordHash).toBe('hashed:brand-new');
    expect(user.passwordChangedAt).toBeInstanceOf(Date);
    await expect(kit.refresh.execute({ refreshToken: session.refreshToken })).rejects.toMatchObject({ code: 'AUTH.INVALID_REFRESH_TOKEN' });
    await expect(kit.reset.execute({ token, password: 'again123' })).rejects.toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
    await expect(kit.signIn.execute({ email: 'user@example.com', password: 'brand-new' })).resolves.toBeDefined();
  });

  it('sends at most one reset e-mail per interval and refuses an expired link', async () => {
    const kit = createAccountsTestKit({ emailMinIntervalSeconds: 60 });
    await confirmedUser(kit);
    const before = kit.db.mails.length;
    await kit.forgot.execute({ email: 'user@example.com' });
    await kit.forgot.execute({ email: 'user@example.com' });
    expect(kit.db.mails).toHaveLength(before + 1);
    kit.db.authTokens.find((t) => t.purpose === 'reset_password')!.expiresAt = new Date(Date.now() - 1);
    await expect(kit.reset.execute({ token: kit.lastLinkToken('password-reset'), password: 'brand-new' })).rejects.toMatchObject({
      code: 'AUTH.INVALID_TOKEN',
    });
    expect((await kit.accounts.findUserByEmail('user@example.com'))!.passwordHash).toBe('hashed:sekret1');
  });
});

describe('admin clients and own profile', () => {
  it('creates a confirmed client with the role and a welcome e-mail without the password; duplicates are 409', async () => {
    const kit = createAccountsTestKit();
    const client = await kit.createClient.execute({ email: 'Client@Example.com', fullName: 'Casey', password: 'pass-123', role: 'admin' });
    expect(client).toMatchObject({ email: 'client@example.com', fullName: 'Casey', role: 'admin' });
    expect(kit.db.users.get(client.id)!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(kit.db.mails.at(-1)).toEqual({
      template: 'client-welcome',
      to: 'client@example.com',
      data: { email: 'client@example.com', fullName: 'Casey', signInUrl: 'https://example.test/auth' },
    });
    expect(JSON.stringify(kit.db.mails)).not.toContain('pass-123');
    await expect(kit.createClient.execute({ email: 'CLIENT@example.com', password: 'x12345', role: 'editor' })).rejects.toMatchObject({
      code: 'ACCOUNTS.EMAIL_TAKEN',
      message: 'A user with this email address has already been registered',
    });
    expect(kit.db.mails).toHaveLength(1);
  });

  it('changes names and roles but never demotes the last admin', async () => {
    const kit = createAccountsTestKit();
    const admin = await kit.createClient.execute({ email: 'admin@example.com', password: 'pass-123', role: 'admin' });
    const editor = await kit.createClient.execute({ email: 'ed@example.com', password: 'pass-123', role: 'editor' });
    await expect(kit.updateClient.execute({ id: admin.id, role: 'editor' })).rejects.toMatchObject({ code: 'ACCOUNTS.LAST_ADMIN' });
    expect((await kit.accounts.findView(admin.id))!.role).toBe('admin');
    expect(await kit.updateClient.execute({ id: editor.id, role: 'admin', fullName: ' Ed ' })).toMatchObject({ role: 'admin', fullName: 'Ed' });
    expect(await kit.updateClient.execute({ id: admin.id, role: 'editor' })).toMatchObject({ role: 'editor' });
    await expect(kit.updateClient.execute({ id: '00000000-0000-4000-8000-000000000000', fullName: 'x' })).rejects.toMatchObject({
      code: 'ACCOUNTS.CLIENT_NOT_FOUND',
    });
  });

  it('updates only the own full name', async () => {
    const kit = createAccountsTestKit();
    const me = await kit.createClient.execute({ email: 'me@example.com', password: 'pass-123', role: 'editor', fullName: 'Old' });
    expect(await kit.me.updateFullName(me.id, 'New Name')).toMatchObject({ fullName: 'New Name', email: 'me@example.com' });
    expect(await kit.me.updateFullName(me.id, '')).toMatchObject({ fullName: null });
  });
});
