import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_STATUSES, EmailLog, redactSecrets } from '@fw/api-mail-domain';

export class EmailLogSubmissionDto {
  @ApiProperty({ type: String, nullable: true }) business_name: string | null;
  @ApiProperty({ type: String, nullable: true }) business_email: string | null;
}

export class EmailLogDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'questionnaire-notification' }) template: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: EMAIL_STATUSES }) status: string;
  @ApiProperty() recipient_email: string;
  @ApiProperty({ type: String, nullable: true }) sender_email: string | null;
  @ApiProperty({ type: String, nullable: true }) reply_to: string | null;
  @ApiProperty({ description: 'HTML body (user data inside is escaped; confirmation and reset tokens hidden)' }) body: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'lastError, errors (recent attempts), manualRetries …' }) metadata: Record<
    string,
    unknown
  >;
  @ApiProperty({ type: 'integer' }) attempts: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) submission_id: string | null;
  @ApiProperty({ type: EmailLogSubmissionDto, nullable: true }) submission: EmailLogSubmissionDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export function toEmailLogDto(log: EmailLog, submission: EmailLogSubmissionDto | null): EmailLogDto {
  return {
    id: log.id,
    template: log.template,
    subject: log.subject,
    status: log.status,
    recipient_email: log.recipientEmail,
    sender_email: log.senderEmail,
    reply_to: log.replyTo,
    body: redactSecrets(log.body),
    metadata: log.metadata ?? {},
    attempts: log.attempts,
    submission_id: log.submissionId,
    submission,
    sent_at: log.sentAt ? new Date(log.sentAt).toISOString() : null,
    created_at: new Date(log.createdAt).toISOString(),
  };
}
