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
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ContentSaveJournalPort } from '../ports/content-save-journal.port';

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
    private readonly sections: ContentSectionRepositoryPort,
    private readonly journal: ContentSaveJournalPort,
  ) {}

  async execute(command: SaveContentCommand): Promise<SaveContentResult> {
    const ids = command.sections.map((s) => s.id);
    if (new Set(ids).size !== ids.length) throw new SitesInvalidFieldError('sections', 'each section may be sent only once');
    for (const s of command.sections) checkContentValue(s.contentValue);

    return this.uow.run(async () => {
      // One read serves the plan and the answer: the website, its template and every section.
      const owned = await this.sections.findOwnedContent(command.userId);
      if (!owned) throw new NoWebsiteError();
      const all = owned.sections;
      const requested = new Set(ids);
      const stored = all.filter((s) => requested.has(s.id));
      if (stored.length !== ids.length) throw new SectionNotFoundError();
      const after = new Map<string, ContentSection>();

      const plan = planContentSave(stored, command.sections, owned.template);
      const conflicts: ContentConflict[] = plan.conflicts.map(({ section, edit }) => ({ theirs: section, yours: edit.contentValue }));
      // One write for the whole plan, with the version check again in it: someone may have saved
      // or locked a section since the read.
      const written = new Map(
        (await this.sections.updateManyIfVersion(plan.writes.map(({ section, edit }) => ({ id: section.id, version: section.version, contentValue: edit.contentValue })))).map((s) => [s.id, s]),
      );
      const savedKeys: string[] = [];
      const revisions: Revision[] = [];
      for (const { section, edit } of plan.writes) {
        const now = written.get(section.id);
        if (now) {
          after.set(now.id, now);
          revisions.push(Revision.forSection(randomUUID(), command.userId, 'update', section, now));
          savedKeys.push(section.sectionKey);
          continue;
        }
        // Lost a race: the domain judges the row as it is now.
        const current = await this.sections.findById(section.id);
        if (!current || current.websiteId !== owned.websiteId) throw new SectionNotFoundError();
        if (current.isLocked) throw new SectionLockedError(current.sectionKey);
        after.set(current.id, current);
        if (current.judgeEdit(edit.contentValue, edit.version) === 'conflict') conflicts.push({ theirs: current, yours: edit.contentValue });
      }
      if (savedKeys.length > 0) {
        await this.journal.record(owned.websiteId, revisions, ActivityEntry.contentUpdated(randomUUID(), command.userId, owned.websiteId, savedKeys));
      }
      conflicts.sort((a, b) => (a.theirs.sectionKey < b.theirs.sectionKey ? -1 : 1));
      return { sections: all.map((s) => after.get(s.id) ?? s), savedKeys, conflicts };
    });
  }
}
