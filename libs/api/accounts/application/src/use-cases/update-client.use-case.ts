import { Injectable } from '@nestjs/common';
import { ClientNotFoundError, LastAdminError, normalizeFullName, Role } from '@fw/api-accounts-domain';
import { AccountRepositoryPort, AccountView } from '../ports/account.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface UpdateClientInput {
  id: string;
  fullName?: string | null;
  role?: Role;
}

/**
 * An admin changes a user's name or role. A role change applies to the next request (roles are
 * read per request). The last admin cannot be demoted (LastAdminError), so the product always
 * keeps someone who can manage it.
 */
@Injectable()
export class UpdateClientUseCase {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async execute(input: UpdateClientInput): Promise<AccountView> {
    return this.uow.run(async () => {
      const current = await this.accounts.findView(input.id);
      if (!current) throw new ClientNotFoundError();
      if (input.fullName !== undefined) await this.accounts.updateFullName(input.id, normalizeFullName(input.fullName));
      if (input.role && input.role !== current.role) {
        // A disabled admin keeps nobody's access: only an active one can be the last.
        const active = !(await this.accounts.findUserById(input.id))?.disabledAt;
        if (current.role === 'admin' && active && (await this.accounts.countAdminsForUpdate()) <= 1) throw new LastAdminError();
        await this.accounts.setRole(input.id, input.role);
      }
      const view = await this.accounts.findView(input.id);
      if (!view) throw new ClientNotFoundError();
      return view;
    });
  }
}
