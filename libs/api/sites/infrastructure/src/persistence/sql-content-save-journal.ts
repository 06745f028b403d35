import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ContentSaveJournalPort } from '@fw/api-sites-application';
import { ActivityEntry, Revision } from '@fw/api-sites-domain';
import { revisionsInsert } from './sql-revision.repository';

/**
 * The revisions, the activity entry and the website's updated_at of a content save in one
 * statement (data-modifying CTEs), in the unit of work's transaction: a save's cost is mostly its
 * round trips. What to write was decided by the domain; this only stores it.
 */
@Injectable()
export class SqlContentSaveJournal extends ContentSaveJournalPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async record(websiteId: string, revisions: Revision[], activity: ActivityEntry): Promise<void> {
    const params: unknown[] = [];
    const ctes: string[] = [];
    if (revisions.length) {
      const insert = revisionsInsert(revisions);
      ctes.push(`revs as (${insert.sql})`);
      params.push(...insert.params);
    }
    ctes.push('act as (insert into activity_logs (id, user_id, website_id, action, details) values (?, ?, ?, ?, ?::jsonb))');
    params.push(activity.id, activity.userId, activity.websiteId, activity.action, JSON.stringify(activity.details), websiteId);
    await this.em.execute(`with ${ctes.join(', ')} update websites set updated_at = now() where id = ?`, params);
  }
}
