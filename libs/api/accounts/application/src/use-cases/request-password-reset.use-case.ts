import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@fw/api-accounts-domain';
import { EmailLinkService } from '../email-link.service';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a link to reset the password.';

/** E-mails a reset link when the account exists and is not disabled; the answer is always the same. */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly links: EmailLinkService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { email: string }): Promise<{ message: string }> {
    await this.uow.run(async () => {
      const user = await this.accounts.findUserByEmail(normalizeEmail(input.email));
      if (!user || user.disabledAt) return;
      const view = await this.accounts.findView(user.id);
      await this.links.sendPasswordReset({ id: user.id, email: user.email, fullName: view?.fullName ?? null });
    });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }
}
