import { Injectable } from '@nestjs/common';
import { AccountAlreadySetUpError, AccountDisabledError, CheckoutNotYoursError, InvitationExpiredError } from '@fw/api-accounts-domain';
import { AuthTokenRepositoryPort } from '../ports/auth-token.repository.port';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { PurchaseClaimPort } from '../ports/purchase-claim.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { Session, SessionService } from '../session.service';

export interface SetCheckoutPasswordInput {
  sessionId: string;
  /** The secret cookie of the browser asking; only the browser that started the checkout has it. */
  buyerKey: string | null;
  password: string;
}

/**
 * The buyer chooses the password of the account made when their package was paid, on the page
 * after payment, and is signed in. Bound to the paid checkout (from the browser that started it)
 * and to the invitation (the account still waits for its first password and its invitation is
 * live); it uses the invitation up, as its e-mailed link would. Throws CheckoutNotYoursError (403),
 * AccountDisabledError (403), AccountAlreadySetUpError (409), InvitationExpiredError (409).
 */
@Injectable()
export class SetCheckoutPasswordUseCase {
  constructor(
    private readonly purchases: PurchaseClaimPort,
    private readonly accounts: AccountRepositoryPort,
    private readonly tokens: AuthTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly sessions: SessionService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: SetCheckoutPasswordInput): Promise<Session> {
    const buyer = await this.purchases.paidBuyer(input.sessionId, input.buyerKey);
    if (!buyer) throw new CheckoutNotYoursError();
    // Hashed only for the browser that paid, so strangers cannot make the server hash at will.
    const passwordHash = await this.hasher.hash(input.password);
    return this.uow.run(async () => {
      const now = new Date();
      const user = await this.accounts.findUserById(buyer.userId);
      if (!user) throw new CheckoutNotYoursError();
      if (user.disabledAt) throw new AccountDisabledError();
      if (user.emailConfirmedAt) throw new AccountAlreadySetUpError();
      const invite = await this.tokens.findLatest(user.id, 'invite');
      if (!invite || invite.usedAt) throw new AccountAlreadySetUpError();
      if (invite.expiresAt.getTime() <= now.getTime()) throw new InvitationExpiredError();
      await this.accounts.changePassword(user.id, passwordHash, now);
      await this.accounts.markEmailConfirmed(user.id, now);
      for (const purpose of ['invite', 'confirm_email', 'reset_password'] as const) await this.tokens.consumeAll(user.id, purpose, now);
      return this.sessions.start(user.id);
    });
  }
}
