import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_ROLE, normalizeEmail, normalizeFullName } from '@fw/api-accounts-domain';
import { EmailLinkService } from '../email-link.service';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface SignUpInput {
  email: string;
  password: string;
  fullName?: string | null;
  /** A paid checkout to link once the e-mail is confirmed. */
  sessionId?: string | null;
}

export const SIGN_UP_MESSAGE = 'Account created successfully. Please check your email to confirm.';

/**
 * Creates user, profile and an explicit editor role row, plus a confirmation link, in one
 * transaction. For an e-mail that already has an account the answer is the same:
 * - a confirmed account is left alone and gets no e-mail;
 * - an unconfirmed one takes the newest sign-up's password and name (as GoTrue does) and gets a
 *   new link (rate permitting) that carries this sign-up's password hash: following a link sets
 *   the password chosen in the sign-up that sent it. So whoever signed up first with someone
 *   else's address cannot keep a password on the account that person confirms (pre-hijacking).
 * The password is hashed in every case so timing does not tell the cases apart.
 */
@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly links: EmailLinkService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: SignUpInput): Promise<{ message: string; email: string }> {
    const email = normalizeEmail(input.email);
    const fullName = normalizeFullName(input.fullName);
    const passwordHash = await this.hasher.hash(input.password);
    await this.uow.run(async () => {
      const existing = await this.accounts.findUserByEmail(email);
      if (existing) {
        if (!existing.emailConfirmedAt && !existing.disabledAt) {
          await this.accounts.changePassword(existing.id, passwordHash, new Date());
          if (fullName) await this.accounts.updateFullName(existing.id, fullName);
          const view = await this.accounts.findView(existing.id);
          await this.links.sendConfirmation(
            { id: existing.id, email: existing.email, fullName: view?.fullName ?? null },
            { checkoutSessionId: input.sessionId, pendingPasswordHash: passwordHash },
          );
        }
        return;
      }
      const id = randomUUID();
      const created = await this.accounts.insert({ id, email, passwordHash, fullName, role: DEFAULT_ROLE, emailConfirmedAt: null });
      // Lost a race with a concurrent sign-up of the same address: answer as for an existing one.
      if (!created) return;
      await this.links.sendConfirmation({ id, email, fullName }, { checkoutSessionId: input.sessionId, pendingPasswordHash: passwordHash });
    });
    return { message: SIGN_UP_MESSAGE, email };
  }
}
