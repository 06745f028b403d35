import { Migration } from '@mikro-orm/migrations';

/**
 * The text every section and post held before history was kept, as its first revision ('create',
 * author unknown, dated when the item was last written, at its current version), so that the first
 * overwrite after an upgrade can be undone too. Without it, History listed only the new text and
 * the old one was gone, the very loss docs/product.md §14 is about. Items that already have a revision are
 * left alone, so running it again adds nothing. The demo seed runs it after inserting its rows.
 * Snapshots as sectionSnapshot/postSnapshot (sites domain) build them.
 */
export const BASELINE_REVISIONS_SQL = `
insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next, changed_by, changed_at)
select gen_random_uuid(), c.website_id, 'section', c.id, c.section_key, 'create', c.version, null,
       jsonb_build_object('content_value', c.content_value, 'is_locked', c.is_locked), null, c.updated_at
  from website_content c
 where not exists (select 1 from revisions r where r.item_type = 'section' and r.item_id = c.id);
insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next, changed_by, changed_at)
select gen_random_uuid(), p.website_id, 'post', p.id, left(p.title, 200), 'create', p.version, null,
       jsonb_build_object('title', p.title, 'content', p.content, 'published', p.published,
                          'publish_at', to_char(p.publish_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
       null, p.updated_at
  from blog_posts p
 where not exists (select 1 from revisions r where r.item_type = 'post' and r.item_id = p.id);`;

export class Migration20261124300000RevisionBaselines extends Migration {
  override async up(): Promise<void> {
    this.addSql(BASELINE_REVISIONS_SQL);
  }

  override async down(): Promise<void> {
    // Nothing: a baseline cannot be told apart from provisioning's own first revisions, and it is
    // harmless history (the revisions migration's down drops the table).
  }
}
