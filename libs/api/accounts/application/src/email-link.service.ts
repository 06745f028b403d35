import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MailOutboxPort } from '@fw/api-mail-application';
import { AUTH_TOKEN_TTL_SECONDS, AuthToken } from '@fw/api-accounts-domain';
import { AccountsSettings } from './ports/accounts-settings';
import { AuthTokenRepositoryPort } from './ports/auth-token.repository.port';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';

/** Issues the e-mailed links: a single-use token stored hashed, and the e-mail, in the caller's transaction. */
@Injectable()
export class EmailLinkService {
  constructor(
    private readonly tokens: AuthTokenRepositoryPort,
    private readonly outbox: MailOutboxPort,
    private readonly settings: AccountsSettings,
  ) {}

  /**
   * Sends a confirmation link unless one was sent less than `emailMinIntervalSeconds` ago; a new
   * link ends every earlier one. `checkoutSessionId` (given only when the account is created;
   * otherwise the one of the previous link) is kept to offer the order on confirmation.
   * Returns whether an e-mail was queued.
   */
  async sendConfirmation(user: { id: string; email: string; fullName: string | null }, options: { checkoutSessionId?: string | null } = {}): Promise<boolean> {
    const latest = await this.tokens.findLatest(user.id, 'confirm_email');
    if (this.tooSoon(latest)) return false;
    const checkoutSessionId = options.checkoutSessionId ?? (latest && !latest.usedAt ? latest.checkoutSessionId : null);
    const token = await this.issue(user.id, 'confirm_email', checkoutSessionId);
    await this.outbox.enqueue({
      template: 'signup-confirmation',
      to: user.email,
      data: { confirmUrl: `${this.settings.publicUrl}/auth/confirm?token=${token}` },
    });
    return true;
  }

  /**
   * What "resend the confirmation" mails to an unconfirmed account. An account the business made
   * (a paid package, a questionnaire) was invited: its password was chosen by nobody, so it gets a
   * fresh invitation. An account a second sign-up has met gets a set-password link again (its
   * password may be a stranger's). Any other account gets a confirmation link.
   */
  async sendConfirmationOrInvite(
    user: { id: string; email: string; fullName: string | null },
    options: { checkoutSessionId?: string | null } = {},
  ): Promise<boolean> {
    const invite = await this.tokens.findLatest(user.id, 'invite');
    if (invite) return this.sendInviteUnlessTooSoon(user, invite);
    if (await this.tokens.findLatest(user.id, 'reset_password')) return this.sendSignUpSetPassword(user);
    return this.sendConfirmation(user, options);
  }

  /**
   * What a sign-up mails when it meets an unconfirmed account. Whoever signed up first chose the
   * password, perhaps a stranger who typed this address (account pre-hijacking), so no link may
   * confirm it any more: every confirmation link ends now, even when no e-mail can be sent yet,
   * and the mailbox holder gets a link that sets the password (which confirms the address and
   * ends every session). An invited account gets a fresh invitation instead.
   */
  async sendSetPasswordOrInvite(user: { id: string; email: string; fullName: string | null }): Promise<boolean> {
    await this.tokens.consumeAll(user.id, 'confirm_email', new Date());
    const invite = await this.tokens.findLatest(user.id, 'invite');
    if (invite) return this.sendInviteUnlessTooSoon(user, invite);
    return this.sendSignUpSetPassword(user);
  }

  private async sendInviteUnlessTooSoon(user: { id: string; email: string }, latest: AuthToken): Promise<boolean> {
    if (this.tooSoon(latest)) return false;
    // Asked from outside (a sign-up, "resend"), not by the business: the link already in the
    // mailbox keeps working, so the owner never follows a link that silently died.
    await this.sendInvite(user, { keepEarlier: true });
    return true;
  }

  /** A set-password link with the confirmation's lifetime, at most one per `emailMinIntervalSeconds`. */
  private async sendSignUpSetPassword(user: { id: string; email: string }): Promise<boolean> {
    if (this.tooSoon(await this.tokens.findLatest(user.id, 'reset_password'))) return false;
    const token = await this.issue(user.id, 'reset_password', null, AUTH_TOKEN_TTL_SECONDS.confirm_email);
    await this.tokens.consumeAll(user.id, 'confirm_email', new Date());
    await this.outbox.enqueue({
      template: 'signup-set-password',
      to: user.email,
      data: { setPasswordUrl: `${this.settings.publicUrl}/auth/reset-password?token=${token}` },
    });
    return true;
  }

  /** Sends a password-reset link unless one was sent less than `emailMinIntervalSeconds` ago; a new link ends the earlier ones. */
  async sendPasswordReset(user: { id: string; email: string; fullName: string | null }): Promise<boolean> {
    if (this.tooSoon(await this.tokens.findLatest(user.id, 'reset_password'))) return false;
    const token = await this.issue(user.id, 'reset_password', null);
    await this.outbox.enqueue({
      template: 'password-reset',
      to: user.email,
      data: { resetUrl: `${this.settings.publicUrl}/auth/reset-password?token=${token}` },
    });
    return true;
  }

  /**
   * Sends an invitation: a single-use link to set a password, which also confirms the address. It
   * ends the earlier invitations and expires after `inviteTtlSeconds` (stored on the token). The
   * address was typed by a buyer or taken from a questionnaire, not verified: the e-mail carries
   * the link and the business's own words only.
   */
  async sendInvite(user: { id: string; email: string }, options: { keepEarlier?: boolean } = {}): Promise<void> {
    const token = await this.issue(user.id, 'invite', null, this.settings.inviteTtlSeconds, options.keepEarlier);
    // The password comes from this link only: a confirmation link mailed before (perhaps for a
    // stranger's sign-up with this e-mail) would confirm a password the owner did not choose.
    await this.tokens.consumeAll(user.id, 'confirm_email', new Date());
    await this.outbox.enqueue({
      template: 'client-invite',
      to: user.email,
      data: {
        inviteUrl: `${this.settings.publicUrl}/auth/reset-password?token=${token}&invite=1`,
        expiryHours: Math.round(this.settings.inviteTtlSeconds / 3600),
      },
    });
  }

  private tooSoon(latest: AuthToken | null): boolean {
    return !!latest && Date.now() - latest.createdAt.getTime() < this.settings.emailMinIntervalSeconds * 1000;
  }

  private async issue(
    userId: string,
    purpose: AuthToken['purpose'],
    checkoutSessionId: string | null,
    ttlSeconds = AUTH_TOKEN_TTL_SECONDS[purpose],
    keepEarlier = false,
  ): Promise<string> {
    const token = generateOpaqueToken();
    // Only the newest link of a kind works: a link that went astray dies with the next one. Kept
    // only for invitations re-sent to the same address (using any one of them ends them all).
    if (!keepEarlier) await this.tokens.consumeAll(userId, purpose, new Date());
    const row = new AuthToken();
    row.id = randomUUID();
    row.userId = userId;
    row.purpose = purpose;
    row.tokenHash = hashOpaqueToken(token);
    row.createdAt = new Date();
    row.expiresAt = new Date(row.createdAt.getTime() + ttlSeconds * 1000);
    row.checkoutSessionId = checkoutSessionId;
    await this.tokens.insert(row);
    return token;
  }
}
