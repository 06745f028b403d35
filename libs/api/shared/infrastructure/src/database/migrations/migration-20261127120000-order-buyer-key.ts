import { Migration } from '@mikro-orm/migrations';

/**
 * The browser that started a checkout holds a secret (an httpOnly cookie); the order keeps only its
 * SHA-256. It lets that browser, and no one else holding the checkout's URL, set the buyer's
 * password or correct the buyer's e-mail on the page after payment.
 */
export class Migration20261127120000OrderBuyerKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table orders add column buyer_key_hash char(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table orders drop column buyer_key_hash;`);
  }
}
