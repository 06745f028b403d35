import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@fw/api-accounts-domain';
import { EmailLinkService } from '../email-link.service';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export const RESEND_CONFIRMATION_MESSAGE = 'If an account with this email is waiting for confirmation, we have sent a new confirmation link.';

/** Sends a new confirmation link (an invitation if the account was invited) to an unconfirmed account; silently does nothing otherwise. */
@Injectable()
export class ResendConfirmationUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly links: EmailLinkService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { email: string }): Promise<{ message: string }> {
    await this.uow.run(async () => {
      const user = await this.accounts.findUserByEmail(normalizeEmail(input.email));
      if (!user || user.emailConfirmedAt || user.disabledAt) return;
      const view = await this.accounts.findView(user.id);
      await this.links.sendConfirmationOrInvite({ id: user.id, email: user.email, fullName: view?.fullName ?? null });
    });
    return { message: RESEND_CONFIRMATION_MESSAGE };
  }
}
