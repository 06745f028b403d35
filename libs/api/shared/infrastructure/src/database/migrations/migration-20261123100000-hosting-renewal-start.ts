import { Migration } from '@mikro-orm/migrations';

/**
 * Hosting renewals start at the end of the package's prepaid term instead of at purchase: a hosting
 * order points at the package order it renews and carries the date of its first charge (status
 * `scheduled` until then, nothing charged at checkout); each renewal invoice is an order of kind
 * `hosting-renewal` (paid or failed) under its hosting order.
 */
export class Migration20261123100000HostingRenewalStart extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table orders
        drop constraint orders_kind_check,
        add constraint orders_kind_check check (kind in ('package', 'hosting', 'hosting-renewal')),
        drop constraint orders_status_check,
        add constraint orders_status_check check (status in ('pending', 'paid', 'scheduled', 'failed', 'canceled', 'expired')),
        add column parent_order_id uuid null references orders(id) on delete set null,
        add column renewal_starts_at timestamptz null,
        add column subscription_schedule_id varchar(255) null unique;`);
    this.addSql(`create index orders_parent_order_idx on orders (parent_order_id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists orders_parent_order_idx;`);
    this.addSql(`delete from orders where kind = 'hosting-renewal';`);
    this.addSql(`update orders set status = 'paid' where status in ('scheduled', 'failed');`);
    this.addSql(`
      alter table orders
        drop column subscription_schedule_id,
        drop column renewal_starts_at,
        drop column parent_order_id,
        drop constraint orders_status_check,
        add constraint orders_status_check check (status in ('pending', 'paid', 'canceled', 'expired')),
        drop constraint orders_kind_check,
        add constraint orders_kind_check check (kind in ('package', 'hosting'));`);
  }
}
