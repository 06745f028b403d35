import { Migration } from '@mikro-orm/migrations';

/**
 * History of every change to a content section or a blog post (docs/product.md §14), written in the same
 * transaction as the change. One row per change: the item's editable fields before and after, the
 * item's version after it (null for a delete), who (a profile; kept as null when the profile goes)
 * and when. `item_label` is the section key or post title at the time, so a deleted item's history
 * still reads well. No foreign key to the item: a deleted post's history is what restores it. The
 * website's history goes with the website. changed_at defaults to clock_timestamp() so that several
 * changes in one transaction keep their order.
 * Indexes: an item's history newest first; a website's timeline newest first.
 */
export class Migration20261124100000Revisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table revisions (
        id uuid primary key,
        website_id uuid not null references websites(id) on delete cascade,
        item_type varchar(10) not null check (item_type in ('section', 'post')),
        item_id uuid not null,
        item_label varchar(200) not null,
        action varchar(10) not null check (action in ('create', 'update', 'lock', 'unlock', 'delete', 'restore')),
        version integer null,
        previous jsonb null,
        next jsonb null,
        changed_by uuid null references profiles(id) on delete set null,
        changed_at timestamptz not null default clock_timestamp()
      );`);
    this.addSql(`create index revisions_item_changed_idx on revisions (item_type, item_id, changed_at desc);`);
    this.addSql(`create index revisions_website_changed_idx on revisions (website_id, changed_at desc);`);
    // ON DELETE SET NULL on a profile scans this column.
    this.addSql(`create index revisions_changed_by_idx on revisions (changed_by) where changed_by is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table revisions;`);
  }
}
