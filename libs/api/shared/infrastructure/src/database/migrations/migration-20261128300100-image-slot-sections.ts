import { Migration } from '@mikro-orm/migrations';

/**
 * Websites made before their templates had image slots get those sections, empty, so Edit Content
 * shows a picker for each. The keys are the templates' manifests' (libs/shared/site-templates):
 * every template has the main photo, about photo, logo and tab icon; all but Professional Services
 * a gallery. A new website gets them from its template when it is made; this only fills the gap
 * once, and never touches a section that exists.
 */
export class Migration20261128300100ImageSlotSections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into website_content (id, website_id, section_key, content_type, content_value, is_locked)
      select gen_random_uuid(), w.id, slot.key, 'image', '', false
        from websites w
        cross join (values ('hero_image'), ('about_image'), ('gallery'), ('site_logo'), ('site_favicon')) as slot (key)
       where not (slot.key = 'gallery' and lower(trim(coalesce(w.template, ''))) in ('professional', 'professional services'))
      on conflict (website_id, section_key) do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      delete from website_content
       where section_key in ('about_image', 'gallery', 'site_logo', 'site_favicon') and content_value = '' and draft_value is null;`);
  }
}
