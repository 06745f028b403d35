import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ActivityEntry,
  checkContentValue,
  ContentSection,
  NoWebsiteError,
  planContentSave,
  Revision,
  SectionLockedError,
  SectionNotFoundError,
  SitesInvalidFieldError,
  type SectionEdit,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { WebsiteRepositoryPort } from '../ports/website.repository.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ActivityLogRepositoryPort } from '../ports/activity-log.repository.port';
import { RevisionRepositoryPort } from '../ports/revision.repository.port';

export interface SaveContentCommand {
  userId: string;
  /** The sections the editor changed, each with the version it was read at. */
  sections: SectionEdit[];
}

/** A section someone else changed since the editor read it: what is stored now, and what the editor sent. */
export interface ContentConflict {
  theirs: ContentSection;
  yours: string;
}

export interface SaveContentResult {
  /** Every section of the website after the save, sorted by key. */
  sections: ContentSection[];
  /** Keys whose value was written (what the activity entry lists), in key order. */
  savedKeys: string[];
  /** Sections not written because someone else saved them first, in key order. */
  conflicts: ContentConflict[];
}

/**
 * An editor saves the content of their own website, in one transaction. The rules are the domain's
 * (planContentSave): a section of another website is not found and a locked one refuses the whole
 * save, before anything is written; a section saved by someone else since it was read is a conflict
 * and is reported with the stored text, while the other sections are saved. Values equal to the
 * stored ones are left alone. Each written section gets its revision; when something was written,
 * one activity entry lists the keys and the website's updated_at moves.
 */
@Injectable()
export class SaveContentUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly websites: WebsiteRepositoryPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly activity: ActivityLogRepositoryPort,
  ) {}

  async execute(command: SaveContentCommand): Promise<SaveContentResult> {
    const ids = command.sections.map((s) => s.id);
    if (new Set(ids).size !== ids.length) throw new SitesInvalidFieldError('sections', 'each section may be sent only once');
    for (const s of command.sections) checkContentValue(s.contentValue);

    return this.uow.run(async () => {
      const website = await this.websites.findByOwner(command.userId);
      if (!website) throw new NoWebsiteError();
      // One read serves the plan and the answer (every section of the website after the save).
      const all = await this.sections.listByWebsite(website.id);
      const requested = new Set(ids);
      const stored = all.filter((s) => requested.has(s.id));
      if (stored.length !== ids.length) throw new SectionNotFoundError();
      const after = new Map<string, ContentSection>();

      const plan = planContentSave(stored, command.sections);
      const conflicts: ContentConflict[] = plan.conflicts.map(({ section, edit }) => ({ theirs: section, yours: edit.contentValue }));
      const savedKeys: string[] = [];
      for (const { section, edit } of plan.writes) {
        // The version check again, in the write: someone may have saved or locked it since the read.
        const written = await this.sections.updateIfVersion(section.id, section.version, { contentValue: edit.contentValue }, { onlyIfUnlocked: true });
        if (written) {
          after.set(written.id, written);
          await this.revisions.append(Revision.forSection(randomUUID(), command.userId, 'update', section, written));
          savedKeys.push(section.sectionKey);
          continue;
        }
        const now = await this.sections.findById(section.id);
        if (!now || now.websiteId !== website.id) throw new SectionNotFoundError();
        if (now.isLocked) throw new SectionLockedError(now.sectionKey);
        after.set(now.id, now);
        if (now.judgeEdit(edit.contentValue, edit.version) === 'conflict') conflicts.push({ theirs: now, yours: edit.contentValue });
      }

      if (savedKeys.length > 0) {
        await this.websites.touch(website.id);
        await this.activity.append(ActivityEntry.contentUpdated(randomUUID(), command.userId, website.id, savedKeys));
      }
      conflicts.sort((a, b) => (a.theirs.sectionKey < b.theirs.sectionKey ? -1 : 1));
      return { sections: all.map((s) => after.get(s.id) ?? s), savedKeys, conflicts };
    });
  }
}
