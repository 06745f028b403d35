import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ActivityEntry,
  bySectionKey,
  checkContentValue,
  ContentSection,
  NoWebsiteError,
  Revision,
  SectionLockedError,
  SectionNotFoundError,
  SitesInvalidFieldError,
  StaleSectionError,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';

export interface SaveContentCommand {
  userId: string;
  /** The sections the editor changed, each with the version it was read at. */
  sections: Array<{ id: string; contentValue: string; version: number }>;
}

export interface SaveContentResult {
  /** Every section of the website after the save, sorted by key. */
  sections: ContentSection[];
  /** Keys whose value actually changed (what the activity entry lists). */
  savedKeys: string[];
}

/**
 * An editor saves the content of their own website: all or nothing, in one transaction. Sections
 * of another website are not found; a locked section or one read at an older version refuses the
 * whole batch (409 naming the key). Values equal to the stored ones are left alone (no version
 * bump). One activity entry lists the keys that changed, and the website's updated_at moves; neither
 * happens when nothing changed. Each changed section gets its revision (one insert for all).
 */
@Injectable()
export class SaveContentUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly activity: ActivityLogRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
  ) {}

  async execute(command: SaveContentCommand): Promise<SaveContentResult> {
    const ids = command.sections.map((s) => s.id);
    if (new Set(ids).size !== ids.length) throw new SitesInvalidFieldError('sections', 'each section may be sent only once');
    for (const s of command.sections) checkContentValue(s.contentValue);

    return this.uow.run(async () => {
      const website = await this.websites.findByOwner(command.userId);
      if (!website) throw new NoWebsiteError();

      const stored = new Map((await this.sections.findInWebsite(website.id, ids)).map((s) => [s.id, s]));
      const requested = command.sections.map((change) => {
        const current = stored.get(change.id);
        if (!current) throw new SectionNotFoundError();
        return { change, current };
      });
      requested.sort((a, b) => bySectionKey(a.current, b.current));

      const locked = requested.find(({ current }) => current.isLocked);
      if (locked) throw new SectionLockedError(locked.current.sectionKey);
      const stale = requested.find(({ change, current }) => change.version !== current.version);
      if (stale) throw new StaleSectionError(stale.current.sectionKey);

      const changed = requested.filter(({ change, current }) => change.contentValue !== current.contentValue);
      const revisions: Revision[] = [];
      for (const { change, current } of changed) {
        const updated = await this.sections.updateIfVersion(current.id, change.version, { contentValue: change.contentValue }, { onlyIfUnlocked: true });
        if (!updated) {
          // Someone locked or saved it between our read and our write.
          const now = await this.sections.findById(current.id);
          if (now?.isLocked) throw new SectionLockedError(current.sectionKey);
          throw new StaleSectionError(current.sectionKey);
        }
        revisions.push(Revision.forSection(randomUUID(), command.userId, 'update', current, updated));
      }
      await this.revisions.append(...revisions);

      const savedKeys = changed.map(({ current }) => current.sectionKey);
      if (savedKeys.length) {
        await this.websites.touch(website.id);
        await this.activity.append(ActivityEntry.contentUpdated(randomUUID(), command.userId, website.id, savedKeys));
      }
      return { sections: await this.sections.listByWebsite(website.id), savedKeys };
    });
  }
}
