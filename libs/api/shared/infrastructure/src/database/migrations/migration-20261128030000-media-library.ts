import { Migration } from '@mikro-orm/migrations';

/**
 * The media library: one row per image of a website, and each website's bytes in use. Uploads
 * add to media_usage with one conditional UPDATE (row-locked), so uploads running at once on any
 * replica cannot together pass the quota.
 */
export class Migration20261128030000MediaLibrary extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table media_images (
        id uuid primary key,
        website_id uuid not null references websites(id) on delete cascade,
        filename varchar(200) not null,
        mime_type varchar(40) not null,
        source_key varchar(300) not null,
        source_bytes bigint not null check (source_bytes >= 0),
        width integer not null,
        height integer not null,
        alt_text varchar(300) null,
        focal_x double precision not null default 0.5 check (focal_x between 0 and 1),
        focal_y double precision not null default 0.5 check (focal_y between 0 and 1),
        status varchar(20) not null default 'processing',
        revision integer not null default 1,
        content_hash varchar(64) null,
        placeholder varchar(200) null,
        variants jsonb not null default '[]',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index media_images_website_idx on media_images (website_id, created_at desc);`);
    this.addSql(`
      create table media_usage (
        website_id uuid primary key references websites(id) on delete cascade,
        used_bytes bigint not null default 0 check (used_bytes >= 0)
      );`);
    // A cached site page lists image addresses: an image made ready, replaced or re-described drops the website's pages.
    this.addSql(
      `create trigger media_images_site_changed after insert or update or delete on media_images for each row execute function notify_site_changed();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists media_images_site_changed on media_images;`);
    this.addSql(`drop table if exists media_usage;`);
    this.addSql(`drop table if exists media_images;`);
  }
}
