import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { pgTimestamp } from '@fw/api-shared-infrastructure';
import { PreviewLinkRepositoryPort } from '@fw/api-sites-application';
import { PreviewLink } from '@fw/api-sites-domain';

interface LinkRow {
  id: string;
  website_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: string | Date;
  expires_at: string | Date;
  revoked_at: string | Date | null;
}

const COLUMNS = 'id, website_id, token_hash, created_by, created_at, expires_at, revoked_at';

const toLink = (row: LinkRow): PreviewLink =>
  Object.assign(new PreviewLink(), {
    id: row.id,
    websiteId: row.website_id,
    tokenHash: row.token_hash,
    createdBy: row.created_by,
    createdAt: pgTimestamp(row.created_at),
    expiresAt: pgTimestamp(row.expires_at),
    revokedAt: row.revoked_at === null ? null : pgTimestamp(row.revoked_at),
  });

/** site_preview_links in plain SQL. */
@Injectable()
export class SqlPreviewLinkRepository extends PreviewLinkRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async insert(link: PreviewLink): Promise<void> {
    await this.em.execute(`insert into site_preview_links (id, website_id, token_hash, created_by, created_at, expires_at) values (?, ?, ?, ?, ?, ?)`, [
      link.id,
      link.websiteId,
      link.tokenHash,
      link.createdBy,
      link.createdAt,
      link.expiresAt,
    ]);
  }

  async save(link: PreviewLink): Promise<void> {
    await this.em.execute(`update site_preview_links set revoked_at = ? where id = ?`, [link.revokedAt, link.id]);
  }

  async findByTokenHash(tokenHash: string): Promise<PreviewLink | null> {
    const rows = await this.em.execute<LinkRow[]>(`select ${COLUMNS} from site_preview_links where token_hash = ?`, [tokenHash]);
    return rows[0] ? toLink(rows[0]) : null;
  }

  async findInWebsite(websiteId: string, id: string): Promise<PreviewLink | null> {
    const rows = await this.em.execute<LinkRow[]>(`select ${COLUMNS} from site_preview_links where website_id = ? and id = ?`, [websiteId, id]);
    return rows[0] ? toLink(rows[0]) : null;
  }

  async listByWebsite(websiteId: string, limit: number): Promise<PreviewLink[]> {
    const rows = await this.em.execute<LinkRow[]>(`select ${COLUMNS} from site_preview_links where website_id = ? order by created_at desc, id desc limit ?`, [
      websiteId,
      limit,
    ]);
    return rows.map(toLink);
  }
}
