import type { ReviewStep } from '@fw/api-sites-domain';
import type { RevisionView } from '../ports/revision.repository.port';

/** A line of a history before it is named: a revision, or a step of a review. */
export type TimelineLine = { kind: 'revision'; revision: RevisionView } | { kind: 'review'; step: ReviewStep };

type RevisionPageLoader = (offset: number, limit: number) => Promise<{ items: RevisionView[]; total: number }>;

const KIND_RANK: Record<ReviewStep['kind'], number> = { requested: 0, sent_back: 1, approved: 1 };

/** Review steps newest first; at one instant the decision above the request, then by review and item. */
export function newestStepsFirst(steps: ReviewStep[]): ReviewStep[] {
  return [...steps].sort(
    (a, b) =>
      b.at.getTime() - a.at.getTime() ||
      KIND_RANK[b.kind] - KIND_RANK[a.kind] ||
      (a.reviewId < b.reviewId ? 1 : a.reviewId > b.reviewId ? -1 : 0) ||
      (a.itemId < b.itemId ? 1 : a.itemId > b.itemId ? -1 : 0),
  );
}

/** Newest first; at one instant a step goes above a revision (an approval above the change it published). */
const stepGoesFirst = (step: ReviewStep, revision: RevisionView): boolean => step.at.getTime() >= revision.revision.changedAt.getTime();

function merge(revisions: RevisionView[], steps: ReviewStep[]): TimelineLine[] {
  const lines: TimelineLine[] = [];
  let r = 0;
  let s = 0;
  while (r < revisions.length || s < steps.length) {
    if (s < steps.length && (r === revisions.length || stepGoesFirst(steps[s], revisions[r]))) lines.push({ kind: 'review', step: steps[s++] });
    else lines.push({ kind: 'revision', revision: revisions[r++] });
  }
  return lines;
}

/**
 * One page (`offset`, `limit`) of a history that holds the revisions and the review steps in one
 * order, newest first, with the total of both. All steps are given (a review is a person's
 * request, so an item or a website has few); revisions are paged by the loader, which reads at
 * most `limit + steps` of them whatever the offset: with m steps, the revision at merged position
 * p is the revision number p - k for some 0 ≤ k ≤ m, so revisions from `offset - m` cover the page.
 */
export async function mergeTimelinePage(
  allSteps: ReviewStep[],
  loadRevisions: RevisionPageLoader,
  page: { offset: number; limit: number },
): Promise<{ items: TimelineLine[]; total: number }> {
  const steps = newestStepsFirst(allSteps);
  const { offset, limit } = page;
  const start = Math.max(0, offset - steps.length);
  const revisions = await loadRevisions(start, offset + limit - start);
  const total = revisions.total + steps.length;
  if (start > 0 && !revisions.items.length) return { items: [], total };
  // Steps newer than the first revision read lie before it, so before this page; they still count
  // in the position the merged lines start at.
  const first = revisions.items[0];
  const before = start > 0 ? steps.filter((step) => stepGoesFirst(step, first)) : [];
  const lines = merge(revisions.items, start > 0 ? steps.slice(before.length) : steps);
  const skip = offset - (start + before.length);
  return { items: lines.slice(skip, skip + limit), total };
}
