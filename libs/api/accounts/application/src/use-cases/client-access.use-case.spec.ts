import { Logger } from '@nestjs/common';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

beforeAll(() => Logger.overrideLogger(false));

async function account(kit: ReturnType<typeof createAccountsTestKit>, email: string, role: 'admin' | 'editor' = 'editor') {
  const view = await kit.createClient.execute({ email, fullName: null, password: 'sekret1', role });
  const session = await kit.signInSession({ email, password: 'sekret1' });
  return { id: view.id, session };
}

describe('ClientAccessService', () => {
  it('disabling ends every session and refuses sign-in until enabled', async () => {
    const kit = createAccountsTestKit();
    const user = await account(kit, 'dana@example.com');
    await kit.access.disable(user.id);
    expect(kit.db.refreshTokens.filter((t) => t.userId === user.id && !t.revokedAt)).toEqual([]);
    await expect(kit.signIn.execute({ email: 'dana@example.com', password: 'sekret1' })).rejects.toMatchObject({ code: 'AUTH.ACCOUNT_DISABLED' });
    await expect(kit.access.sendPasswordReset(user.id)).rejects.toMatchObject({ code: 'ACCOUNTS.CLIENT_DISABLED' });
    await kit.access.enable(user.id);
    await expect(kit.signIn.execute({ email: 'dana@example.com', password: 'sekret1' })).resolves.toBeDefined();
  });

  it('never disables or demotes the last active admin', async () => {
    const kit = createAccountsTestKit();
    const boss = await account(kit, 'boss@example.com', 'admin');
    const deputy = await account(kit, 'deputy@example.com', 'admin');
    await expect(kit.access.disable(deputy.id)).resolves.toBeUndefined();
    await expect(kit.access.disable(boss.id)).rejects.toMatchObject({ code: 'ACCOUNTS.LAST_ADMIN' });
    await expect(kit.updateClient.execute({ id: boss.id, role: 'editor' })).rejects.toMatchObject({ code: 'ACCOUNTS.LAST_ADMIN' });
    await expect(kit.updateClient.execute({ id: deputy.id, role: 'editor' })).resolves.toMatchObject({ role: 'editor' });
  });

  it('sends the reset link to a client', async () => {
    const kit = createAccountsTestKit();
    const user = await account(kit, 'reset@example.com');
    await kit.access.sendPasswordReset(user.id);
    expect(kit.lastLinkToken('password-reset')).toBeTruthy();
    await expect(kit.access.sendPasswordReset('00000000-0000-4000-8000-0000000000aa')).rejects.toMatchObject({ code: 'ACCOUNTS.CLIENT_NOT_FOUND' });
  });
});

describe('ChangePasswordUseCase', () => {
  it('checks the current password, keeps the caller session and ends the others', async () => {
    const kit = createAccountsTestKit();
    const user = await account(kit, 'mover@example.com');
    const other = await kit.signInSession({ email: 'mover@example.com', password: 'sekret1' });
    const here = kit.db.refreshTokens.find((t) => t.userId === user.id)!.familyId;
    const caller = { id: user.id, email: 'mover@example.com', role: 'editor' as const, sessionId: here };
    await expect(kit.changePassword.execute(caller, { currentPassword: 'wrong1', newPassword: 'better1' })).rejects.toMatchObject({
      code: 'AUTH.WRONG_PASSWORD',
      details: { fields: { current_password: ['Your current password is not correct.'] } },
    });
    await kit.changePassword.execute(caller, { currentPassword: 'sekret1', newPassword: 'better1' });
    const live = new Set(kit.db.refreshTokens.filter((t) => t.userId === user.id && !t.revokedAt).map((t) => t.familyId));
    expect([...live]).toEqual([here]);
    expect(other.user.id).toBe(user.id);
    await expect(kit.signIn.execute({ email: 'mover@example.com', password: 'better1' })).resolves.toBeDefined();
    await expect(kit.signIn.execute({ email: 'mover@example.com', password: 'sekret1' })).rejects.toMatchObject({ code: 'AUTH.INVALID_CREDENTIALS' });
  });
});
