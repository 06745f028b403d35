import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListSpec, findPage } from '@fw/api-shared-infrastructure';
import { OwnerDirectoryPort, WebsiteView, withOwners } from '@fw/api-sites-application';
import type { ContentSection } from '@fw/api-sites-domain';
import { ContentSectionSchema, WebsiteSchema } from '../persistence/sites.schemas';

export const websitesListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    name: { path: 'name', type: 'string', sortable: true, filterable: true, searchable: true },
    domain: { path: 'domain', type: 'string', sortable: true, nullable: true, filterable: true, searchable: true },
    template: { path: 'template', type: 'string', filterable: true },
    owner_id: { path: 'ownerId', type: 'uuid', filterable: true },
    status: { path: 'status', type: 'string', filterable: true },
    created_at: { path: 'createdAt', type: 'date', sortable: true, filterable: true },
    updated_at: { path: 'updatedAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

export const sectionsListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    website_id: { path: 'websiteId', type: 'uuid', filterable: true, required: true },
    section_key: { path: 'sectionKey', type: 'string', sortable: true, filterable: true, searchable: true },
    content_type: { path: 'contentType', type: 'string', filterable: true },
    is_locked: { path: 'isLocked', type: 'boolean', filterable: true },
    updated_at: { path: 'updatedAt', type: 'date', sortable: true, filterable: true },
  },
  defaultSort: { field: 'section_key', order: 'asc' },
};

/** Admin list reads: straight from the ORM (a read model), no domain logic involved. */
@Injectable()
export class SitesAdminQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly owners: OwnerDirectoryPort,
  ) {}

  async listWebsites(query: Record<string, unknown>): Promise<{ items: WebsiteView[]; total: number }> {
    const { items: websites, total } = await findPage(this.em, WebsiteSchema, query, websitesListSpec);
    return { items: await withOwners(this.owners, websites), total };
  }

  /** Sections are always listed per website (the spec's website_id filter is required). */
  async listSections(query: Record<string, unknown>): Promise<{ items: ContentSection[]; total: number }> {
    return findPage(this.em, ContentSectionSchema, query, sectionsListSpec);
  }
}
