import { Migration } from '@mikro-orm/migrations';

/**
 * The upload link e-mailed after a questionnaire is submitted (its token as a SHA-256 hash only,
 * its expiry, whether its visitor closed it) and the files received through it. The bytes live in
 * object storage; a row names them by a key made of ids, and names the media library image an
 * image became once its questionnaire became a client's website.
 */
export class Migration20261128040000QuestionnaireFiles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table questionnaire_submissions
        add column upload_token_hash char(64) null,
        add column upload_link_expires_at timestamptz null,
        add column upload_link_closed_at timestamptz null;`);
    this.addSql(
      `create unique index questionnaire_submissions_upload_token_idx on questionnaire_submissions (upload_token_hash) where upload_token_hash is not null;`,
    );
    this.addSql(`
      create table questionnaire_files (
        id uuid primary key,
        submission_id uuid not null references questionnaire_submissions (id) on delete cascade,
        file_name varchar(255) not null,
        content_type varchar(100) not null,
        size_bytes integer not null check (size_bytes > 0),
        storage_key varchar(200) not null unique,
        media_image_id uuid null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index questionnaire_files_submission_idx on questionnaire_files (submission_id, created_at, id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists questionnaire_files;`);
    this.addSql(`drop index if exists questionnaire_submissions_upload_token_idx;`);
    this.addSql(`
      alter table questionnaire_submissions
        drop column if exists upload_token_hash,
        drop column if exists upload_link_expires_at,
        drop column if exists upload_link_closed_at;`);
  }
}
