import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import {
  AccountAlreadySetUpError,
  AccountDisabledError,
  CheckoutNotYoursError,
  EmailTakenError,
  InvalidAuthTokenError,
  normalizeEmail,
} from '@fw/api-accounts-domain';
import { generateOpaqueToken, hashOpaqueToken } from '../opaque-token';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { AccountsSettings } from '../ports/accounts-settings';
import { AuthTokenRepositoryPort } from '../ports/auth-token.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { PurchaseClaimPort } from '../ports/purchase-claim.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { Session, SessionService } from '../session.service';

/** How long the link to a corrected address works. */
export const EMAIL_CORRECTION_TTL_HOURS = 24;

/**
 * A buyer who mistyped the checkout e-mail corrects it on the page after payment. Bound to the paid
 * checkout (the browser that started it) and to an account still waiting for its password. Nothing
 * moves yet: a link goes to the new address, and the links already mailed to the mistyped one stop
 * working (that address gets nothing further). Throws CheckoutNotYoursError (403),
 * AccountDisabledError (403), AccountAlreadySetUpError (409), EmailTakenError (409).
 */
@Injectable()
export class CorrectCheckoutEmailUseCase {
  constructor(
    private readonly purchases: PurchaseClaimPort,
    private readonly accounts: AccountRepositoryPort,
    private readonly tokens: AuthTokenRepositoryPort,
    private readonly outbox: MailOutboxPort,
    private readonly settings: AccountsSettings,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { sessionId: string; buyerKey: string | null; email: string }): Promise<{ email: string }> {
    const email = normalizeEmail(input.email);
    const buyer = await this.purchases.paidBuyer(input.sessionId, input.buyerKey);
    if (!buyer) throw new CheckoutNotYoursError();
    await this.uow.run(async () => {
      const now = new Date();
      const user = await this.accounts.findUserById(buyer.userId);
      if (!user) throw new CheckoutNotYoursError();
      if (user.disabledAt) throw new AccountDisabledError();
      if (user.emailConfirmedAt) throw new AccountAlreadySetUpError();
      const holder = await this.accounts.findUserByEmail(email);
      if (holder && holder.id !== user.id) throw new EmailTakenError();
      const token = generateOpaqueToken();
      const expiresAt = new Date(now.getTime() + EMAIL_CORRECTION_TTL_HOURS * 3600 * 1000);
      if (!(await this.purchases.requestEmailCorrection(input.sessionId, input.buyerKey, { email, linkHash: hashOpaqueToken(token), expiresAt }))) {
        throw new CheckoutNotYoursError();
      }
      for (const purpose of ['invite', 'confirm_email', 'reset_password'] as const) await this.tokens.consumeAll(user.id, purpose, now);
      await this.outbox.enqueue({
        template: 'email-correction',
        to: email,
        data: { confirmUrl: `${this.settings.publicUrl}/payment-success?token=${token}&correction=1`, expiryHours: EMAIL_CORRECTION_TTL_HOURS },
      });
    });
    return { email };
  }
}

/**
 * The link mailed to the corrected address is followed: that proves the address, so the order and
 * the account move to it, the password chosen with it is set, and the buyer is signed in. Works
 * once. Throws InvalidAuthTokenError (400), AccountAlreadySetUpError (409), EmailTakenError (409).
 */
@Injectable()
export class ConfirmCheckoutEmailUseCase {
  constructor(
    private readonly purchases: PurchaseClaimPort,
    private readonly accounts: AccountRepositoryPort,
    private readonly tokens: AuthTokenRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly sessions: SessionService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { token: string; password: string }): Promise<Session> {
    return this.uow.run(async () => {
      const now = new Date();
      const moved = await this.purchases.confirmEmailCorrection(hashOpaqueToken(input.token));
      if (!moved) throw new InvalidAuthTokenError();
      const user = await this.accounts.findUserById(moved.userId);
      if (!user || user.disabledAt) throw new InvalidAuthTokenError();
      if (user.emailConfirmedAt) throw new AccountAlreadySetUpError();
      if (!(await this.accounts.changeEmail(user.id, moved.email))) throw new EmailTakenError();
      await this.accounts.changePassword(user.id, await this.hasher.hash(input.password), now);
      await this.accounts.markEmailConfirmed(user.id, now);
      for (const purpose of ['invite', 'confirm_email', 'reset_password'] as const) await this.tokens.consumeAll(user.id, purpose, now);
      return this.sessions.start(user.id);
    });
  }
}
