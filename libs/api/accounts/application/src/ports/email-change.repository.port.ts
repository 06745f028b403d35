import type { EmailChange } from '@fw/api-accounts-domain';

/** A requested change with the requesting admin's e-mail, for the client's history. */
export interface EmailChangeRecord {
  id: string;
  oldEmail: string;
  newEmail: string;
  requestedBy: { id: string; email: string } | null;
  requestedAt: Date;
  expiresAt: Date;
  confirmedAt: Date | null;
}

/** Requested sign-in e-mail changes (table email_changes); runs in the caller's transaction. */
export abstract class EmailChangeRepositoryPort {
  abstract insert(change: EmailChange): Promise<void>;
  /** Locked for the rest of the transaction, so that one link is confirmed once. */
  abstract findByTokenHashForUpdate(tokenHash: string): Promise<EmailChange | null>;
  abstract markConfirmed(id: string, at: Date): Promise<void>;
  /** Newest first. */
  abstract listForUser(userId: string): Promise<EmailChangeRecord[]>;
}
