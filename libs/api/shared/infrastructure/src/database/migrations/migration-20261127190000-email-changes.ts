import { Migration } from '@mikro-orm/migrations';

/**
 * An admin changes a client's sign-in e-mail: the request waits for the link mailed to the new
 * address. Each request is kept (who asked, from which address to which, when it was confirmed)
 * as the client's e-mail history; rows go with the user.
 */
export class Migration20261127190000EmailChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table email_changes (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        old_email citext not null,
        new_email citext not null,
        token_hash char(64) not null unique,
        requested_by uuid null references users (id) on delete set null,
        requested_at timestamptz not null default now(),
        expires_at timestamptz not null,
        confirmed_at timestamptz null
      );`);
    this.addSql(`create index email_changes_user_idx on email_changes (user_id, requested_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists email_changes;`);
  }
}
