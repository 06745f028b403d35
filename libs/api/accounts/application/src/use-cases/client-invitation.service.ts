import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClientAlreadyActiveError, ClientNotFoundError, normalizeEmail, normalizeFullName } from '@fw/api-accounts-domain';
import { EmailLinkService } from '../email-link.service';
import { generateOpaqueToken } from '../opaque-token';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';

export interface EnsuredClient {
  userId: string;
  /** The account was made now. */
  created: boolean;
  /** An invitation e-mail was queued (a new or still unconfirmed account). */
  invited: boolean;
}

/**
 * Accounts for clients the business provisions (a paid package, a questionnaire turned into a
 * client). Other contexts call it through the application, never the users table.
 */
@Injectable()
export class ClientInvitationService {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly links: EmailLinkService,
    private readonly uow: UnitOfWorkPort,
  ) {}

  /**
   * Makes sure an account has this e-mail; call inside the caller's transaction. No account: one is
   * made (role editor, unconfirmed, a random password nobody knows) and invited. An unconfirmed
   * account: invited (it becomes confirmed only through the link). A confirmed account: left as it
   * is. Never changes an existing account's name, password or role. Safe to repeat (a repeat on an
   * unconfirmed account sends a fresh invitation that ends the earlier one).
   */
  async ensureClient(input: { email: string; fullName?: string | null }): Promise<EnsuredClient> {
    const email = normalizeEmail(input.email);
    const existing = await this.accounts.findUserByEmail(email);
    if (existing) {
      if (existing.emailConfirmedAt || existing.disabledAt) return { userId: existing.id, created: false, invited: false };
      await this.links.sendInvite({ id: existing.id, email: existing.email });
      return { userId: existing.id, created: false, invited: true };
    }
    const id = randomUUID();
    const passwordHash = await this.hasher.hash(generateOpaqueToken());
    const created = await this.accounts.insert({
      id,
      email,
      passwordHash,
      fullName: normalizeFullName(input.fullName),
      role: 'editor',
      emailConfirmedAt: null,
    });
    if (!created) {
      // Taken meanwhile by a concurrent sign-up or provisioning: that account is the client.
      const raced = await this.accounts.findUserByEmail(email);
      if (!raced) throw new Error(`account ${email} vanished while provisioning`);
      return { userId: raced.id, created: false, invited: false };
    }
    await this.links.sendInvite({ id, email });
    return { userId: id, created: true, invited: true };
  }

  /** `invited`: no password chosen yet (unconfirmed, not disabled); anything else, or an unknown id, `active`. */
  async accountState(userId: string): Promise<'invited' | 'active'> {
    const user = await this.accounts.findUserById(userId);
    return user && !user.emailConfirmedAt && !user.disabledAt ? 'invited' : 'active';
  }

  /** An admin sends a fresh invitation (the earlier ones stop working). 404 unknown, 409 already active. */
  async resendInvite(userId: string): Promise<void> {
    await this.uow.run(async () => {
      const user = await this.accounts.findUserById(userId);
      if (!user) throw new ClientNotFoundError();
      if (user.emailConfirmedAt || user.disabledAt) throw new ClientAlreadyActiveError();
      await this.links.sendInvite({ id: user.id, email: user.email });
    });
  }
}
