import { Migration } from '@mikro-orm/migrations';

/**
 * A public post's unpublished edits: the live title and content stay as visitors see them until
 * the client publishes. Both null or both set (one draft of the whole post).
 */
export class Migration20261128100000PostDrafts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table blog_posts add column draft_title varchar(200) null, add column draft_content text null;`);
    this.addSql(`alter table blog_posts add constraint blog_posts_draft_whole check ((draft_title is null) = (draft_content is null));`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table blog_posts drop constraint if exists blog_posts_draft_whole;`);
    this.addSql(`alter table blog_posts drop column if exists draft_title, drop column if exists draft_content;`);
  }
}
