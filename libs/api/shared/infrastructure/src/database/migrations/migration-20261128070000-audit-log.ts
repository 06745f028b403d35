import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log: one row per admin action (who, what, when, from which address, on what). It has
 * no foreign keys, so entries outlive deleted accounts, and triggers refuse UPDATE, DELETE and
 * TRUNCATE, so no route, bug or hand-written statement of the application can rewrite history.
 */
export class Migration20261128070000AuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log (
        id uuid primary key,
        actor_id uuid null,
        actor_email text null,
        action text not null,
        target_type text null,
        target_id text null,
        ip text null,
        details jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index audit_log_created_idx on audit_log (created_at desc, id desc);`);
    this.addSql(`create index audit_log_actor_idx on audit_log (actor_id, created_at desc);`);
    this.addSql(`create index audit_log_target_idx on audit_log (target_id, created_at desc);`);
    this.addSql(`create index audit_log_action_idx on audit_log (action, created_at desc);`);
    this.addSql(`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only();`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists audit_log;`);
    this.addSql(`drop function if exists audit_log_append_only();`);
  }
}
