import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientRecord, ClientWebsiteRecordsPort } from '@fw/api-accounts-application';
import { WebsiteFilesPort } from '@fw/api-sites-application';
import { exportRecords } from '@fw/api-shared-infrastructure';

/** The websites context answers a client's merge, export and deletion (accounts): websites, their content and the activity history. */
@Injectable()
export class SitesClientWebsiteRecordsAdapter extends ClientWebsiteRecordsPort {
  constructor(
    private readonly em: EntityManager,
    private readonly files: WebsiteFilesPort,
  ) {
    super();
  }

  async countOwnedBy(ownerIds: readonly string[]): Promise<Map<string, number>> {
    if (!ownerIds.length) return new Map();
    const rows = await this.em.execute<Array<{ id: string; websites: number }>>(
      `select o.id, (select count(*)::int from websites w where w.owner_id = o.id::uuid) as websites from jsonb_array_elements_text(?::jsonb) as o(id)`,
      [JSON.stringify(ownerIds)],
    );
    return new Map(rows.map((r) => [r.id, Number(r.websites)]));
  }

  async moveAll(fromId: string, toId: string): Promise<{ websites: number; activity: number }> {
    const websites = await this.em.execute<Array<{ id: string }>>(`update websites set owner_id = ? where owner_id = ? returning id`, [toId, fromId]);
    const activity = await this.em.execute<Array<{ id: string }>>(`update activity_logs set user_id = ? where user_id = ? returning id`, [toId, fromId]);
    return { websites: websites.length, activity: activity.length };
  }

  async exportFor(ownerId: string): Promise<{ websites: ClientRecord[]; activity: ClientRecord[] }> {
    const websites: ClientRecord[] = await exportRecords(
      this.em,
      `select to_jsonb(w) as record from websites w where w.owner_id = ? order by w.created_at, w.id`,
      [ownerId],
    );
    for (const website of websites) {
      website.sections = await exportRecords(this.em, `select to_jsonb(c) as record from website_content c where c.website_id = ? order by c.section_key`, [
        website.id,
      ]);
      website.posts = await exportRecords(this.em, `select to_jsonb(p) as record from blog_posts p where p.website_id = ? order by p.created_at, p.id`, [
        website.id,
      ]);
    }
    const activity = await exportRecords(
      this.em,
      `select to_jsonb(x) as record from (select id, website_id, action, details, created_at from activity_logs where user_id = ?) x order by x.created_at, x.id`,
      [ownerId],
    );
    return { websites, activity };
  }

  async deleteFor(ownerId: string): Promise<string[]> {
    // Sections, posts, images and their history go with the website (foreign keys on delete cascade).
    const deleted = await this.em.execute<Array<{ id: string }>>(`delete from websites where owner_id = ? returning id`, [ownerId]);
    return deleted.map((row) => row.id);
  }

  async removeFilesOf(websiteIds: readonly string[]): Promise<void> {
    for (const id of websiteIds) await this.files.removeAllOf(id);
  }
}
