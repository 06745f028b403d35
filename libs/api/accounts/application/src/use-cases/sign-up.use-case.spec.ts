import { Logger } from '@nestjs/common';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

// The use cases log refusals and failed checkout links; keep the test output readable.
beforeAll(() => Logger.overrideLogger(false));

describe('SignUpUseCase and ConfirmEmailUseCase', () => {
  it('creates user, profile and editor role, unconfirmed, and e-mails a confirmation link', async () => {
    const kit = createAccountsTestKit();
    const answer = await kit.signUp.execute({ email: ' New@Example.com ', password: 'sekret1', fullName: ' Jane ' });
    expect(answer).toEqual({ message: 'Account created successfully. Please check your email to confirm.', email: 'new@example.com' });
    const user = await kit.accounts.findUserByEmail('new@example.com');
    expect(user).toMatchObject({ email: 'new@example.com', passwordHash: 'hashed:sekret1', emailConfirmedAt: null });
    expect(await kit.accounts.findView(user!.id)).toMatchObject({ fullName: 'Jane', role: 'editor' });
    expect(kit.db.mails).toHaveLength(1);
    expect(kit.db.mails[0]).toMatchObject({ template: 'signup-confirmation', to: 'new@example.com' });
    const url = (kit.db.mails[0].data as { confirmUrl: string }).confirmUrl;
    expect(url).toMatch(/^https:\/\/example\.test\/auth\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    const stored = kit.db.authTokens[0];
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(kit.lastLinkToken('signup-confirmation'));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(24 * 3600 * 1000);
  });

  it('answers the same for an existing e-mail, changes nothing and sends nothing to a confirmed account', async () => {
    const kit = createAccountsTestKit();
    await kit.createClient.execute({ email: 'taken@example.com', password: 'original-1', role: 'editor', fullName: 'Owner' });
    const mailsBefore = kit.db.mails.length;
    const answer = await kit.signUp.execute({ email: 'TAKEN@example.com', password: 'attacker', fullName: 'Mallory' });
    expect(answer).toEqual({ message: 'Account created successfully. Please check your email to confirm.', email: 'taken@example.com' });
    const user = await kit.accounts.findUserByEmail('taken@example.com');
    expect(user!.passwordHash).toBe('hashed:original-1');
    expect((await kit.accounts.findView(user!.id))!.fullName).toBe('Owner');
    expect(kit.db.mails).toHaveLength(mailsBefore);
    expect(kit.db.users.size).toBe(1);
  });

  it('answers a second sign-up for an unconfirmed account with a set-password link: nothing changes, no confirmation link works any more; not within the minimum interval', async () => {
    const kit = createAccountsTestKit({ emailMinIntervalSeconds: 0 });
    await kit.signUp.execute({ email: 'a@example.com', password: 'sekret1', fullName: 'Owner', sessionId: 'cs_owner' });
    const first = kit.lastLinkToken('signup-confirmation');
    await kit.signUp.execute({ email: 'a@example.com', password: 'other12', fullName: 'Al', sessionId: 'cs_other' });
    expect(kit.db.mails.map((m) => m.template)).toEqual(['signup-confirmation', 'signup-set-password']);
    const user = await kit.accounts.findUserByEmail('a@example.com');
    expect(user).toMatchObject({ passwordHash: 'hashed:sekret1', passwordChangedAt: null });
    expect((await kit.accounts.findView(user!.id))!.fullName).toBe('Owner');
    expect(kit.db.users.size).toBe(1);
    // Whoever signed up first may not own the mailbox: their password is never confirmed.
    await expect(kit.confirm.execute({ token: first })).rejects.toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
    await kit.reset.execute({ token: kit.lastLinkToken('signup-set-password'), password: 'chosen1' });
    await expect(kit.signIn.execute({ email: 'a@example.com', password: 'sekret1' })).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
    await expect(kit.signIn.execute({ email: 'a@example.com', password: 'chosen1' })).resolves.toBeDefined();

    const strict = createAccountsTestKit({ emailMinIntervalSeconds: 60 });
    await strict.signUp.execute({ email: 'a@example.com', password: 'sekret1' });
    await strict.signUp.execute({ email: 'a@example.com', password: 'sekret1' });
    await strict.signUp.execute({ email: 'a@example.com', password: 'sekret1' });
    expect(strict.db.mails.map((m) => m.template)).toEqual(['signup-confirmation', 'signup-set-password']);
  });

  it('confirms once, starts a session and links the checkout given at sign-up', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'buyer@example.com', password: 'sekret1', sessionId: 'cs_test_123' });
    const token = kit.lastLinkToken('signup-confirmation');
    const session = await kit.confirm.execute({ token });
    expect(session.user).toMatchObject({ email: 'buyer@example.com', role: 'editor' });
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await kit.accounts.findUserByEmail('buyer@example.com'))!.emailConfirmedAt).toBeInstanceOf(Date);
    expect(kit.purchases.claims).toEqual([{ sessionId: 'cs_test_123', userId: session.user.id }]);
    await expect(kit.confirm.execute({ token })).rejects.toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
  });

  it('refuses expired and unknown confirmation tokens', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'late@example.com', password: 'sekret1' });
    kit.db.authTokens[0].expiresAt = new Date(Date.now() - 1000);
    await expect(kit.confirm.execute({ token: kit.lastLinkToken('signup-confirmation') })).rejects.toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
    await expect(kit.confirm.execute({ token: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
    expect((await kit.accounts.findUserByEmail('late@example.com'))!.emailConfirmedAt).toBeNull();
  });

  it('ends every other confirmation link once one is used, and keeps the checkout across a resend', async () => {
    const kit = createAccountsTestKit({ emailMinIntervalSeconds: 0 });
    await kit.signUp.execute({ email: 'two@example.com', password: 'sekret1', sessionId: 'cs_keep' });
    const first = kit.lastLinkToken('signup-confirmation');
    await kit.resend.execute({ email: 'two@example.com' });
    const second = kit.lastLinkToken('signup-confirmation');
    expect(second).not.toBe(first);
    const session = await kit.confirm.execute({ token: second });
    expect(kit.purchases.claims).toEqual([{ sessionId: 'cs_keep', userId: session.user.id }]);
    await expect(kit.confirm.execute({ token: first })).rejects.toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
  });

  it('never fails a confirmation because linking the checkout failed', async () => {
    const kit = createAccountsTestKit();
    kit.purchases.failWith = new Error('billing down');
    await kit.signUp.execute({ email: 'c@example.com', password: 'sekret1', sessionId: 'cs_x' });
    await expect(kit.confirm.execute({ token: kit.lastLinkToken('signup-confirmation') })).resolves.toMatchObject({ user: { email: 'c@example.com' } });
  });

  it('resends only to unconfirmed accounts', async () => {
    const kit = createAccountsTestKit({ emailMinIntervalSeconds: 0 });
    await kit.createClient.execute({ email: 'confirmed@example.com', password: 'sekret1', role: 'editor' });
    const before = kit.db.mails.length;
    await expect(kit.resend.execute({ email: 'confirmed@example.com' })).resolves.toEqual({ message: expect.any(String) });
    await expect(kit.resend.execute({ email: 'nobody@example.com' })).resolves.toEqual({ message: expect.any(String) });
    expect(kit.db.mails).toHaveLength(before);
  });
});
