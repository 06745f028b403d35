import { Injectable } from '@nestjs/common';
import { assertNotCommonPassword, InvalidAuthTokenError, SamePasswordError } from '@fw/api-accounts-domain';
import { hashOpaqueToken } from '../opaque-token';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { AuthTokenRepositoryPort } from '../ports/auth-token.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export const PASSWORD_RESET_MESSAGE = 'Your password has been updated. Please sign in with your new password.';

/**
 * Sets a new password from a reset link. Ends every session: refresh tokens are revoked and
 * access tokens issued before the change are refused (password_changed_at). Following the link
 * proves the address, so an unconfirmed e-mail becomes confirmed. An invitation link (an account
 * made for a buyer or from a questionnaire) is used the same way: it sets the first password.
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly tokens: AuthTokenRepositoryPort,
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { token: string; password: string }): Promise<{ message: string }> {
    await this.uow.run(async () => {
      const now = new Date();
      const hash = hashOpaqueToken(input.token);
      const token = (await this.tokens.consume(hash, 'reset_password', now)) ?? (await this.tokens.consume(hash, 'invite', now));
      if (!token) throw new InvalidAuthTokenError();
      const user = await this.accounts.findUserById(token.userId);
      if (!user || user.disabledAt) throw new InvalidAuthTokenError();
      // Checked and hashed only for a valid link, so forged tokens cannot make the server hash at
      // will. A refusal rolls the transaction back: the link stays usable for another try.
      assertNotCommonPassword(input.password, 'password');
      const current = await this.accounts.findUserByEmail(user.email);
      if (current && (await this.hasher.verify(current.passwordHash, input.password))) throw new SamePasswordError('password');
      await this.accounts.changePassword(user.id, await this.hasher.hash(input.password), now);
      if (!user.emailConfirmedAt) await this.accounts.markEmailConfirmed(user.id, now);
      await this.tokens.consumeAll(user.id, 'reset_password', now);
      await this.tokens.consumeAll(user.id, 'invite', now);
      await this.refreshTokens.revokeAllForUser(user.id, now);
    });
    return { message: PASSWORD_RESET_MESSAGE };
  }
}
