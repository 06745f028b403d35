import { Injectable } from '@nestjs/common';
import { AlreadyMergedError, ClientDisabledError, ClientNotFoundError, LastAdminError, ResetRecentlySentError } from '@fw/api-accounts-domain';
import { EmailLinkService } from '../email-link.service';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/**
 * An admin turns a user's access off and on, and sends them a password-reset e-mail.
 * Disabling revokes every refresh-token family and the per-request check refuses the user's
 * access tokens at once; sign-in answers AUTH.ACCOUNT_DISABLED. The last active admin cannot be
 * disabled (LastAdminError), under the same lock as a demotion, so two admins disabling each
 * other at once leave one. Repeating a call is harmless.
 */
@Injectable()
export class ClientAccessService {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly links: EmailLinkService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async disable(id: string): Promise<void> {
    await this.uow.run(async () => {
      const view = await this.accounts.findView(id);
      const user = await this.accounts.findUserById(id);
      if (!view || !user) throw new ClientNotFoundError();
      const now = new Date();
      if (!user.disabledAt) {
        if (view.role === 'admin' && (await this.accounts.countAdminsForUpdate()) <= 1) throw new LastAdminError();
        await this.accounts.setDisabled(id, now);
      }
      await this.refreshTokens.revokeAllForUser(id, now);
    });
  }

  async enable(id: string): Promise<void> {
    await this.uow.run(async () => {
      const user = await this.accounts.findUserById(id);
      if (!user) throw new ClientNotFoundError();
      // A merged-away account stays closed: its orders and website now belong to another account.
      if (await this.accounts.isMergedAway(id)) throw new AlreadyMergedError();
      if (user.disabledAt) await this.accounts.setDisabled(id, null);
    });
  }

  /** The same link as "Forgot password" (it also confirms an unconfirmed address). */
  async sendPasswordReset(id: string): Promise<void> {
    await this.uow.run(async () => {
      const view = await this.accounts.findView(id);
      const user = await this.accounts.findUserById(id);
      if (!view || !user) throw new ClientNotFoundError();
      if (user.disabledAt) throw new ClientDisabledError();
      if (!(await this.links.sendPasswordReset({ id, email: user.email, fullName: view.fullName }))) throw new ResetRecentlySentError();
    });
  }
}
