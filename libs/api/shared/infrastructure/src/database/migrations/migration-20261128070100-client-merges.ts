import { Migration } from '@mikro-orm/migrations';

/**
 * Two client accounts merged into one: what moved, who decided, when and why. Ids only and no
 * foreign keys, so the record outlives a later deletion of either account.
 */
export class Migration20261128070100ClientMerges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table client_merges (
        id uuid primary key,
        surviving_id uuid not null,
        merged_id uuid not null,
        merged_email text not null,
        reason text not null check (length(btrim(reason)) between 1 and 500),
        orders_moved integer not null,
        websites_moved integer not null,
        questionnaires_moved integer not null,
        activity_moved integer not null,
        merged_by uuid null,
        merged_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index client_merges_merged_idx on client_merges (merged_id);`);
    this.addSql(`create index client_merges_surviving_idx on client_merges (surviving_id, merged_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists client_merges;`);
  }
}
