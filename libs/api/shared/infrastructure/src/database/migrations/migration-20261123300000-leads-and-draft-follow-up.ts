import { Migration } from '@mikro-orm/migrations';

/**
 * Leads and questionnaire follow-up (docs/product.md §11.5 and §11.7).
 * - `contact_messages`: every contact-form message, kept as a lead with a status (new, replied,
 *   closed), written in the transaction that queues its e-mails. Indexed for the admin list's sorts
 *   (created_at, status, name; each with the id tie-breaker) and trigram searches.
 * - Questionnaire drafts: status `expired` (idle too long; resume links stop working), the hash of
 *   the latest admin reminder's token, how many reminders went out and when the last did.
 *   `(status, updated_at, id)` serves the expiry sweep and the drafts list sorted by last activity;
 *   `lower(business_email)` links a lead to the questionnaire with the same e-mail.
 */
export class Migration20261123300000LeadsAndDraftFollowUp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_messages (
        id uuid primary key,
        name varchar(100) not null,
        email varchar(254) not null,
        subject varchar(200) not null,
        message text not null,
        status varchar(20) not null default 'new' check (status in ('new', 'replied', 'closed')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index contact_messages_created_at_idx on contact_messages (created_at, id);`);
    this.addSql(`create index contact_messages_status_created_idx on contact_messages (status, created_at, id);`);
    this.addSql(`create index contact_messages_status_idx on contact_messages (status, id);`);
    this.addSql(`create index contact_messages_name_idx on contact_messages (name, id);`);
    this.addSql(`create index contact_messages_email_lower_idx on contact_messages (lower(email));`);
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const column of LEAD_SEARCHED) this.addSql(`create index contact_messages_${column}_trgm_idx on contact_messages using gin (${column} gin_trgm_ops);`);

    this.addSql(`
      alter table questionnaire_submissions
        drop constraint questionnaire_submissions_status_check,
        add constraint questionnaire_submissions_status_check check (status in ('draft', 'completed', 'expired')),
        add column reminder_token_hash char(64) null,
        add column reminders_sent integer not null default 0,
        add column last_reminder_at timestamptz null;`);
    this.addSql(`create index questionnaire_submissions_updated_at_idx on questionnaire_submissions (updated_at, id);`);
    this.addSql(`create index questionnaire_submissions_status_updated_idx on questionnaire_submissions (status, updated_at, id);`);
    this.addSql(`create index questionnaire_submissions_email_lower_idx on questionnaire_submissions (lower(business_email));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index questionnaire_submissions_email_lower_idx;`);
    this.addSql(`drop index questionnaire_submissions_status_updated_idx;`);
    this.addSql(`drop index questionnaire_submissions_updated_at_idx;`);
    this.addSql(`update questionnaire_submissions set status = 'draft' where status = 'expired';`);
    this.addSql(`
      alter table questionnaire_submissions
        drop column last_reminder_at,
        drop column reminders_sent,
        drop column reminder_token_hash,
        drop constraint questionnaire_submissions_status_check,
        add constraint questionnaire_submissions_status_check check (status in ('draft', 'completed'));`);
    this.addSql(`drop table contact_messages;`);
  }
}

/** The searchable fields of the leads list (ListSpec `searchable`). */
const LEAD_SEARCHED = ['name', 'email', 'subject', 'message'] as const;
