import { Migration } from '@mikro-orm/migrations';

/**
 * `questionnaire_submissions.reviewed_at`: when an admin first opened a submitted questionnaire.
 * "New questionnaires" on the admin home counts the unopened ones of the last week, through the
 * partial index below (it stays small: only submitted, unopened rows).
 */
export class Migration20261127130100SubmissionReviewed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table questionnaire_submissions add column if not exists reviewed_at timestamptz;`);
    this.addSql(
      `create index if not exists questionnaire_submissions_unreviewed_idx on questionnaire_submissions (completed_at) where status = 'completed' and reviewed_at is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists questionnaire_submissions_unreviewed_idx;`);
    this.addSql(`alter table questionnaire_submissions drop column if exists reviewed_at;`);
  }
}
