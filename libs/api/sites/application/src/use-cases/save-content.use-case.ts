import { Injectable } from '@nestjs/common';
import {
  checkContentValue,
  checkImagesOwned,
  imageIdsOf,
  ContentSection,
  NoWebsiteError,
  planContentSave,
  SectionLockedError,
  SectionNotFoundError,
  SitesInvalidFieldError,
  type SectionEdit,
} from '@fw/api-sites-domain';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { SiteImagesPort } from '../hosting/site-images.port';

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
  /** Keys whose draft was written, in key order. */
  savedKeys: string[];
  /** Sections not written because someone else saved them first, in key order. */
  conflicts: ContentConflict[];
}

/**
 * An editor saves the content of their own website as drafts, in one transaction: the published
 * text (what visitors see) stays until a publish. The rules are the domain's (planContentSave): a
 * section of another website is not found and a locked one refuses the whole save, before anything
 * is written; a section saved by someone else since it was read is a conflict and is reported with
 * the stored text, while the other sections are saved. Values equal to the current draft are left
 * alone; a value equal to the published text drops the draft. An image slot may name only the
 * website's own library images (another's refuses the save, 400, before anything is written). Drafts leave no revision or activity
 * entry (typing saves them every few seconds); publishing does.
 */
@Injectable()
export class SaveContentUseCase {
  constructor(
    private readonly uow: UnitOfWorkPort,
    private readonly sections: ContentSectionRepositoryPort,
    private readonly images: SiteImagesPort,
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
      const chosen = plan.writes.map(({ section, edit }) => ({ sectionKey: section.sectionKey, contentValue: edit.contentValue }));
      checkImagesOwned(owned.template, chosen, await this.images.ownImageIds(owned.websiteId, imageIdsOf(chosen)));
      const conflicts: ContentConflict[] = plan.conflicts.map(({ section, edit }) => ({ theirs: section, yours: edit.contentValue }));
      // One write for the whole plan, with the version check again in it: someone may have saved
      // or locked a section since the read.
      const written = new Map((await this.sections.updateManyIfVersion(plan.writes.map(({ write }) => write))).map((s) => [s.id, s]));
      const savedKeys: string[] = [];
      for (const { section, edit } of plan.writes) {
        const now = written.get(section.id);
        if (now) {
          after.set(now.id, now);
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
      conflicts.sort((a, b) => (a.theirs.sectionKey < b.theirs.sectionKey ? -1 : 1));
      return { sections: all.map((s) => after.get(s.id) ?? s), savedKeys, conflicts };
    });
  }
}
