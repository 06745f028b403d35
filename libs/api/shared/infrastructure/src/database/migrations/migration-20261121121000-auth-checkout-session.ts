import { Migration } from '@mikro-orm/migrations';

/**
 * A sign-up that carries the session_id of a paid checkout keeps it on the confirmation token,
 * so the order is linked to the account when the e-mail is confirmed.
 */
export class Migration20261121121000AuthCheckoutSession extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table auth_tokens add column checkout_session_id varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table auth_tokens drop column checkout_session_id;`);
  }
}
