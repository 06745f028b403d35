import { Migration } from '@mikro-orm/migrations';

/**
 * docs/product.md §10. Confirmation links no longer carry a password (a sign-up never changes an existing
 * account), so pending_password_hash goes. sign_in_failures records failed sign-ins per address
 * and e-mail for the sliding-window throttle (a success deletes the rows of its e-mail and address).
 */
export class Migration20261123200000AuthSessionsAndSignInFailures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table auth_tokens drop column if exists pending_password_hash;`);
    this.addSql(`
      create table sign_in_failures (
        id bigint generated always as identity primary key,
        ip varchar(64) not null,
        email varchar(320) not null,
        failed_at timestamptz not null default now()
      );`);
    this.addSql(`create index sign_in_failures_ip_idx on sign_in_failures (ip, failed_at);`);
    this.addSql(`create index sign_in_failures_email_ip_idx on sign_in_failures (email, ip);`);
    this.addSql(`create index sign_in_failures_failed_at_idx on sign_in_failures (failed_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists sign_in_failures;`);
    this.addSql(`alter table auth_tokens add column pending_password_hash text null;`);
  }
}
