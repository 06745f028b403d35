import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { mailConfig, MailConfig } from '../config/mail.config';
import { PeriodicJob } from '@fw/api-shared-infrastructure';

const BATCH = 1000;

/** What an e-mail's stored HTML reads once its text was removed. */
export const REMOVED_BODY = '<p>The text of this e-mail was removed after the retention period.</p>';

/**
 * Keeps e-mail texts MAIL_BODY_RETENTION_DAYS after their delivery ended (sent or finally failed),
 * then removes them: they hold what visitors wrote and the business's answers, and a backup keeps
 * whatever the table holds. The row stays (recipient, subject, status, dates) for the e-mail log.
 * Each batch claims its rows with FOR UPDATE SKIP LOCKED, so every API process may run it.
 */
@Injectable()
export class EmailBodyRetentionSweeper extends PeriodicJob {
  constructor(
    private readonly em: EntityManager,
    @Inject(mailConfig.KEY) private readonly config: MailConfig,
  ) {
    super('MailRetention');
  }

  /** Removes the texts past the period now; returns how many e-mails. Safe from several processes at once. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
        `with due as (
           select id from email_logs
            where status in ('sent', 'failed') and coalesce(sent_at, updated_at) < now() - make_interval(days => ?)
              and (body <> ? or text_body <> '')
            limit ? for update skip locked)
         update email_logs e set body = ?, text_body = '' from due where e.id = due.id returning e.id`,
        [this.config.bodyRetentionDays, REMOVED_BODY, BATCH, REMOVED_BODY],
      );
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /** Seconds between runs (MAIL_BODY_RETENTION_SWEEP_SECONDS; 0: never on this process). */
  protected intervalSeconds(): number {
    return this.config.bodyRetentionSweepSeconds;
  }

  protected override describe(count: number): string {
    return `text of ${count} e-mail(s) older than ${this.config.bodyRetentionDays} days removed`;
  }
}
