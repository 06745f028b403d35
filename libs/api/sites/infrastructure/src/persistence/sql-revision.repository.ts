import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { pgTimestamp } from '@fw/api-shared-infrastructure';
import { OwnerDirectoryPort, RevisionRepositoryPort, revisionKey, RevisionView, TimelineFilter } from '@fw/api-sites-application';
import { ItemSnapshot, Revision, RevisionAction, RevisionItemType } from '@fw/api-sites-domain';

interface RevisionRow {
  id: string;
  website_id: string;
  item_type: RevisionItemType;
  item_id: string;
  item_label: string;
  action: RevisionAction;
  version: number | null;
  previous: ItemSnapshot | null;
  next: ItemSnapshot | null;
  changed_by: string | null;
  changed_at: string | Date;
  total?: number;
}

const COLUMNS = 'r.id, r.website_id, r.item_type, r.item_id, r.item_label, r.action, r.version, r.previous, r.next, r.changed_by, r.changed_at';
const NEWEST_FIRST = 'order by r.changed_at desc, r.id desc';

/** The `insert into revisions` of `revisions` (at least one), for this repository and the content save's journal. */
export function revisionsInsert(revisions: Revision[]): { sql: string; params: unknown[] } {
  const values = revisions.map(() => '(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)').join(', ');
  const params = revisions.flatMap((r) => [
    r.id,
    r.websiteId,
    r.itemType,
    r.itemId,
    r.itemLabel,
    r.action,
    r.version,
    r.previous === null ? null : JSON.stringify(r.previous),
    r.next === null ? null : JSON.stringify(r.next),
    r.changedBy,
  ]);
  return {
    sql: `insert into revisions (id, website_id, item_type, item_id, item_label, action, version, previous, next, changed_by) values ${values}`,
    params,
  };
}

function toRevision(row: RevisionRow): Revision {
  const revision = Revision.of({
    id: row.id,
    websiteId: row.website_id,
    itemType: row.item_type,
    itemId: row.item_id,
    itemLabel: row.item_label,
    action: row.action,
    version: row.version,
    previous: row.previous,
    next: row.next,
    changedBy: row.changed_by,
  });
  revision.changedAt = pgTimestamp(row.changed_at);
  return revision;
}

/**
 * The revisions table in plain SQL through the context's EntityManager, so writes and locking
 * reads run in the unit of work's transaction. Rows are never tracked by the ORM (history is
 * written once and never edited).
 */
@Injectable()
export class SqlRevisionRepository extends RevisionRepositoryPort {
  constructor(
    private readonly em: EntityManager,
    private readonly people: OwnerDirectoryPort,
  ) {
    super();
  }

  /** Each revision with who made it (their name, else their e-mail), asked of the accounts context in one read. */
  private async views(rows: RevisionRow[]): Promise<RevisionView[]> {
    const people = await this.people.findOwners([...new Set(rows.flatMap((r) => (r.changed_by ? [r.changed_by] : [])))]);
    return rows.map((row) => {
      const person = row.changed_by ? people.get(row.changed_by) : undefined;
      return { revision: toRevision(row), changedBy: row.changed_by ? { id: row.changed_by, name: person ? (person.fullName ?? person.email) : '' } : null };
    });
  }

  async append(...revisions: Revision[]): Promise<void> {
    if (!revisions.length) return;
    const insert = revisionsInsert(revisions);
    const rows = await this.em.execute<Array<{ id: string; changed_at: string }>>(`${insert.sql} returning id, changed_at`, insert.params);
    const at = new Map(rows.map((row) => [row.id, pgTimestamp(row.changed_at)]));
    for (const r of revisions) r.changedAt = at.get(r.id) ?? new Date();
  }

  async findById(id: string): Promise<Revision | null> {
    const [row] = await this.em.execute<RevisionRow[]>(`select ${COLUMNS} from revisions r where r.id = ?`, [id]);
    return row ? toRevision(row) : null;
  }

