import { Migration } from '@mikro-orm/migrations';

/**
 * Drafts and review before publishing (README, "Client websites and content"):
 * - `website_content.draft_value`: the editor's unpublished text, null when there is none; the
 *   public reads keep reading `content_value`, so a draft never reaches a visitor.
 * - The site_changed notification of website_content fires only when what a visitor sees changes
 *   (not on every autosaved draft), so typing does not empty the page cache.
 * - `websites.requires_review`: a client's publish waits for an admin's approval.
 * - `content_reviews`: a client's request to publish sections at given versions, and the admin's
 *   decision; at most one pending per website.
 * - `site_preview_links`: share links to a website's drafts; only a SHA-256 of the token is kept.
 */
export class Migration20261128010000ContentDrafts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table website_content add column draft_value text null;`);
    this.addSql(`drop trigger website_content_site_changed on website_content;`);
    this.addSql(`create trigger website_content_site_changed after insert or delete on website_content for each row execute function notify_site_changed();`);
    this.addSql(`
      create trigger website_content_published_changed after update on website_content for each row
        when (old.content_value is distinct from new.content_value or old.section_key is distinct from new.section_key
              or old.content_type is distinct from new.content_type or old.website_id is distinct from new.website_id)
        execute function notify_site_changed();`);

    this.addSql(`alter table websites add column requires_review boolean not null default false;`);
    this.addSql(`
      create table content_reviews (
        id uuid primary key,
        website_id uuid not null references websites (id) on delete cascade,
        status varchar(20) not null check (status in ('pending', 'sent_back', 'approved')),
        items jsonb not null,
        requested_by uuid null,
        requested_at timestamptz not null default now(),
        decided_by uuid null,
        decided_at timestamptz null,
        comment text null
      );`);
    this.addSql(`create unique index content_reviews_one_pending_idx on content_reviews (website_id) where status = 'pending';`);
    this.addSql(`create index content_reviews_pending_idx on content_reviews (requested_at, id) where status = 'pending';`);
    this.addSql(`create index content_reviews_website_idx on content_reviews (website_id, requested_at desc);`);

    this.addSql(`
      create table site_preview_links (
        id uuid primary key,
        website_id uuid not null references websites (id) on delete cascade,
        token_hash char(64) not null unique,
        created_by uuid null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz null
      );`);
    this.addSql(`create index site_preview_links_website_idx on site_preview_links (website_id, created_at desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists site_preview_links;`);
    this.addSql(`drop table if exists content_reviews;`);
    this.addSql(`alter table websites drop column requires_review;`);
    this.addSql(`drop trigger website_content_published_changed on website_content;`);
    this.addSql(`drop trigger website_content_site_changed on website_content;`);
    this.addSql(
      `create trigger website_content_site_changed after insert or update or delete on website_content for each row execute function notify_site_changed();`,
    );
    this.addSql(`alter table website_content drop column draft_value;`);
  }
}
