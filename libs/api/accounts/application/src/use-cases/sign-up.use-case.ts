import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { assertNotCommonPassword, DEFAULT_ROLE, normalizeEmail, normalizeFullName } from '@fw/api-accounts-domain';
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
 * transaction. A sign-up never changes an account that exists (no password, name or remembered
 * checkout is overwritten: nobody is signed in here). For such an e-mail the answer is the same:
 * - a confirmed account is left alone and gets no e-mail;
 * - an unconfirmed one gets a link that sets the password (at most one per
 *   `emailMinIntervalSeconds`), and every confirmation link ends at once: whoever signed up first
 *   may have been a stranger, and confirming would keep their password (pre-hijacking);
 * - an unconfirmed one the business made and invited (a paid package) gets a fresh invitation, so
 *   the owner chooses the password from the mailbox (see EmailLinkService.sendSetPasswordOrInvite).
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
    // Before anything is looked up: the answer tells nothing about the address.
    assertNotCommonPassword(input.password, 'password');
    const email = normalizeEmail(input.email);
    const fullName = normalizeFullName(input.fullName);
    const passwordHash = await this.hasher.hash(input.password);
    await this.uow.run(async () => {
      const existing = await this.accounts.findUserByEmail(email);
      if (existing) {
        if (!existing.emailConfirmedAt && !existing.disabledAt) {
          const view = await this.accounts.findView(existing.id);
          await this.links.sendSetPasswordOrInvite({ id: existing.id, email: existing.email, fullName: view?.fullName ?? null });
        }
        return;
      }
      const id = randomUUID();
      const created = await this.accounts.insert({ id, email, passwordHash, fullName, role: DEFAULT_ROLE, emailConfirmedAt: null });
      // Lost a race with a concurrent sign-up of the same address: answer as for an existing one.
      if (!created) return;
      await this.links.sendConfirmation({ id, email, fullName }, { checkoutSessionId: input.sessionId });
    });
    return { message: SIGN_UP_MESSAGE, email };
  }
}
