import { Migration } from '@mikro-orm/migrations';

/**
 * Client provisioning (docs/product.md §11.2 and §11.6).
 * - `auth_tokens.purpose` gains `invite`: the set-password link of an account created for a buyer
 *   or from a questionnaire (its expiry is stored on the row, AUTH_INVITE_TTL_HOURS).
 * - `websites.status`: `waiting_for_build` for a website record made before anything is built (no
 *   domain yet), `live` for the others (every website before this migration).
 * - `websites.order_id` / `websites.submission_id`: the paid package and the questionnaire a website
 *   was provisioned from (ids only: orders and submissions belong to other contexts). One website
 *   per order, so a replayed webhook cannot make a second.
 */
export class Migration20261123500000ClientProvisioning extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table auth_tokens drop constraint if exists auth_tokens_purpose_check;`);
    this.addSql(`alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('confirm_email', 'reset_password', 'invite'));`);
    this.addSql(`
      alter table websites
        add column status varchar(30) not null default 'live' check (status in ('waiting_for_build', 'live')),
        add column order_id uuid null,
        add column submission_id uuid null;`);
    this.addSql(`create unique index websites_order_id_uq on websites (order_id) where order_id is not null;`);
    this.addSql(`create index websites_submission_id_idx on websites (submission_id) where submission_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists websites_submission_id_idx;`);
    this.addSql(`drop index if exists websites_order_id_uq;`);
    this.addSql(`alter table websites drop column submission_id, drop column order_id, drop column status;`);
    this.addSql(`delete from auth_tokens where purpose = 'invite';`);
    this.addSql(`alter table auth_tokens drop constraint if exists auth_tokens_purpose_check;`);
    this.addSql(`alter table auth_tokens add constraint auth_tokens_purpose_check check (purpose in ('confirm_email', 'reset_password'));`);
  }
}
