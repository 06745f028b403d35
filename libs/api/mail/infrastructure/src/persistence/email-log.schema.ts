import { EntitySchema } from '@mikro-orm/core';
import { EmailLog } from '@fw/api-mail-domain';

export const EmailLogSchema = new EntitySchema<EmailLog>({
  class: EmailLog,
  tableName: 'email_logs',
  properties: {
    id: { type: 'uuid', primary: true },
    template: { type: 'string', length: 50 },
    subject: { type: 'string', length: 300 },
    status: { type: 'string', length: 20 },
    recipientEmail: { type: 'string', length: 254, fieldName: 'recipient_email' },
    senderEmail: { type: 'string', length: 254, nullable: true, fieldName: 'sender_email' },
    replyTo: { type: 'string', length: 254, nullable: true, fieldName: 'reply_to' },
    body: { type: 'text' },
    textBody: { type: 'text', fieldName: 'text_body' },
    metadata: { type: 'json' },
    submissionId: { type: 'uuid', nullable: true, fieldName: 'submission_id' },
    attempts: { type: 'integer' },
    nextAttemptAt: { type: 'Date', fieldName: 'next_attempt_at' },
    lockedUntil: { type: 'Date', nullable: true, fieldName: 'locked_until' },
    messageId: { type: 'string', length: 300, fieldName: 'message_id' },
    sentAt: { type: 'Date', nullable: true, fieldName: 'sent_at' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

export const mailEntitySchemas = [EmailLogSchema] as EntitySchema[];
