import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import {
  ClientNotFoundError,
  EMAIL_CHANGE_TTL_HOURS,
  EmailChange,
  EmailTakenError,
  EmailUnchangedError,
  InvalidAuthTokenError,
  normalizeEmail,
} from '@fw/api-accounts-domain';
import { generateOpaqueToken, hashOpaqueToken } from '../opaque-token';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { AccountsSettings } from '../ports/accounts-settings';
import { EmailChangeRepositoryPort } from '../ports/email-change.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/**
 * An admin asks to move a client to another sign-in e-mail (a typo at checkout). Nothing changes
 * yet: a link goes to the new address (an admin's typo must not lock the client out), and the
 * current address is told. The request is kept with who asked. ClientNotFoundError,
 * EmailUnchangedError (400), EmailTakenError (409: another account has that address).
 */
@Injectable()
export class RequestClientEmailChangeUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly changes: EmailChangeRepositoryPort,
    private readonly outbox: MailOutboxPort,
    private readonly settings: AccountsSettings,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { clientId: string; email: string; adminId: string }): Promise<{ pendingEmail: string }> {
    const email = normalizeEmail(input.email);
    return this.uow.run(async () => {
      const user = await this.accounts.findUserById(input.clientId);
      if (!user) throw new ClientNotFoundError();
      if (normalizeEmail(user.email) === email) throw new EmailUnchangedError();
      const holder = await this.accounts.findUserByEmail(email);
      if (holder) throw new EmailTakenError();
      const token = generateOpaqueToken();
      const change = EmailChange.request({
        id: randomUUID(),
        userId: user.id,
        oldEmail: user.email,
        newEmail: email,
        tokenHash: hashOpaqueToken(token),
        requestedBy: input.adminId,
        now: new Date(),
      });
      await this.changes.insert(change);
      await this.outbox.enqueue({
        template: 'email-change-confirmation',
        to: email,
        data: { confirmUrl: `${this.settings.publicUrl}/auth/confirm?token=${token}&change=1`, expiryHours: EMAIL_CHANGE_TTL_HOURS },
      });
      await this.outbox.enqueue({ template: 'email-change-notice', to: user.email, data: { newEmail: email } });
      return { pendingEmail: email };
    });
  }
}

/**
 * The link mailed to the new address is followed: that proves it, so the account signs in with it
 * from now on. Works once. InvalidAuthTokenError (400); EmailTakenError (409) when another account
 * took the address meanwhile.
 */
@Injectable()
export class ConfirmClientEmailChangeUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly changes: EmailChangeRepositoryPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: { token: string }): Promise<{ email: string }> {
    return this.uow.run(async () => {
      const now = new Date();
      const change = await this.changes.findByTokenHashForUpdate(hashOpaqueToken(input.token));
      if (!change || !change.canConfirm(now)) throw new InvalidAuthTokenError();
      if (!(await this.accounts.changeEmail(change.userId, change.newEmail))) throw new EmailTakenError();
      await this.changes.markConfirmed(change.id, now);
      return { email: change.newEmail };
    });
  }
}
