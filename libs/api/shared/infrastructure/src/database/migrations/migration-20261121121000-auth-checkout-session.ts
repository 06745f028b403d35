import { Migration } from '@mikro-orm/migrations';

/**
 * A confirmation token remembers what its sign-up brought: the session_id of a paid checkout (the
 * order is linked once the e-mail is confirmed) and the password hash chosen in that sign-up (set
 * when that very link is followed, so someone who signed up first with another person's address
 * cannot keep a password of their own on the account).
 */
export class Migration20261121121000AuthCheckoutSession extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table auth_tokens add column checkout_session_id varchar(255) null, add column pending_password_hash text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table auth_tokens drop column pending_password_hash, drop column checkout_session_id;`);
  }
}
