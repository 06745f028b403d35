import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { pgTimestamp } from '@fw/api-shared-infrastructure';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentSectionRepositoryPort, OwnedContent, SectionChanges, VersionedWrite } from '@fw/api-sites-application';
import { ContentSection, SectionKeyTakenError } from '@fw/api-sites-domain';
import { ContentSectionSchema } from './sites.schemas';

interface SectionRow {
  id: string;
  website_id: string;
  section_key: string;
  content_type: string;
  content_value: string;
  draft_value: string | null;
  is_locked: boolean;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
}

const SECTION_COLUMNS = 'c.id, c.website_id, c.section_key, c.content_type, c.content_value, c.draft_value, c.is_locked, c.version, c.created_at, c.updated_at';

function toSection(row: SectionRow): ContentSection {
  return Object.assign(new ContentSection(), {
    id: row.id,
    websiteId: row.website_id,
    sectionKey: row.section_key,
    contentType: row.content_type,
    contentValue: row.content_value,
    draftValue: row.draft_value,
    isLocked: row.is_locked,
    version: row.version,
    createdAt: pgTimestamp(row.created_at),
    updatedAt: pgTimestamp(row.updated_at),
  });
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
        draftValue: section.draftValue,
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
    let rows: SectionRow[];
    try {
      // One round trip: the conditional update answers the row it wrote (RETURNING), none when the
      // version (or the lock) no longer matches.
      rows = await this.em
        .createQueryBuilder(ContentSectionSchema)
        .update({ ...set, version: expectedVersion + 1, updatedAt: new Date() })
        .where({ id, version: expectedVersion, ...(options.onlyIfUnlocked ? { isLocked: false } : {}) })
        .returning(['id', 'websiteId', 'sectionKey', 'contentType', 'contentValue', 'draftValue', 'isLocked', 'version', 'createdAt', 'updatedAt'])
        .execute<SectionRow[]>('all', false);
    } catch (error) {
      // The query builder passes the driver's error on as it is; the platform names it.
      const named =
        error instanceof Error
          ? this.em
              .getPlatform()
              .getExceptionConverter()
              .convertException(error as Error & { code?: string })
          : error;
      if (named instanceof UniqueConstraintViolationException && changes.sectionKey) throw new SectionKeyTakenError(changes.sectionKey);
      throw error;
    }
    // A plain object, not merged into the identity map: a merge would only snapshot it for a flush
    // that has nothing to write (a measurable part of a save's CPU).
    return rows[0] ? toSection(rows[0]) : null;
  }

  async findOwnedContent(ownerId: string): Promise<OwnedContent | null> {
    // The website row comes once per section (or once, with null section columns, when it has none).
    const rows = await this.em.execute<Array<Partial<SectionRow> & { owned_website_id: string; template: string | null; requires_review: boolean }>>(
      `select w.id as owned_website_id, w.template, w.requires_review, ${SECTION_COLUMNS}
         from (select id, template, requires_review from websites where owner_id = ? order by created_at asc, id asc limit 1) w
         left join website_content c on c.website_id = w.id
        order by c.section_key collate "C"`,
      [ownerId],
    );
    if (!rows.length) return null;
    return {
      websiteId: rows[0].owned_website_id,
      template: rows[0].template,
      requiresReview: rows[0].requires_review,
      sections: rows.filter((row) => row.id).map((row) => toSection(row as SectionRow)),
    };
  }

  async updateManyIfVersion(writes: VersionedWrite[], options: { asAdmin?: boolean } = {}): Promise<ContentSection[]> {
    if (!writes.length) return [];
    // One statement for the whole batch; each row only where it is still at the planned version (and unlocked).
    const rows = await this.em.execute<SectionRow[]>(
      `update website_content c
          set content_value = v.content_value, draft_value = v.draft_value, version = c.version + 1, updated_at = now()
         from jsonb_to_recordset(?::jsonb) as v(id uuid, version int, content_value text, draft_value text)
        where c.id = v.id and c.version = v.version${options.asAdmin ? '' : ' and c.is_locked = false'}
       returning ${SECTION_COLUMNS}`,
      [JSON.stringify(writes.map((w) => ({ id: w.id, version: w.version, content_value: w.contentValue, draft_value: w.draftValue })))],
    );
    return rows.map(toSection);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.em.nativeDelete(ContentSectionSchema, { id })) > 0;
  }
}
