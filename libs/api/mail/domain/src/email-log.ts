export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * One e-mail in the outbox (table email_logs). It is written, already rendered, in the same
 * transaction as the action that causes it; the delivery worker moves it from queued to sent or
 * failed. `messageId` is fixed at creation so a redelivery after a crash keeps the same Message-ID.
 */
export class EmailLog {
  id: string;
  template: string;
  subject: string;
  status: EmailStatus = 'queued';
  recipientEmail: string;
  senderEmail: string | null = null;
  replyTo: string | null = null;
  body: string;
  textBody = '';
  metadata: Record<string, unknown> = {};
  submissionId: string | null = null;
  attempts = 0;
  nextAttemptAt: Date = new Date();
  lockedUntil: Date | null = null;
  messageId: string;
  sentAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}
