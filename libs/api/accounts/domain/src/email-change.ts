/** How long the link mailed to a client's new address works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/**
 * A request (by an admin) to move an account to another sign-in e-mail (table email_changes).
 * It takes effect only when the link mailed to the new address is followed, once, before it expires.
 */
export class EmailChange {
  id: string;
  userId: string;
  oldEmail: string;
  newEmail: string;
  tokenHash: string;
  requestedBy: string | null;
  requestedAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null = null;

  static request(input: { id: string; userId: string; oldEmail: string; newEmail: string; tokenHash: string; requestedBy: string; now: Date }): EmailChange {
    const change = new EmailChange();
    Object.assign(change, { ...input, requestedAt: input.now, expiresAt: new Date(input.now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3600 * 1000) });
    return change;
  }

  /** A link works while unconfirmed and unexpired. */
  canConfirm(now: Date): boolean {
    return this.confirmedAt === null && this.expiresAt.getTime() > now.getTime();
  }
}
