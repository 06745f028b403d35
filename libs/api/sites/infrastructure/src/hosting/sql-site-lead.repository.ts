import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SiteLeadRepositoryPort } from '@fw/api-sites-application';
import { SiteLead } from '@fw/api-sites-domain';

interface LeadRow {
  id: string;
  website_id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  created_at: Date;
}

/** Site leads in plain SQL on the request's EntityManager (inside the use case's transaction). */
@Injectable()
export class SqlSiteLeadRepository extends SiteLeadRepositoryPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(lead: SiteLead): Promise<void> {
    await this.em.execute(`insert into site_leads (id, website_id, name, email, phone, message, created_at) values (?, ?, ?, ?, ?, ?, ?)`, [
      lead.id,
      lead.websiteId,
      lead.name,
      lead.email,
      lead.phone,
      lead.message,
      lead.createdAt,
    ]);
  }

  async listByWebsite(websiteId: string, limit: number): Promise<SiteLead[]> {
    const rows = await this.em.execute<LeadRow[]>(
      `select id, website_id, name, email, phone, message, created_at from site_leads where website_id = ? order by created_at desc, id desc limit ?`,
      [websiteId, limit],
    );
    return rows.map((r) =>
      Object.assign(new SiteLead(), {
        id: r.id,
        websiteId: r.website_id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
        createdAt: new Date(r.created_at),
      }),
    );
  }
}
