import { Migration } from '@mikro-orm/migrations';

/**
 * Review before publishing for posts: a review names one post at the version the client sent
 * (and an optional schedule) instead of sections. At most one pending review per website's
 * sections, and one per post; a deleted post takes its reviews with it.
 */
export class Migration20261128100100PostReviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table content_reviews
        add column post_id uuid null references blog_posts (id) on delete cascade,
        add column post_version integer null,
        add column post_publish_at timestamptz null,
        add constraint content_reviews_post_whole check ((post_id is null) = (post_version is null));`);
    this.addSql(`drop index content_reviews_one_pending_idx;`);
    this.addSql(`create unique index content_reviews_one_pending_idx on content_reviews (website_id) where status = 'pending' and post_id is null;`);
    this.addSql(`create unique index content_reviews_one_pending_post_idx on content_reviews (post_id) where status = 'pending';`);
    this.addSql(`create index content_reviews_post_idx on content_reviews (post_id, requested_at desc) where post_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from content_reviews where post_id is not null;`);
    this.addSql(`drop index if exists content_reviews_post_idx;`);
    this.addSql(`drop index if exists content_reviews_one_pending_post_idx;`);
    this.addSql(`drop index content_reviews_one_pending_idx;`);
    this.addSql(`create unique index content_reviews_one_pending_idx on content_reviews (website_id) where status = 'pending';`);
    this.addSql(
      `alter table content_reviews drop constraint content_reviews_post_whole, drop column post_publish_at, drop column post_version, drop column post_id;`,
    );
  }
}
