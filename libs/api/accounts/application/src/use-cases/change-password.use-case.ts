import { Injectable } from '@nestjs/common';
import { assertNotCommonPassword, ClientNotFoundError, normalizeEmail, SamePasswordError, WrongCurrentPasswordError } from '@fw/api-accounts-domain';
import type { AuthUser } from '../auth-user';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/**
 * A signed-in user changes their password, proving the current one (WrongCurrentPasswordError,
 * a 400 on the current_password field). Every other session is ended (its refresh-token family
 * revoked, so its access tokens are refused at once by their sid); the caller's session goes on.
 */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(caller: AuthUser, input: { currentPassword: string; newPassword: string }): Promise<void> {
    const user = await this.accounts.findUserByEmail(normalizeEmail(caller.email));
    if (!user || user.id !== caller.id) throw new ClientNotFoundError();
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) throw new WrongCurrentPasswordError();
    if (input.newPassword === input.currentPassword) throw new SamePasswordError('new_password');
    assertNotCommonPassword(input.newPassword, 'new_password');
    const hash = await this.hasher.hash(input.newPassword);
    await this.uow.run(async () => {
      const now = new Date();
      await this.accounts.setPasswordHash(user.id, hash, now);
      if (caller.sessionId) await this.refreshTokens.revokeAllForUserExcept(user.id, caller.sessionId, now);
      else await this.refreshTokens.revokeAllForUser(user.id, now);
    });
  }
}