  async listForItem(itemType: RevisionItemType, itemId: string, limit: number): Promise<RevisionView[]> {
    const rows = await this.em.execute<RevisionRow[]>(`select ${COLUMNS} from revisions r where r.item_type = ? and r.item_id = ? ${NEWEST_FIRST} limit ?`, [
      itemType,
      itemId,
      limit,
    ]);
    return this.views(rows);
  }

  async listDeletedPosts(websiteId: string, since: Date): Promise<RevisionView[]> {
    const rows = await this.em.execute<RevisionRow[]>(
      `select * from (
         select distinct on (r.item_id) ${COLUMNS} from revisions r
         where r.website_id = ? and r.item_type = 'post' and r.action = 'delete' and r.changed_at >= ?
           and not exists (select 1 from blog_posts b where b.id = r.item_id)
         order by r.item_id, r.changed_at desc, r.id desc
       ) r ${NEWEST_FIRST}`,
      [websiteId, since],
    );
    return this.views(rows);
  }

  async lockLatestDeletion(websiteId: string, postId: string, since: Date): Promise<Revision | null> {
    const [row] = await this.em.execute<RevisionRow[]>(
      `select ${COLUMNS} from revisions r
       where r.item_type = 'post' and r.item_id = ? and r.website_id = ? and r.action = 'delete' and r.changed_at >= ?
       ${NEWEST_FIRST} limit 1 for update`,
      [postId, websiteId, since],
    );
    return row ? toRevision(row) : null;
  }

  async idsOfVersions(refs: Array<{ itemType: RevisionItemType; itemId: string; version: number }>): Promise<Map<string, string>> {
    if (!refs.length) return new Map();
    const rows = await this.em.execute<Array<{ id: string; item_id: string; version: number }>>(
      `select distinct on (r.item_id, r.version) r.id, r.item_id, r.version from revisions r
        where (r.item_type, r.item_id, r.version) in (${refs.map(() => '(?, ?::uuid, ?::int)').join(', ')})
        order by r.item_id, r.version, r.changed_at desc, r.id desc`,
      refs.flatMap((r) => [r.itemType, r.itemId, r.version]),
    );
    return new Map(rows.map((row) => [revisionKey(row.item_id, row.version), row.id]));
  }

  async lastVersion(itemType: RevisionItemType, itemId: string): Promise<number> {
    const [row] = await this.em.execute<Array<{ version: number }>>(
      `select coalesce(max(version), 0)::int as version from revisions where item_type = ? and item_id = ?`,
      [itemType, itemId],
    );
    return row?.version ?? 0;
  }

  async timeline(websiteId: string, filter: TimelineFilter, page: { offset: number; limit: number }): Promise<{ items: RevisionView[]; total: number }> {
    // One text whatever the filters (absent ones are null), read along revisions_website_changed_idx.
    const where = `r.website_id = ? and (?::uuid is null or r.changed_by = ?::uuid)
      and (?::timestamptz is null or r.changed_at >= ?::timestamptz) and (?::timestamptz is null or r.changed_at < ?::timestamptz)`;
    const changedBy = filter.changedBy ?? null;
    const from = filter.from ?? null;
    const before = filter.before ?? null;
    const params = [websiteId, changedBy, changedBy, from, from, before, before];
    const rows = await this.em.execute<RevisionRow[]>(
      `select ${COLUMNS}, (count(*) over ())::int as total from revisions r where ${where} ${NEWEST_FIRST} limit ? offset ?`,
      [...params, page.limit, page.offset],
    );
    if (rows.length) return { items: await this.views(rows), total: rows[0].total ?? rows.length };
    // A page past the end carries no total: count alone.
    const [count] =
      page.offset > 0
        ? await this.em.execute<Array<{ total: number }>>(`select count(*)::int as total from revisions r where ${where}`, params)
        : [{ total: 0 }];
    return { items: [], total: count?.total ?? 0 };
  }
}
