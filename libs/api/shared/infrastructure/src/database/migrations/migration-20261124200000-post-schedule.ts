import { Migration } from '@mikro-orm/migrations';

/**
 * A post can be scheduled: public from publish_at on, decided by the public reads' query at the
 * request time (no job flips `published`). Nullable: most posts are published by the toggle.
 */
export class Migration20261124200000PostSchedule extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table blog_posts add column publish_at timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table blog_posts drop column publish_at;`);
  }
}
