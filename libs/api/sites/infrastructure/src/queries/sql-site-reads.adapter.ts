import { Injectable } from '@nestjs/common';
import { pgTimestamp, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { PublicContent, SiteReadsPort, WebsiteSnapshot, WebsiteView } from '@fw/api-sites-application';
import type { ContentSection } from '@fw/api-sites-domain';

const websiteByDomain = sqlStatement('sites_public_website', `select id, name, domain, template from websites where domain = $1`);
const publicSections = sqlStatement('sites_public_sections', `select section_key, content_value from website_content where website_id = $1`);
const ownedWebsite = sqlStatement(
  'sites_owned_website',
  `select w.id, w.name, w.domain, w.template, w.owner_id, w.created_at, w.updated_at, p.full_name as owner_full_name, p.email as owner_email
     from websites w left join profiles p on p.id = w.owner_id
    where w.owner_id = $1 order by w.created_at asc, w.id asc limit 1`,
);
const websiteSections = sqlStatement(
  'sites_website_sections',
  `select id, website_id, section_key, content_type, content_value, is_locked, version, created_at, updated_at from website_content where website_id = $1`,
);

interface WebsiteRow {
  id: string;
  name: string;
  domain: string | null;
  template: string | null;
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  owner_full_name: string | null;
  owner_email: string | null;
}

interface SectionRow {
  id: string;
  website_id: string;
  section_key: string;
  content_type: string;
  content_value: string;
  is_locked: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

// Plain objects, not entity instances: MikroORM's property accessors on entity prototypes make
// every field assignment costly, and these snapshots are never saved.
function toWebsite(row: WebsiteRow): WebsiteSnapshot {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    template: row.template,
    ownerId: row.owner_id,
    createdAt: pgTimestamp(row.created_at),
    updatedAt: pgTimestamp(row.updated_at),
  };
}

function toSection(row: SectionRow): ContentSection {
  return {
    id: row.id,
    websiteId: row.website_id,
    sectionKey: row.section_key,
    contentType: row.content_type,
    contentValue: row.content_value,
    isLocked: row.is_locked,
    version: row.version,
    createdAt: pgTimestamp(row.created_at),
    updatedAt: pgTimestamp(row.updated_at),
  };
}

/** SiteReadsPort in plain SQL (see SqlReader for why). */
@Injectable()
export class SqlSiteReadsAdapter extends SiteReadsPort {
  constructor(private readonly sql: SqlReader) {
    super();
  }

  async publicContent(domain: string): Promise<PublicContent | null> {
    const site = await this.sql.first<{ id: string; name: string; domain: string; template: string | null }>(websiteByDomain, [domain]);
    if (!site) return null;
    const sections = await this.sql.rows<{ section_key: string; content_value: string }>(publicSections, [site.id]);
    return {
      website: { name: site.name, domain: site.domain, template: site.template },
      sections: sections.map((s) => ({ sectionKey: s.section_key, contentValue: s.content_value })),
    };
  }

  async ownedWebsite(ownerId: string): Promise<{ website: WebsiteView; sections: ContentSection[] } | null> {
    const row = await this.sql.first<WebsiteRow>(ownedWebsite, [ownerId]);
    if (!row) return null;
    const sections = await this.sql.rows<SectionRow>(websiteSections, [row.id]);
    const owner = row.owner_id && row.owner_email ? { id: row.owner_id, fullName: row.owner_full_name, email: row.owner_email } : null;
    return { website: { website: toWebsite(row), owner }, sections: sections.map(toSection) };
  }
}
