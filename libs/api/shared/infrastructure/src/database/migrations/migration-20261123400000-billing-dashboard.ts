import { Migration } from '@mikro-orm/migrations';

/**
 * Billing in the dashboard and the admin home (docs/product.md §11.3 and §11.4).
 * - A hosting order's next yearly charge (`next_charge_at`, first the end of the prepaid term, moved
 *   a year on by each paid renewal invoice, cleared when the renewal is canceled) and when the
 *   renewal was canceled (`renewal_canceled_at`).
 * - Partial indexes for the admin home's cards: renewals due (hosting orders by next charge) and
 *   paid packages (by paid_at); the other cards read existing (status, ...) indexes.
 * - `websites (owner_id)` already exists for "waiting for a build".
 */
export class Migration20261123400000BillingDashboard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders add column next_charge_at timestamptz null, add column renewal_canceled_at timestamptz null;`);
    this.addSql(`update orders set next_charge_at = renewal_starts_at where kind = 'hosting' and status = 'scheduled' and renewal_starts_at is not null;`);
    this.addSql(`create index orders_next_charge_idx on orders (next_charge_at) where kind = 'hosting' and next_charge_at is not null;`);
    this.addSql(`create index orders_paid_packages_idx on orders (paid_at, id) where kind = 'package' and status = 'paid';`);
    this.addSql(`create index email_logs_failed_idx on email_logs (created_at, id) where status = 'failed';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists email_logs_failed_idx;`);
    this.addSql(`drop index if exists orders_paid_packages_idx;`);
    this.addSql(`drop index if exists orders_next_charge_idx;`);
    this.addSql(`alter table orders drop column renewal_canceled_at, drop column next_charge_at;`);
  }
}
