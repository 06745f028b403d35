import { Migration } from '@mikro-orm/migrations';

/**
 * Exports of a client's data and deletions of clients, kept as the business's record of both.
 * They hold ids and times only (no personal data) and have no foreign key to the user, so they
 * outlive the deleted account (see docs/client-data.md).
 */
export class Migration20261127190100ClientData extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table client_exports (
        id uuid primary key,
        user_id uuid not null,
        exported_by uuid null,
        exported_at timestamptz not null default now()
      );`);
    this.addSql(`create index client_exports_user_idx on client_exports (user_id, exported_at desc);`);
    this.addSql(`
      create table client_deletions (
        id uuid primary key,
        user_id uuid not null,
        deleted_by uuid null,
        orders_kept integer not null,
        deleted_at timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists client_deletions;`);
    this.addSql(`drop table if exists client_exports;`);
  }
}
