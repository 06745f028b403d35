import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { intakeConfig, IntakeConfig } from '../config/intake.config';
import { PeriodicJob } from '@fw/api-shared-infrastructure';

const BATCH = 500;

/**
 * Expires questionnaire drafts idle for QUESTIONNAIRE_DRAFT_EXPIRY_DAYS (status `expired`, the
 * reminder token dropped): their resume links stop working. The work is one idempotent UPDATE per
 * batch that every API process may run on its own timer: rows are claimed with FOR UPDATE SKIP
 * LOCKED, and the WHERE (still a draft, still idle) is checked again on each row, so two replicas
 * sweeping at once expire each draft once and never wait for each other. A save that commits
 * first keeps its draft alive (its updated_at is new). Nothing is lost when a process dies mid-run:
 * the next sweep, here or elsewhere, takes the rest. Reads between sweeps already refuse idle
 * drafts (openSubmission), so the sweep's interval only decides when the admin list shows them expired.
 */
@Injectable()
export class DraftExpirySweeper extends PeriodicJob {
  constructor(
    private readonly em: EntityManager,
    @Inject(intakeConfig.KEY) private readonly config: IntakeConfig,
  ) {
    super('DraftExpiry');
  }

  /** Expires every idle draft now; returns how many. Safe to call from several processes at once. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
        `with due as (
           select id from questionnaire_submissions
           where status = 'draft' and updated_at <= now() - make_interval(days => ?)
           order by updated_at, id
           limit ? for update skip locked)
         update questionnaire_submissions s set status = 'expired', reminder_token_hash = null
         from due where s.id = due.id and s.status = 'draft'
         returning s.id`,
        [this.config.draftExpiryDays, BATCH],
      );
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /** Seconds between runs (QUESTIONNAIRE_EXPIRY_SWEEP_SECONDS; 0: never on this process). */
  protected intervalSeconds(): number {
    return this.config.draftExpirySweepSeconds;
  }

  protected override describe(count: number): string {
    return `${count} questionnaire draft(s) idle for ${this.config.draftExpiryDays} days expired`;
  }
}
