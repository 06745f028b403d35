import { Injectable } from '@nestjs/common';
import { pgTimestamp, SqlReader, sqlStatement } from '@fw/api-shared-infrastructure';
import { OwnerDirectoryPort, PublicContent, SectionView, SiteReadsPort, WebsiteSnapshot, WebsiteView } from '@fw/api-sites-application';

// The public read: the domain's website with its sections joined, in one round trip (the
// website's columns repeat on every section row; a website without sections comes back as one row
// with null section columns). The domain is unique.
const publicContent = sqlStatement(
  'sites_public_content',
  `select w.name, w.domain, w.template, c.section_key, c.content_value
     from websites w left join website_content c on c.website_id = w.id
    where w.domain = $1`,
);
// The client's editor read: the website with its sections joined (website columns repeat on every
// section row; a website without sections comes back as one row with null section columns), then
// its owner from the accounts context.
const ownedWebsite = sqlStatement(
  'sites_owned_website_content',
  `select w.id, w.name, w.slug, w.domain, w.domain_status, w.template, w.owner_id, w.status, w.requires_review, w.created_at, w.updated_at,
          c.id as section_id, c.section_key, c.content_type, c.content_value, c.draft_value, c.is_locked, c.version,
          c.created_at as section_created_at, c.updated_at as section_updated_at
     from (select * from websites where owner_id = $1 order by created_at asc, id asc limit 1) w
     left join website_content c on c.website_id = w.id`,
);

interface WebsiteRow {
  id: string;
  name: string;
  slug: string | null;
  domain: string | null;
  domain_status: WebsiteSnapshot['domainStatus'];
  template: string | null;
  owner_id: string | null;
  status: WebsiteSnapshot['status'];
  requires_review: boolean;
  created_at: string;
  updated_at: string;
}

interface SectionColumns {
  section_id: string | null;
  section_key: string;
  content_type: string;
  content_value: string;
  draft_value: string | null;
  is_locked: boolean;
  version: number;
  section_created_at: string;
  section_updated_at: string;
}

// Plain objects, not entity instances: MikroORM's property accessors on entity prototypes make
// every field assignment costly, and these snapshots are never saved.
function toWebsite(row: WebsiteRow): WebsiteSnapshot {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    domain: row.domain,
    domainStatus: row.domain_status,
    template: row.template,
    ownerId: row.owner_id,
    status: row.status,
    requiresReview: row.requires_review,
    createdAt: pgTimestamp(row.created_at),
    updatedAt: pgTimestamp(row.updated_at),
  };
}

function toSection(row: WebsiteRow & SectionColumns & { section_id: string }): SectionView {
  return {
    id: row.section_id,
    websiteId: row.id,
    sectionKey: row.section_key,
    contentType: row.content_type,
    contentValue: row.content_value,
    draftValue: row.draft_value,
    isLocked: row.is_locked,
    version: row.version,
    createdAt: pgTimestamp(row.section_created_at),
    updatedAt: pgTimestamp(row.section_updated_at),
  };
}

const hasSection = <R extends { section_id: string | null }>(row: R): row is R & { section_id: string } => row.section_id !== null;

/** SiteReadsPort in plain SQL (see SqlReader for why). */
@Injectable()
export class SqlSiteReadsAdapter extends SiteReadsPort {
  constructor(
    private readonly sql: SqlReader,
    private readonly owners: OwnerDirectoryPort,
  ) {
    super();
  }

  async publicContent(domain: string): Promise<PublicContent | null> {
    const rows = await this.sql.rows<{ name: string; domain: string | null; template: string | null; section_key: string | null; content_value: string }>(
      publicContent,
      [domain],
    );
    const site = rows[0];
    if (!site) return null;
    return {
      website: { name: site.name, domain: site.domain, template: site.template },
      sections: rows.flatMap((s) => (s.section_key === null ? [] : [{ sectionKey: s.section_key, contentValue: s.content_value }])),
    };
  }

  async ownedWebsite(ownerId: string): Promise<{ website: WebsiteView; sections: SectionView[] } | null> {
    const rows = await this.sql.rows<WebsiteRow & SectionColumns>(ownedWebsite, [ownerId]);
    const row = rows[0];
    if (!row) return null;
    // The owner as the accounts context shows them: a second read, asked of that context.
    const owner = row.owner_id ? ((await this.owners.findOwners([row.owner_id])).get(row.owner_id) ?? null) : null;
    return { website: { website: toWebsite(row), owner }, sections: rows.filter(hasSection).map(toSection) };
  }
}
