import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { pgTimestamp } from '@fw/api-shared-infrastructure';
import { ContentSectionRepositoryPort, OwnerContentSave, SectionChanges, SectionValueChange } from '@fw/api-sites-application';
import { CONTENT_UPDATED_ACTION, ContentSection, SectionKeyTakenError } from '@fw/api-sites-domain';
import { ContentSectionSchema } from './sites.schemas';

/**
 * The editor's save (saveValuesOfOwner) in one statement, atomic on its own. `input` is the batch
 * (a JSON parameter). `requested` locks the requested rows of the owner's website (FOR UPDATE: a
 * row another transaction is changing is waited for and read as that transaction left it), so
 * `verdict` judges the latest versions and locks, and nobody can change them before this statement
 * ends. `updated` writes only when the verdict allows the whole batch (every id the owner's,
 * unlocked, at the sent version), and only values that differ. `revised` writes each written
 * section's revision (what sectionSnapshot keeps: content_value and is_locked, before and after);
 * `touched` and `logged` run only when something was written. The final select reads the
 * statement's snapshot, so it takes the written rows from `updated` and the requested ones' lock
 * and version from `requested`: every section of the website after the save. No website: no row
 * at all; a website without sections: one row with null section columns.
 */
export const SAVE_OWNER_CONTENT_SQL = `
with input as (
  select * from jsonb_to_recordset(?::jsonb) as i(id uuid, value text, version int)
),
site as (
  select id from websites where owner_id = ? order by created_at asc, id asc limit 1
),
requested as (
  select c.id, c.is_locked, c.version, c.content_value, i.version as sent_version, c.content_value is distinct from i.value as differs
    from input i join website_content c on c.id = i.id and c.website_id = (select id from site)
     for update of c
),
verdict as (
  select (select count(*) from requested) = (select count(*) from input)
     and not exists (select 1 from requested where is_locked or version <> sent_version) as allowed
),
updated as (
  update website_content s
     set content_value = i.value, version = s.version + 1, updated_at = now()
    from input i
   where s.id = i.id and s.website_id = (select id from site) and s.version = i.version and not s.is_locked
     and s.content_value is distinct from i.value and (select allowed from verdict)
  returning s.id, s.section_key, s.content_value, s.is_locked, s.version, s.updated_at
),
revised as (
  insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next, changed_by)
  select gen_random_uuid(), (select id from site), 'section', u.id, u.section_key, 'update', u.version,
         jsonb_build_object('content_value', r.content_value, 'is_locked', r.is_locked),
         jsonb_build_object('content_value', u.content_value, 'is_locked', u.is_locked), ?
    from updated u join requested r on r.id = u.id
),
touched as (
  update websites set updated_at = now() where id = (select id from site) and exists (select 1 from updated)
),
logged as (
  insert into activity_logs (id, user_id, website_id, action, details)
  select ?, ?, (select id from site), ?, jsonb_build_object('sections', jsonb_agg(section_key order by section_key collate "C"))
    from updated having count(*) > 0
)
select site.id as website_id, c.id, c.section_key, c.content_type, coalesce(r.is_locked, c.is_locked) as is_locked, c.created_at,
       coalesce(u.content_value, c.content_value) as content_value,
       coalesce(u.version, c.version) as version,
       coalesce(u.updated_at, c.updated_at) as updated_at,
       r.version as read_version, r.differs, r.id is not null as requested, u.id is not null as written
  from site
  left join website_content c on c.website_id = site.id
  left join updated u on u.id = c.id
  left join requested r on r.id = c.id
 order by c.section_key collate "C"`;

interface SaveRow {
  website_id: string;
  id: string | null;
  section_key: string;
  content_type: string;
  is_locked: boolean;
  created_at: string | Date;
  content_value: string;
  version: number;
  updated_at: string | Date;
  read_version: number | null;
  differs: boolean | null;
  requested: boolean;
  written: boolean;
}

/**
 * Sections are never tracked by the unit of work: reads bypass the identity map (always fresh rows)
 * and writes are single SQL statements, the updates guarded by `where id = ? and version = ?`.
 */
@Injectable()
export class MikroOrmContentSectionRepository extends ContentSectionRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: string): Promise<ContentSection | null> {
    return this.em.findOne(ContentSectionSchema, { id }, { disableIdentityMap: true });
  }

  listByWebsite(websiteId: string): Promise<ContentSection[]> {
    return this.em.find(ContentSectionSchema, { websiteId }, { orderBy: { sectionKey: 'asc' }, disableIdentityMap: true });
  }

  async findInWebsite(websiteId: string, ids: string[]): Promise<ContentSection[]> {
    if (!ids.length) return [];
    return this.em.find(ContentSectionSchema, { websiteId, id: { $in: ids } }, { disableIdentityMap: true });
  }

  async insert(section: ContentSection): Promise<void> {
    try {
      await this.em.insert(ContentSectionSchema, {
        id: section.id,
        websiteId: section.websiteId,
        sectionKey: section.sectionKey,
        contentType: section.contentType,
        contentValue: section.contentValue,
        isLocked: section.isLocked,
        version: section.version,
      } as ContentSection);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new SectionKeyTakenError(section.sectionKey);
      throw error;
    }
  }

  async updateIfVersion(
    id: string,
    expectedVersion: number,
    changes: SectionChanges,
    options: { onlyIfUnlocked?: boolean } = {},
  ): Promise<ContentSection | null> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<ContentSection>;
    let affected: number;
    try {
      affected = await this.em.nativeUpdate(
        ContentSectionSchema,
        { id, version: expectedVersion, ...(options.onlyIfUnlocked ? { isLocked: false } : {}) },
        { ...set, version: expectedVersion + 1, updatedAt: new Date() },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && changes.sectionKey) throw new SectionKeyTakenError(changes.sectionKey);
      throw error;
    }
    return affected === 1 ? this.findById(id) : null;
  }

  async saveValuesOfOwner(ownerId: string, changes: SectionValueChange[], activityId: string): Promise<OwnerContentSave> {
    const input = JSON.stringify(changes.map((c) => ({ id: c.id, value: c.contentValue, version: c.version })));
    // One statement: its own transaction (or a part of the caller's unit of work, if any).
    const rows = await this.em.execute<SaveRow[]>(SAVE_OWNER_CONTENT_SQL, [input, ownerId, ownerId, activityId, ownerId, CONTENT_UPDATED_ACTION]);
    if (!rows.length) return { websiteId: null, requested: [], sections: [] };
    const outcome: OwnerContentSave = { websiteId: rows[0].website_id, requested: [], sections: [] };
    for (const row of rows) {
      if (row.id === null) continue;
      // Plain objects, as the reads return them (never saved through the ORM).
      outcome.sections.push({
        id: row.id,
        websiteId: row.website_id,
        sectionKey: row.section_key,
        contentType: row.content_type,
        contentValue: row.content_value,
        isLocked: row.is_locked,
        version: row.version,
        createdAt: pgTimestamp(row.created_at),
        updatedAt: pgTimestamp(row.updated_at),
      });
      if (row.requested) {
        outcome.requested.push({ id: row.id, sectionKey: row.section_key, isLocked: row.is_locked, version: row.read_version ?? row.version, differs: !!row.differs, written: row.written });
      }
    }
    return outcome;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.em.nativeDelete(ContentSectionSchema, { id })) > 0;
  }
}
