import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MediaQuotaPort } from '@fw/api-media-application';
import { MediaQuotaExceededError } from '@fw/api-media-domain';

/**
 * Usage per website in media_usage. `reserve` is one statement that adds the bytes only while the
 * sum stays within the quota: PostgreSQL locks the row for the update, so concurrent uploads queue
 * on it and each sees the total the previous one left (no check-then-act window).
 */
@Injectable()
export class SqlMediaQuotaAdapter extends MediaQuotaPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async reserve(websiteId: string, bytes: number, quotaBytes: number): Promise<void> {
    const rows = await this.em.execute<Array<{ used_bytes: string }>>(
      `insert into media_usage (website_id, used_bytes) select ?, ? where ? <= ?
       on conflict (website_id) do update set used_bytes = media_usage.used_bytes + excluded.used_bytes
       where media_usage.used_bytes + excluded.used_bytes <= ?
       returning used_bytes`,
      [websiteId, bytes, bytes, quotaBytes, quotaBytes],
    );
    if (rows.length === 0) throw new MediaQuotaExceededError(await this.usedBytes(websiteId), quotaBytes);
  }

  async release(websiteId: string, bytes: number): Promise<void> {
    await this.em.execute(`update media_usage set used_bytes = greatest(0, used_bytes - ?) where website_id = ?`, [bytes, websiteId]);
  }

  async usedBytes(websiteId: string): Promise<number> {
    const rows = await this.em.execute<Array<{ used_bytes: string }>>(`select used_bytes from media_usage where website_id = ?`, [websiteId]);
    return rows.length ? Number(rows[0].used_bytes) : 0;
  }
}
