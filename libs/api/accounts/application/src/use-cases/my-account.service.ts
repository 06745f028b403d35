import { Injectable } from '@nestjs/common';
import { ClientNotFoundError, normalizeFullName } from '@fw/api-accounts-domain';
import { AccountRepositoryPort, AccountView } from '../ports/account.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

/** The signed-in user's own account: read it, change the full name (the e-mail never changes here). */
@Injectable()
export class MyAccountService {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async get(userId: string): Promise<AccountView> {
    const view = await this.accounts.findView(userId);
    if (!view) throw new ClientNotFoundError();
    return view;
  }

  async updateFullName(userId: string, fullName: string | null | undefined): Promise<AccountView> {
    return this.uow.run(async () => {
      if (fullName !== undefined) await this.accounts.updateFullName(userId, normalizeFullName(fullName));
      return this.get(userId);
    });
  }
}
