import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sitesConfig, SitesConfig } from '../config/sites.config';
import { PeriodicJob } from '@fw/api-shared-infrastructure';

const BATCH = 1000;

/**
 * Keeps the history bounded: deletes revisions older than REVISIONS_KEEP_DAYS and those past the
 * newest REVISIONS_KEEP_COUNT of their item. Each batch is one DELETE whose rows are claimed with
 * FOR UPDATE SKIP LOCKED, so every API process may run it on its own timer (as the draft expiry
 * does): two sweeps never wait for each other nor delete a row twice, and a process that dies
 * mid-run leaves the rest to the next sweep. A deleted post's last revision is its newest, so the
 * count rule never takes it, and the age rule never goes below 30 days (the config's minimum).
 */
@Injectable()
export class RevisionPruneSweeper extends PeriodicJob {
  constructor(
    private readonly em: EntityManager,
    @Inject(sitesConfig.KEY) private readonly config: SitesConfig,
  ) {
    super('RevisionPrune');
  }

  /** Prunes every revision past the limits now; returns how many. Safe from several processes at once. */
  async runOnce(): Promise<number> {
    const tooOld = `select id from revisions where changed_at < now() - make_interval(days => ?)
      limit ? for update skip locked`;
    const beyondCount = `select r.id from revisions r
      join (select id, row_number() over (partition by item_type, item_id order by changed_at desc, id desc) as rank from revisions) ranked on ranked.id = r.id
      where ranked.rank > ? limit ? for update of r skip locked`;
    return (await this.deleteAll(tooOld, this.config.revisionsKeepDays)) + (await this.deleteAll(beyondCount, this.config.revisionsKeepCount));
  }

  private async deleteAll(due: string, limit: number): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.em
        .getConnection()
        .execute<Array<{ id: string }>>(`with due as (${due}) delete from revisions r using due where r.id = due.id returning r.id`, [limit, BATCH]);
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }

  /** Seconds between runs (REVISIONS_PRUNE_SWEEP_SECONDS; 0: never on this process). */
  protected intervalSeconds(): number {
    return this.config.revisionsPruneSweepSeconds;
  }

  protected override describe(count: number): string {
    return `${count} revision(s) past ${this.config.revisionsKeepCount} per item or ${this.config.revisionsKeepDays} days pruned`;
  }
}
