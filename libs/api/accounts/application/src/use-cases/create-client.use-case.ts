import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import { assertNotCommonPassword, EmailTakenError, normalizeEmail, normalizeFullName, Role } from '@fw/api-accounts-domain';
import { AccountRepositoryPort, AccountView } from '../ports/account.repository.port';
import { AccountsSettings } from '../ports/accounts-settings';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface CreateClientInput {
  email: string;
  fullName?: string | null;
  password: string;
  role: Role;
}

/**
 * An admin creates an account: e-mail already confirmed, the chosen role, and a welcome e-mail
 * (which never contains the password). A taken e-mail is EmailTakenError (409).
 */
@Injectable()
export class CreateClientUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly outbox: MailOutboxPort,
    private readonly settings: AccountsSettings,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: CreateClientInput): Promise<AccountView> {
    const email = normalizeEmail(input.email);
    const fullName = normalizeFullName(input.fullName);
    assertNotCommonPassword(input.password, 'password');
    const passwordHash = await this.hasher.hash(input.password);
    return this.uow.run(async () => {
      const id = randomUUID();
      const created = await this.accounts.insert({ id, email, passwordHash, fullName, role: input.role, emailConfirmedAt: new Date() });
      if (!created) throw new EmailTakenError();
      await this.outbox.enqueue({
        template: 'client-welcome',
        to: email,
        data: { email, fullName, signInUrl: `${this.settings.publicUrl}/auth` },
      });
      const view = await this.accounts.findView(id);
      if (!view) throw new Error('created account not found');
      return view;
    });
  }
}
