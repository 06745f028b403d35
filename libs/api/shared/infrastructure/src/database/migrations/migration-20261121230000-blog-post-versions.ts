import { Migration } from '@mikro-orm/migrations';

/**
 * Blog posts get the version counter that content sections and questionnaires already have: an
 * edit sends the version it opened, and one opened before a newer save is refused (409) instead of
 * overwriting it. Existing posts start at 1; adding a column with a constant default does not
 * rewrite the table (PostgreSQL 11+).
 */
export class Migration20261121230000BlogPostVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table blog_posts add column version integer not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table blog_posts drop column version;`);
  }
}
