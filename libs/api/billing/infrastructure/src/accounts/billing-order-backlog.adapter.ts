import { Injectable } from '@nestjs/common';
import { OVERVIEW_WINDOWS } from '@fw/api-accounts-domain';
import { OrderBacklogPort } from '@fw/api-accounts-application';
import { SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { OrderBuildFilter, orderWaitingForBuild } from '../persistence/order-build-filter';

/** The admin home's order cards: one statement each, served by an index of orders. $1 is "now" as the API sees it. */
export const orderBacklogStatements = (filter: OrderBuildFilter) => ({
  waitingForBuild: sqlStatement(
    'overview_orders_waiting_for_build',
    `select count(*)::int as count from orders o
      where o.kind = 'package' and o.status = 'paid' and $1::timestamptz is not null and ${orderWaitingForBuild(filter, 'o')}`,
  ),
  renewalsDue: sqlStatement(
    'overview_renewals_due',
    `select count(*)::int as count from orders
      where kind = 'hosting' and next_charge_at is not null
        and next_charge_at >= $1::timestamptz and next_charge_at < $1::timestamptz + make_interval(days => ${OVERVIEW_WINDOWS.renewalsDueDays})`,
  ),
});

@Injectable()
export class BillingOrderBacklogAdapter extends OrderBacklogPort {
  private readonly statements: ReturnType<typeof orderBacklogStatements>;

  constructor(
    private readonly sql: SqlReader,
    filter: OrderBuildFilter,
  ) {
    super();
    this.statements = orderBacklogStatements(filter);
  }

  async waitingForBuild(now: Date): Promise<number> {
    return (await this.sql.first<{ count: number }>(this.statements.waitingForBuild, [now]))?.count ?? 0;
  }

  async renewalsDue(now: Date): Promise<number> {
    return (await this.sql.first<{ count: number }>(this.statements.renewalsDue, [now]))?.count ?? 0;
  }
}
