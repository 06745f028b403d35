import { Migration } from '@mikro-orm/migrations';

/** A blog post's cover: a library image of its website (`image:<uuid>`), '' for none. */
export class Migration20261128300000PostCovers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table blog_posts add column cover_image varchar(100) not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table blog_posts drop column cover_image;`);
  }
}
