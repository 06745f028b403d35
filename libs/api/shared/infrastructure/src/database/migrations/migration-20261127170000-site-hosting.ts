import { Migration } from '@mikro-orm/migrations';

/** Lower-case ASCII words joined by hyphens, at most 60 characters (the domain's slug rule, for the backfill). */
const slugOf = (column: string) => `coalesce(nullif(left(trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g')), 60), ''), 'site')`;

/**
 * Hosting clients' websites:
 * - `websites.slug`: the platform address `{slug}.{SITES_DOMAIN}`; unique, backfilled from names,
 *   given by the website repository to new websites (null only for rows written by raw SQL).
 * - `websites.domain_status` / `domain_status_reason` / `domain_checked_at`: the custom domain's DNS
 *   check (waiting_for_dns, live, error); Caddy's on-demand TLS asks for `live` ones only.
 * - `blog_posts.slug` (unique per website) and `blog_post_slugs`: the slugs a post had before, kept
 *   after a title change (301 to the current one) and after deletion (410); no foreign key to the
 *   post, which may be gone.
 * - `(website_id, created_at desc, id desc)`: the blog index reads a page of posts in order.
 * - `site_leads`: messages from a client's site contact form, the client's own leads.
 * - `site_changed` notifications on every write to what a site shows, sent by PostgreSQL at commit,
 *   so every replica's page cache drops that site's pages whichever code path wrote.
 */
export class Migration20261127170000SiteHosting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table websites
      add column slug varchar(63) null,
      add column domain_status varchar(20) null check (domain_status in ('waiting_for_dns', 'live', 'error')),
      add column domain_status_reason varchar(300) null,
      add column domain_checked_at timestamptz null;`);
    this.addSql(`
      update websites w set slug = s.slug from (
        select id, case when n = 1 then base else left(base, 56) || '-' || n end as slug
          from (select id, ${slugOf('name')} as base,
                       row_number() over (partition by ${slugOf('name')} order by created_at, id) as n
                  from websites) b
      ) s where s.id = w.id;`);
    this.addSql(`alter table websites add constraint websites_slug_unique unique (slug);`);
    this.addSql(`update websites set domain_status = 'waiting_for_dns' where domain is not null;`);

    this.addSql(`alter table blog_posts add column slug varchar(80) null;`);
    this.addSql(`
      update blog_posts p set slug = s.slug from (
        select id, case when n = 1 then base else left(base, 56) || '-' || n end as slug
          from (select id, ${slugOf('title')} as base,
                       row_number() over (partition by website_id, ${slugOf('title')} order by created_at, id) as n
                  from blog_posts) b
      ) s where s.id = p.id;`);
    this.addSql(`
      create table blog_post_slugs (
        website_id uuid not null references websites (id) on delete cascade,
        slug varchar(80) not null,
        post_id uuid not null,
        created_at timestamptz not null default now(),
        primary key (website_id, slug)
      );`);
    this.addSql(`create unique index blog_posts_website_slug_idx on blog_posts (website_id, slug);`);
    // The id tie-breaker too, so a page deep in a long blog is read in index order.
    this.addSql(`drop index blog_posts_website_created_idx;`);
    this.addSql(`create index blog_posts_website_created_idx on blog_posts (website_id, created_at desc, id desc);`);

    this.addSql(`
      create table site_leads (
        id uuid primary key,
        website_id uuid not null references websites (id) on delete cascade,
        name varchar(100) not null,
        email varchar(254) not null,
        phone varchar(40) null,
        message text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index site_leads_website_created_idx on site_leads (website_id, created_at desc, id desc);`);

    this.addSql(`
      create function notify_site_changed() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'websites' then
          perform pg_notify('site_changed', coalesce(new.id, old.id)::text);
        else
          perform pg_notify('site_changed', coalesce(new.website_id, old.website_id)::text);
          if tg_op = 'UPDATE' and new.website_id is distinct from old.website_id then
            perform pg_notify('site_changed', old.website_id::text);
          end if;
        end if;
        return null;
      end $$;`);
    for (const table of ['websites', 'website_content', 'blog_posts']) {
      this.addSql(`create trigger ${table}_site_changed after insert or update or delete on ${table} for each row execute function notify_site_changed();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['websites', 'website_content', 'blog_posts']) this.addSql(`drop trigger ${table}_site_changed on ${table};`);
    this.addSql(`drop function notify_site_changed();`);
    this.addSql(`drop table site_leads;`);
    this.addSql(`drop index blog_posts_website_created_idx;`);
    this.addSql(`create index blog_posts_website_created_idx on blog_posts (website_id, created_at desc);`);
    this.addSql(`drop table blog_post_slugs;`);
    this.addSql(`drop index blog_posts_website_slug_idx;`);
    this.addSql(`alter table blog_posts drop column slug;`);
    this.addSql(`alter table websites drop column slug, drop column domain_status, drop column domain_status_reason, drop column domain_checked_at;`);
  }
}
