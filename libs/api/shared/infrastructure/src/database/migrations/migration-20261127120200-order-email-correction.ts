import { Migration } from '@mikro-orm/migrations';

/**
 * A buyer who mistyped the checkout e-mail names the right one on the page after payment: the
 * correction waits on the order (the new address, the SHA-256 of the link mailed there, its expiry)
 * until that address is confirmed; only then do the order and the account move.
 */
export class Migration20261127120200OrderEmailCorrection extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders add column email_correction_to citext null;`);
    this.addSql(`alter table orders add column email_correction_hash char(64) null;`);
    this.addSql(`alter table orders add column email_correction_expires_at timestamptz null;`);
    this.addSql(`create unique index orders_email_correction_hash_idx on orders (email_correction_hash) where email_correction_hash is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists orders_email_correction_hash_idx;`);
    this.addSql(`alter table orders drop column email_correction_expires_at;`);
    this.addSql(`alter table orders drop column email_correction_hash;`);
    this.addSql(`alter table orders drop column email_correction_to;`);
  }
}
