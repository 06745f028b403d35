import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ActivityEntry,
  ContentSection,
  NothingToPublishError,
  planContentDiscard,
  planContentPublish,
  Revision,
  SectionNotFoundError,
  SitesInvalidFieldError,
  StaleSectionError,
  type SectionAtVersion,
} from '@fw/api-sites-domain';
import { ContentSectionRepositoryPort } from '../ports/content-section.repository.port';
import { ContentSaveJournalPort } from '../ports/content-save-journal.port';

/** A website's content as a publish needs it. */
export interface WebsiteContent {
  websiteId: string;
  template: string | null;
  /** Every section of the website. */
  sections: ContentSection[];
}

export interface DraftActionResult {
  /** Every section of the website afterwards, in the order given. */
  sections: ContentSection[];
  /** Keys published or discarded, in key order. */
  keys: string[];
}

/**
 * Publishing and discarding drafts inside the caller's unit of work, for the client's own publish
 * and for an admin's approval. Who may do it is the caller's decision; the rules (locks, versions,
 * required sections) are the domain's. All or nothing: a section that moved since the plan fails
 * the whole call (the transaction rolls back).
 */
@Injectable()
export class ContentPublisher {
  constructor(
    private readonly sections: ContentSectionRepositoryPort,
    private readonly journal: ContentSaveJournalPort,
  ) {}

  /** Makes the drafts live; each published section gets its revision, and one activity entry lists them. */
  async publish(actorId: string, content: WebsiteContent, items: SectionAtVersion[], activity = ActivityEntry.contentPublished): Promise<DraftActionResult> {
    const plan = planContentPublish(named(content, items), items, content.template);
    if (!plan.length) throw new NothingToPublishError();
    const written = await this.write(plan);
    const revisions = plan.map(({ section }) => Revision.forSection(randomUUID(), actorId, 'update', section, written.get(section.id) as ContentSection));
    const keys = plan.map(({ section }) => section.sectionKey);
    await this.journal.record(content.websiteId, revisions, activity(randomUUID(), actorId, content.websiteId, keys));
    return { sections: content.sections.map((s) => written.get(s.id) ?? s), keys };
  }

  /** Drops the drafts: the editor shows the published text again. Nothing visitors see changes. */
  async discard(content: WebsiteContent, items: SectionAtVersion[]): Promise<DraftActionResult> {
    const plan = planContentDiscard(named(content, items), items);
    const written = await this.write(plan);
    return { sections: content.sections.map((s) => written.get(s.id) ?? s), keys: plan.map(({ section }) => section.sectionKey) };
  }

  /** Checks that a publish of `items` would be accepted now, writing nothing (a review request). */
  checkPublishable(content: WebsiteContent, items: SectionAtVersion[]): string[] {
    const plan = planContentPublish(named(content, items), items, content.template);
    if (!plan.length) throw new NothingToPublishError();
    return plan.map(({ section }) => section.sectionKey);
  }

  private async write(plan: Array<{ section: ContentSection; write: Parameters<ContentSectionRepositoryPort['updateManyIfVersion']>[0][number] }>) {
    const written = new Map((await this.sections.updateManyIfVersion(plan.map(({ write }) => write))).map((s) => [s.id, s]));
    const lost = plan.find(({ section }) => !written.has(section.id));
    // Saved or locked by someone between the read and the write: nothing is published.
    if (lost) throw new StaleSectionError(lost.section.sectionKey);
    return written;
  }
}

/** The sections the items name; an id twice or of another website refuses the call. */
function named(content: WebsiteContent, items: SectionAtVersion[]): ContentSection[] {
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new SitesInvalidFieldError('sections', 'each section may be sent only once');
  const requested = new Set(ids);
  const stored = content.sections.filter((s) => requested.has(s.id));
  if (stored.length !== ids.length) throw new SectionNotFoundError();
  return stored;
}
