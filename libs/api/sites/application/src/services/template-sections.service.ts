import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ContentSection, Revision, sectionsMissingFromTemplate } from '@fw/api-sites-domain';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';

/**
 * Gives a website the sections its template has and it lacks (made now, or its template just
 * changed). Existing sections are never changed or removed, so a template change loses no text.
 * Runs in the caller's transaction; safe to repeat.
 */
@Injectable()
export class TemplateSectionsService {
  constructor(
    private readonly sections: ContentSectionRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
  ) {}

  /** Each added section's history begins with its 'create' revision, by nobody (the business). */
  async addMissing(websiteId: string, templateId: string | null): Promise<string[]> {
    const existing = (await this.sections.listByWebsite(websiteId)).map((s) => s.sectionKey);
    const created: Revision[] = [];
    for (const add of sectionsMissingFromTemplate(templateId, existing)) {
      const section = ContentSection.create({ id: randomUUID(), websiteId, sectionKey: add.key, contentType: add.type, contentValue: add.value });
      await this.sections.insert(section);
      created.push(Revision.forSection(randomUUID(), null, 'create', null, section));
    }
    if (created.length) await this.revisions.append(...created);
    return created.map((r) => r.itemLabel);
  }
}
