import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailLog, EmailStatus } from '@fw/api-mail-domain';
import { ClaimedMail, DeliveryErrorRecord, KeptBodies, OutboxStorePort } from '@fw/api-mail-application';

interface EmailLogRow {
  id: string;
  template: string;
  subject: string;
  status: EmailStatus;
  recipient_email: string;
  sender_email: string | null;
  reply_to: string | null;
  body: string;
  text_body: string;
  metadata: Record<string, unknown>;
  submission_id: string | null;
  attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  message_id: string;
  sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

function toLog(row: EmailLogRow): EmailLog {
  const log = new EmailLog();
  Object.assign(log, {
    id: row.id,
    template: row.template,
    subject: row.subject,
    status: row.status,
    recipientEmail: row.recipient_email,
    senderEmail: row.sender_email,
    replyTo: row.reply_to,
    body: row.body,
    textBody: row.text_body,
    metadata: row.metadata ?? {},
    submissionId: row.submission_id,
    attempts: row.attempts,
    nextAttemptAt: new Date(row.next_attempt_at),
    lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
    messageId: row.message_id,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  });
  return log;
}

/** Keeps the last few errors in metadata.errors so an admin can see what happened. */
const ERROR_HISTORY = 5;

/**
 * The outbox on email_logs. Claiming uses `FOR UPDATE SKIP LOCKED` in one statement, so workers in
 * several processes never pick the same row; the lease (`locked_until`) lets a row whose worker
 * died be picked up again once it expires. Every later update is fenced on (id, status 'sending',
 * attempts) so only the current claim can record the outcome.
 */
@Injectable()
export class PostgresOutboxStoreAdapter extends OutboxStorePort {
  constructor(private readonly orm: MikroORM) {
    super();
  }

  private connection() {
    return (this.orm.em.fork() as EntityManager).getConnection();
  }

  async claimDue(limit: number, leaseMs: number): Promise<ClaimedMail[]> {
    const rows = await this.connection().execute<EmailLogRow[]>(
      `with due as (
         select id from email_logs
          where status in ('queued', 'sending')
            and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by next_attempt_at, created_at
          limit ?
          for update skip locked
       )
       update email_logs e
          set status = 'sending',
              attempts = e.attempts + 1,
              locked_until = now() + (? * interval '1 millisecond'),
              updated_at = now()
         from due
        where e.id = due.id
       returning e.*`,
      [limit, leaseMs],
    );
    return rows.map((row) => ({ log: toLog(row), attempt: row.attempts }));
  }

  async markSent(claim: ClaimedMail, sentAt: Date, kept: KeptBodies): Promise<void> {
    await this.connection().execute(
      `update email_logs
          set status = 'sent', sent_at = ?, locked_until = null, updated_at = now(), body = ?, text_body = ?,
              metadata = metadata - 'lastError'
        where id = ? and status = 'sending' and attempts = ?`,
      [sentAt, kept.body, kept.textBody, claim.log.id, claim.attempt],
    );
  }

  async markRetry(claim: ClaimedMail, error: DeliveryErrorRecord, delayMs: number): Promise<void> {
    await this.recordError(claim, error, `status = 'queued', next_attempt_at = now() + (? * interval '1 millisecond')`, [delayMs]);
  }

  async markFailed(claim: ClaimedMail, error: DeliveryErrorRecord, kept: KeptBodies): Promise<void> {
    await this.recordError(claim, error, `status = 'failed', body = ?, text_body = ?`, [kept.body, kept.textBody]);
  }

  async release(claim: ClaimedMail): Promise<void> {
    await this.connection().execute(
      `update email_logs
          set status = 'queued', locked_until = null, updated_at = now()
        where id = ? and status = 'sending' and attempts = ?`,
      [claim.log.id, claim.attempt],
    );
  }

  private async recordError(claim: ClaimedMail, error: DeliveryErrorRecord, set: string, params: unknown[]): Promise<void> {
    const history = [...(((claim.log.metadata.errors as unknown[]) ?? []) as DeliveryErrorRecord[]), { ...error, attempt: claim.attempt }].slice(
      -ERROR_HISTORY,
    );
    await this.connection().execute(
      `update email_logs
          set ${set}, locked_until = null, updated_at = now(),
              metadata = metadata || jsonb_build_object('lastError', ?::text, 'errors', ?::jsonb)
        where id = ? and status = 'sending' and attempts = ?`,
      [...params, error.message, JSON.stringify(history), claim.log.id, claim.attempt] as never[],
    );
  }

  async requeueFailed(id: string, requestedBy: string | null): Promise<'requeued' | 'not_found' | 'not_failed'> {
    const rows = await this.connection().execute<Array<{ status: string }>>(
      `update email_logs
          set status = 'queued', attempts = 0, next_attempt_at = now(), locked_until = null, updated_at = now(),
              metadata = metadata || jsonb_build_object(
                'manualRetries', coalesce((metadata->>'manualRetries')::int, 0) + 1,
                'lastManualRetry', jsonb_build_object('at', now(), 'by', ?::text))
        where id = ? and status = 'failed'
       returning status`,
      [requestedBy, id] as never[],
    );
    if (rows.length) return 'requeued';
    const exists = await this.connection().execute<Array<{ status: string }>>(`select status from email_logs where id = ?`, [id]);
    return exists.length ? 'not_failed' : 'not_found';
  }
}
