import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { intakeConfig, IntakeConfig } from '../config/intake.config';

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
export class DraftExpirySweeper implements OnModuleDestroy {
  private readonly logger = new Logger('DraftExpiry');
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> | null = null;
  private running = false;

  constructor(
    private readonly em: EntityManager,
    @Inject(intakeConfig.KEY) private readonly config: IntakeConfig,
  ) {}

  /** Sweeps now and then every QUESTIONNAIRE_EXPIRY_SWEEP_SECONDS (0: never on this process). */
  start(): void {
    if (this.running || this.config.draftExpirySweepSeconds === 0) return;
    this.running = true;
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
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

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.inFlight = this.runOnce()
        .then((n) => {
          if (n > 0) this.logger.log(`${n} questionnaire draft(s) idle for ${this.config.draftExpiryDays} days expired`);
        })
        .catch((error: Error) => this.logger.warn(`draft expiry sweep failed, retried next time: ${error.message}`))
        .finally(() => {
          this.inFlight = null;
          this.schedule(this.config.draftExpirySweepSeconds * 1000);
        });
    }, delayMs);
    this.timer.unref();
  }
}
