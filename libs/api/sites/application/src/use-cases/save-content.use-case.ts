import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  bySectionKey,
  checkContentValue,
  ContentSection,
  NoWebsiteError,
  SectionLockedError,
  SectionNotFoundError,
  SitesInvalidFieldError,
  StaleSectionError,
} from '@fw/api-sites-domain';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';

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
 * An editor saves the content of their own website: all or nothing, in ONE statement
 * (ContentSectionRepositoryPort.saveValuesOfOwner), which is its own transaction. Sections of
 * another website are not found; a locked section or one read at an older version refuses the
 * whole batch (409 naming the key) and the statement then writes nothing. Values equal to the
 * stored ones are left alone (no version bump). One activity entry lists the keys that changed, the
 * website's updated_at moves and each changed section gets its revision; none of that happens when
 * nothing changed.
 */
@Injectable()
export class SaveContentUseCase {
  constructor(private readonly sections: ContentSectionRepositoryPort) {}

  async execute(command: SaveContentCommand): Promise<SaveContentResult> {
    const ids = command.sections.map((s) => s.id);
    if (new Set(ids).size !== ids.length) throw new SitesInvalidFieldError('sections', 'each section may be sent only once');
    for (const s of command.sections) checkContentValue(s.contentValue);

    const outcome = await this.sections.saveValuesOfOwner(command.userId, command.sections, randomUUID());
    if (!outcome.websiteId) throw new NoWebsiteError();

    const found = new Map(outcome.requested.map((s) => [s.id, s]));
    const requested = command.sections.map((change) => {
      const current = found.get(change.id);
      if (!current) throw new SectionNotFoundError();
      return { change, current };
    });
    requested.sort((a, b) => bySectionKey(a.current, b.current));

    const locked = requested.find(({ current }) => current.isLocked);
    if (locked) throw new SectionLockedError(locked.current.sectionKey);
    const stale = requested.find(({ change, current }) => change.version !== current.version);
    if (stale) throw new StaleSectionError(stale.current.sectionKey);

    const savedKeys = requested.filter(({ current }) => current.written).map(({ current }) => current.sectionKey);
    return { sections: outcome.sections, savedKeys };
  }
}
