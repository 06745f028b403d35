import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  checkContentType,
  checkContentValue,
  checkSectionKey,
  checkSectionValues,
  ContentSection,
  Revision,
  sectionChangeAction,
  sectionSnapshot,
  SectionNotFoundError,
  SitesInvalidFieldError,
  StaleSectionError,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort, SectionChanges } from '../ports/content-section.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';

/**
 * Admin management of the content sections of any website, locked or not. Every change bumps the
 * section's version, so a client editing from an older read gets a conflict, not a silent overwrite,
 * and moves the website's updated_at. Each change writes its revision (by the admin) in its transaction.
 */
@Injectable()
export class AdminSectionsService {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
  ) {}

  async get(id: string): Promise<ContentSection> {
    const section = await this.sections.findById(id);
    if (!section) throw new SectionNotFoundError();
    return section;
  }

  create(
    adminId: string,
    input: { websiteId: string; sectionKey: string; contentType?: string; contentValue?: string; isLocked?: boolean },
  ): Promise<ContentSection> {
    return this.uow.run(async () => {
      if (!(await this.websites.findById(input.websiteId))) {
        throw new SitesInvalidFieldError('website_id', 'website_id must be the id of an existing website');
      }
      const section = ContentSection.create({ id: randomUUID(), ...input });
      await this.sections.insert(section);
      await this.revisions.append(Revision.forSection(randomUUID(), adminId, 'create', null, section));
      await this.websites.touch(section.websiteId);
      return (await this.sections.findById(section.id)) ?? section;
    });
  }

  /** `version`, when given, must match the stored one (409 SITES.STALE_SECTION otherwise). */
  update(adminId: string, id: string, changes: SectionChanges & { version?: number }): Promise<ContentSection> {
    return this.uow.run(async () => {
      const current = await this.sections.findById(id);
      if (!current) throw new SectionNotFoundError();
      const { version, ...rest } = changes;
      if (version !== undefined && version !== current.version) throw new StaleSectionError(current.sectionKey);
      if (rest.sectionKey !== undefined) checkSectionKey(rest.sectionKey);
      if (rest.contentType !== undefined) checkContentType(rest.contentType);
      if (rest.contentValue !== undefined) checkContentValue(rest.contentValue);
      if (rest.contentValue !== undefined || rest.sectionKey !== undefined) {
        const website = await this.websites.findById(current.websiteId);
        checkSectionValues(website?.template ?? null, [
          { sectionKey: rest.sectionKey ?? current.sectionKey, contentValue: rest.contentValue ?? current.contentValue },
        ]);
      }
      const updated = await this.sections.updateIfVersion(id, current.version, rest);
      if (!updated) throw new StaleSectionError(current.sectionKey);
      const action = sectionChangeAction(sectionSnapshot(current), sectionSnapshot(updated));
      await this.revisions.append(Revision.forSection(randomUUID(), adminId, action, current, updated));
      await this.websites.touch(current.websiteId);
      return updated;
    });
  }

  delete(adminId: string, id: string): Promise<void> {
    return this.uow.run(async () => {
      const section = await this.sections.findById(id);
      if (!section || !(await this.sections.delete(id))) throw new SectionNotFoundError();
      await this.revisions.append(Revision.forSection(randomUUID(), adminId, 'delete', section, null));
      await this.websites.touch(section.websiteId);
    });
  }
}
