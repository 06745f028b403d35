import { Logger } from '@nestjs/common';
import { createAccountsTestKit } from '../testing/accounts-test-kit';

beforeAll(() => Logger.overrideLogger(false));

async function clientWithTotp() {
  const kit = createAccountsTestKit();
  await kit.signUp.execute({ email: 'client@example.com', password: 'sekret1' });
  const session = await kit.confirm.execute({ token: kit.lastLinkToken('signup-confirmation') });
  const userId = session.user.id;
  const { secret } = await kit.enrolment.startTotp({ userId });
  const enrolled = await kit.enrolment.confirmTotp({ userId }, kit.otp.codeFor(secret));
  kit.otp.now += 1;
  const challenge = async () => {
    const result = await kit.signIn.execute({ email: 'client@example.com', password: 'sekret1' });
    if (result.kind !== 'challenge') throw new Error('expected a challenge');
    return result;
  };
  return { kit, userId, secret, recoveryCodes: enrolled.recoveryCodes!, challenge };
}

describe('two-factor sign-in', () => {
  it('answers a right password with a challenge and no session when a factor is enrolled', async () => {
    const { kit, challenge } = await clientWithTotp();
    const tokensBefore = kit.db.refreshTokens.length;
    const result = await challenge();
    expect(result.methods).toEqual(['totp', 'recovery_code']);
    expect(kit.db.refreshTokens.length).toBe(tokensBefore);
  });

  it('accepts a TOTP code once: the same window again is a replay', async () => {
    const { kit, secret, challenge } = await clientWithTotp();
    const code = kit.otp.codeFor(secret);
    await expect(kit.twoFactor.verify((await challenge()).challenge.token, { method: 'totp', code })).resolves.toMatchObject({
      user: { email: 'client@example.com' },
    });
    await expect(kit.twoFactor.verify((await challenge()).challenge.token, { method: 'totp', code })).rejects.toMatchObject({
      code: 'AUTH.INVALID_SECOND_FACTOR',
    });
  });

  it('uses a challenge once', async () => {
    const { kit, secret, challenge } = await clientWithTotp();
    const { token } = (await challenge()).challenge;
    await kit.twoFactor.verify(token, { method: 'totp', code: kit.otp.codeFor(secret) });
    kit.otp.now += 1;
    await expect(kit.twoFactor.verify(token, { method: 'totp', code: kit.otp.codeFor(secret) })).rejects.toMatchObject({ code: 'AUTH.CHALLENGE_EXPIRED' });
  });

  it('ends a challenge after five wrong codes, even before the right one', async () => {
    const { kit, secret, challenge } = await clientWithTotp();
    const { token } = (await challenge()).challenge;
    for (let i = 0; i < 5; i++) {
      await expect(kit.twoFactor.verify(token, { method: 'totp', code: `000000${i}` })).rejects.toMatchObject({ code: 'AUTH.INVALID_SECOND_FACTOR' });
    }
    await expect(kit.twoFactor.verify(token, { method: 'totp', code: kit.otp.codeFor(secret) })).rejects.toMatchObject({ code: 'AUTH.CHALLENGE_EXPIRED' });
  });

  it('accepts each of ten recovery codes once', async () => {
    const { kit, recoveryCodes, challenge } = await clientWithTotp();
    expect(new Set(recoveryCodes).size).toBe(10);
    await kit.twoFactor.verify((await challenge()).challenge.token, { method: 'recovery_code', code: recoveryCodes[0].toUpperCase() });
    await expect(kit.twoFactor.verify((await challenge()).challenge.token, { method: 'recovery_code', code: recoveryCodes[0] })).rejects.toMatchObject({
      code: 'AUTH.INVALID_SECOND_FACTOR',
    });
    expect(kit.twoFactorDb.codes.every((c) => !recoveryCodes.includes(c.codeHash))).toBe(true);
  });

  it('keeps the TOTP secret only encrypted', async () => {
    const { kit, userId, secret } = await clientWithTotp();
    expect(kit.twoFactorDb.totp.get(userId)!.secretEncrypted).not.toBe(secret);
  });

  it('revokes a factor only with the password', async () => {
    const { kit, userId } = await clientWithTotp();
    await expect(kit.enrolment.revokeTotp(userId, 'wrong12')).rejects.toMatchObject({ code: 'AUTH.WRONG_PASSWORD' });
    await kit.enrolment.revokeTotp(userId, 'sekret1');
    const result = await kit.signIn.execute({ email: 'client@example.com', password: 'sekret1' });
    expect(result.kind).toBe('session');
    expect(kit.twoFactorDb.codes).toHaveLength(0);
  });

  it('lets an admin reset a client\u2019s factors, ends the client\u2019s sessions and records who did it', async () => {
    const { kit, userId } = await clientWithTotp();
    await kit.enrolment.resetByAdmin('admin-1', userId, '203.0.113.9');
    expect(kit.securityEvents.events).toEqual([{ action: 'two_factor.reset_by_admin', actorId: 'admin-1', subjectId: userId, ip: '203.0.113.9' }]);
    expect(kit.db.refreshTokens.filter((t) => t.userId === userId).every((t) => t.revokedAt)).toBe(true);
    expect((await kit.signIn.execute({ email: 'client@example.com', password: 'sekret1' })).kind).toBe('session');
  });

  it('signs a client in with a passkey alone', async () => {
    const kit = createAccountsTestKit();
    await kit.signUp.execute({ email: 'pk@example.com', password: 'sekret1' });
    const { user } = await kit.confirm.execute({ token: kit.lastLinkToken('signup-confirmation') });
    const reg = await kit.enrolment.passkeyRegistrationOptions({ userId: user.id });
    const regChallenge = (reg.options as { challenge: string }).challenge;
    await kit.enrolment.registerPasskey({ userId: user.id }, reg.challenge, { credentialId: 'cred-1', challenge: regChallenge }, 'Laptop');
    const { challenge, options } = await kit.twoFactor.passkeyOptions();
    const session = await kit.twoFactor.verify(challenge!.token, {
      method: 'passkey',
      response: { credentialId: 'cred-1', challenge: (options as { challenge: string }).challenge },
    });
    expect(session.user.id).toBe(user.id);
  });
});

