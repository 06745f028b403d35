import { Injectable } from '@nestjs/common';
import { publishedVersion, type ReviewStep, type RevisionItemType } from '@fw/api-sites-domain';
import { ContentReviewRepositoryPort } from '../drafts/content-review.repository.port';
import { OwnerDirectoryPort } from '../ports/owner-directory.port';
import { RevisionRepositoryPort, revisionKey, type RevisionView, type TimelineFilter } from '../ports/revision.repository.port';
import { mergeTimelinePage, type TimelineLine } from './timeline-merge';

/** A review step as a history shows it. */
export interface ReviewStepView {
  step: ReviewStep;
  /** The item's name now (a section's key, a post's title). */
  itemLabel: string;
  /** Who took the step (their name, else their e-mail); null when unknown or since deleted. */
  actor: { id: string; name: string } | null;
  /** An approval's revision: the change it published; null for other steps or when none was recorded. */
  revisionId: string | null;
}

/** One line of a history: a change (revision) or a step of a review. */
export type TimelineEntry = { kind: 'revision'; revision: RevisionView } | { kind: 'review'; review: ReviewStepView };

/** The histories' one rule of what they hold: the item's (or website's) revisions and the steps of its reviews, in one order. */
@Injectable()
export class ReviewTimeline {
  constructor(
    private readonly reviews: ContentReviewRepositoryPort,
    private readonly revisions: RevisionRepositoryPort,
    private readonly people: OwnerDirectoryPort,
  ) {}

  /** The newest `limit` lines of one item of the website (checked by the caller to be the reader's). */
  async forItem(websiteId: string, item: { type: RevisionItemType; id: string; label: string }, limit: number): Promise<TimelineEntry[]> {
    const reviews = item.type === 'section' ? await this.reviews.listForSection(websiteId, item.id) : await this.reviews.listForPost(websiteId, item.id);
    const steps = reviews.flatMap((review) => review.steps()).filter((step) => step.itemId === item.id);
    const { items } = await mergeTimelinePage(
      steps,
      async (_offset, count) => ({ items: await this.revisions.listForItem(item.type, item.id, count), total: 0 }),
      { offset: 0, limit },
    );
    return this.described(websiteId, items, new Map([[item.id, item.label]]));
  }

  /** One page of the website's history across its sections and posts, and the total. */
  async forWebsite(websiteId: string, filter: TimelineFilter, page: { offset: number; limit: number }): Promise<{ items: TimelineEntry[]; total: number }> {
    const steps = (await this.reviews.listForWebsite(websiteId)).flatMap((review) => review.steps()).filter((step) => matches(step, filter));
    const merged = await mergeTimelinePage(steps, (offset, limit) => this.revisions.timeline(websiteId, filter, { offset, limit }), page);
    return { items: await this.described(websiteId, merged.items), total: merged.total };
  }

  /** Names the page's steps: who took them, the item, and the change an approval published (one read each). */
  private async described(websiteId: string, lines: TimelineLine[], knownLabels = new Map<string, string>()): Promise<TimelineEntry[]> {
    const steps = lines.flatMap((line) => (line.kind === 'review' ? [line.step] : []));
    if (!steps.length) return lines.flatMap((line) => (line.kind === 'revision' ? [line] : []));
    const unnamed = [...new Set(steps.map((s) => s.itemId).filter((id) => !knownLabels.has(id)))];
    const labels = unnamed.length ? new Map([...knownLabels, ...(await this.reviews.itemLabels(websiteId, unnamed))]) : knownLabels;
    const people = await this.people.findOwners([...new Set(steps.flatMap((s) => (s.by ? [s.by] : [])))]);
    const published = steps.flatMap((s) => {
      const version = publishedVersion(s);
      return version === null ? [] : [{ itemType: s.itemType, itemId: s.itemId, version }];
    });
    const revisionIds = published.length ? await this.revisions.idsOfVersions(published) : new Map<string, string>();
    return lines.map((line): TimelineEntry => {
      if (line.kind === 'revision') return line;
      const { step } = line;
      const person = step.by ? people.get(step.by) : undefined;
      const version = publishedVersion(step);
      return {
        kind: 'review',
        review: {
          step,
          itemLabel: labels.get(step.itemId) ?? '',
          actor: step.by ? { id: step.by, name: person ? (person.fullName ?? person.email) : '' } : null,
          revisionId: version === null ? null : (revisionIds.get(revisionKey(step.itemId, version)) ?? null),
        },
      };
    });
  }
}

/** The website timeline's filters, as the revisions' own: who took the step, from (inclusive), before (exclusive). */
function matches(step: ReviewStep, filter: TimelineFilter): boolean {
  return (
    (!filter.changedBy || step.by === filter.changedBy) &&
    (!filter.from || step.at.getTime() >= filter.from.getTime()) &&
    (!filter.before || step.at.getTime() < filter.before.getTime())
  );
}
