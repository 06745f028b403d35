/** A summary of one logged e-mail, as a person's data export shows it (no body). */
export interface RecipientEmailSummary {
  id: string;
  template: string;
  subject: string;
  status: string;
  created_at: Date;
}

/** The e-mails logged for one recipient address: what a person's data export shows and their deletion removes. Runs in the caller's transaction. */
export abstract class RecipientEmailsPort {
  /** The e-mails sent to the address, oldest first. Reads only. */
  abstract summariesFor(email: string): Promise<RecipientEmailSummary[]>;
  /** Deletes the log of e-mails sent to the address. Safe to repeat. */
  abstract deleteFor(email: string): Promise<void>;
}
