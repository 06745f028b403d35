import { Migration } from '@mikro-orm/migrations';

/**
 * A public post's cover is drafted like its title and text: visitors keep the live cover until the
 * draft is published (or approved). Null: the draft keeps the live cover (so drafts made before
 * this need no change); only a post with a draft may have one.
 */
export class Migration20261128100200PostDraftCovers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table blog_posts add column draft_cover_image varchar(100) null;`);
    this.addSql(`alter table blog_posts add constraint blog_posts_draft_cover_in_draft check (draft_cover_image is null or draft_title is not null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table blog_posts drop constraint blog_posts_draft_cover_in_draft;`);
    this.addSql(`alter table blog_posts drop column draft_cover_image;`);
  }
}
