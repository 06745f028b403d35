import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { PeriodicJob, SqlReader, runWithLazyEntityManager, sqlStatement } from '@fw/api-shared-infrastructure';
import { CustomDomainService } from '@fw/api-sites-application';
import { sitesHostingConfig, SitesHostingConfig } from './sites-hosting.config';

/** Domains looked up per sweep at most (a DNS lookup may take seconds). */
const BATCH = 50;
// Not live yet: again every sweep. Live: once a day, so a domain moved elsewhere stops getting certificates.
const dueDomains = sqlStatement(
  'hosting_due_domain_checks',
  `select id from websites
    where domain is not null
      and (domain_status is distinct from 'live' or domain_checked_at is null or domain_checked_at < now() - interval '1 day')
    order by domain_checked_at asc nulls first, id
    limit $1`,
);

/**
 * Checks custom domains' DNS on its own, so a domain goes live (and Caddy may get its certificate)
 * minutes after its owner created the records, without anyone pressing "Check DNS now". Safe on
 * every replica: a check only stores what DNS answered, and two answers agree.
 */
@Injectable()
export class DomainCheckSweeper extends PeriodicJob {
  constructor(
    private readonly orm: MikroORM,
    private readonly sql: SqlReader,
    private readonly domains: CustomDomainService,
    @Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig,
  ) {
    super('DomainCheck');
  }

  /** Checks the domains that are due; returns how many turned live. */
  async runOnce(): Promise<number> {
    const due = await this.sql.rows<{ id: string }>(dueDomains, [BATCH]);
    let live = 0;
    for (const { id } of due) {
      const view = await runWithLazyEntityManager(this.orm.em, () => this.domains.check(id));
      if (view.status === 'live') live += 1;
    }
    return live;
  }

  /** Seconds between runs (SITES_DNS_CHECK_SECONDS; 0: never on this process). */
  protected intervalSeconds(): number {
    return this.config.dnsCheckSeconds;
  }
}
