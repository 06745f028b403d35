import { Injectable } from '@nestjs/common';
import { ClientNotFoundError, normalizeFullName } from '@fw/api-accounts-domain';
import { AccountRepositoryPort, AccountView } from '../ports/account.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface ClientOnboarding {
  fullName: string | null;
  businessName: string | null;
  /** The first sign-in still has to ask for the names. */
  needed: boolean;
}

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

  /**
   * The names a client gives on the first sign-in. Needed while the person has no name: a buyer's
   * account is made without one, and sign-up does not ask for it.
   */
  async onboarding(userId: string): Promise<ClientOnboarding> {
    const account = await this.get(userId);
    const businessName = await this.accounts.findBusinessName(userId);
    return { fullName: account.fullName, businessName, needed: account.role !== 'admin' && !account.fullName };
  }

  /** Call inside the caller's transaction (the composition root also names the client's website). Names arrive checked and trimmed. */
  async completeOnboarding(userId: string, names: { fullName: string; businessName: string }): Promise<void> {
    await this.get(userId);
    await this.accounts.updateFullName(userId, normalizeFullName(names.fullName));
    await this.accounts.updateBusinessName(userId, names.businessName.trim() || null);
  }

  async updateFullName(userId: string, fullName: string | null | undefined): Promise<AccountView> {
    return this.uow.run(async () => {
      if (fullName !== undefined) await this.accounts.updateFullName(userId, normalizeFullName(fullName));
      return this.get(userId);
    });
  }
}
