import { Migration } from '@mikro-orm/migrations';

/**
 * Orders remember what was bought in catalogue terms (package and term), the key of the purchase
 * attempt (so a double click reuses one checkout session) and the checkout URL to answer it with.
 */
export class Migration20261121120600BillingOrders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table orders
        add column package_id varchar(30) not null check (package_id in ('basic', 'starter', 'business-growth')),
        add column term_years integer null check (term_years in (1, 2, 5, 10)),
        add column request_key char(64) null unique,
        add column checkout_url text null;`);
    this.addSql(`create index orders_kind_created_idx on orders (kind, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists orders_kind_created_idx;`);
    this.addSql(`alter table orders drop column checkout_url, drop column request_key, drop column term_years, drop column package_id;`);
  }
}
