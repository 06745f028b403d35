import { Injectable } from '@nestjs/common';
import { InvalidAuthTokenError } from '@fw/api-accounts-domain';
import { hashOpaqueToken } from '../opaque-token';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { AuthTokenRepositoryPort } from '../ports/auth-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { Session, SessionService } from '../session.service';

/**
 * Follows a confirmation link: the token is used up (with every other confirmation link of the
 * user), the e-mail is marked confirmed and a session starts. A paid checkout remembered at sign-up
 * is then offered to the account (linked only if bought with this e-mail, see PurchaseClaimPort).
 * Unknown, used or expired tokens: InvalidAuthTokenError.
 */
@Injectable()
export class ConfirmEmailUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly tokens: AuthTokenRepositoryPort,
    private readonly sessions: SessionService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { token: string }): Promise<Session> {
    const { session, checkoutSessionId } = await this.uow.run(async () => {
      const now = new Date();
      const token = await this.tokens.consume(hashOpaqueToken(input.token), 'confirm_email', now);
      if (!token) throw new InvalidAuthTokenError();
      const user = await this.accounts.findUserById(token.userId);
      if (!user || user.disabledAt) throw new InvalidAuthTokenError();
      if (!user.emailConfirmedAt) await this.accounts.markEmailConfirmed(user.id, now);
      await this.tokens.consumeAll(user.id, 'confirm_email', now);
      return { session: await this.sessions.start(user.id), checkoutSessionId: token.checkoutSessionId };
    });
    await this.sessions.claimPurchase(checkoutSessionId, session.user);
    return session;
  }
}