describe('admins and the second factor', () => {
  async function admin(graceDays: number) {
    const kit = createAccountsTestKit({ adminMfaGraceDays: graceDays });
    await kit.signUp.execute({ email: 'admin@example.com', password: 'sekret1' });
    const { user } = await kit.confirm.execute({ token: kit.lastLinkToken('signup-confirmation') });
    await kit.accounts.setRole(user.id, 'admin');
    return { kit, userId: user.id };
  }

  it('lets an admin in during the grace period and names its end', async () => {
    const { kit } = await admin(7);
    const result = await kit.signIn.execute({ email: 'admin@example.com', password: 'sekret1' });
    expect(result.kind === 'session' && result.enrolBy!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('opens only the enrolment after the grace period: the session starts when a factor is confirmed', async () => {
    const { kit } = await admin(0);
    const result = await kit.signIn.execute({ email: 'admin@example.com', password: 'sekret1' });
    if (result.kind !== 'challenge') throw new Error('expected the enrolment');
    expect(result.challenge.purpose).toBe('enrolment');
    const tokensBefore = kit.db.refreshTokens.length;
    const { secret } = await kit.enrolment.startTotp({ enrolmentChallenge: result.challenge.token });
    expect(kit.db.refreshTokens.length).toBe(tokensBefore);
    const done = await kit.enrolment.confirmTotp({ enrolmentChallenge: result.challenge.token }, kit.otp.codeFor(secret));
    expect(done.session?.user.email).toBe('admin@example.com');
    expect(done.recoveryCodes).toHaveLength(10);
  });
});
