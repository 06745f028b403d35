import type { DeletedPostDto, ReviewStepDto, RevisionDto } from '@fw/shared-api-types';
import { brand } from '../../config/brand';

/** A stored change of a section or post. */
export type Revision = RevisionDto;
/** A step of a review of a section or post: sent for review, sent back (with the admin's comment), approved. */
export type ReviewStep = ReviewStepDto;
/** A line of a history (GET …/revisions, newest first): a change or a review step, told apart by `kind`. */
export type HistoryLine = Revision | ReviewStep;
/** A post deleted in the last 30 days (GET /api/my/website/posts/deleted). */
export type DeletedPost = DeletedPostDto;

const ACTION_WORDS: Record<Revision['action'], string> = {
  create: 'Created',
  update: 'Edited',
  lock: 'Locked',
  unlock: 'Unlocked',
  delete: 'Deleted',
  restore: 'Restored',
};

export const actionWord = (action: Revision['action']): string => ACTION_WORDS[action] ?? action;

/**
 * "Jane Doe". Without an author: a first version (set up with the website, or the text it had
 * when history began) is the business's; any other change is by an account that is gone.
 */
export const authorName = (revision: Pick<Revision, 'changed_by' | 'action'>): string =>
  revision.changed_by?.name || (revision.action === 'create' ? brand.name : 'a former user');

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The text a revision holds for its item (the state it left; the state before, for a deletion). */
export function revisionText(revision: Revision, state: 'after' | 'before' = 'after'): { title?: string; text: string } | null {
  const snapshot = state === 'after' ? (revision.next ?? (revision.action === 'delete' ? revision.previous : null)) : revision.previous;
  if (!snapshot) return null;
  return revision.item_type === 'post' ? { title: str(snapshot.title), text: str(snapshot.content) } : { text: str(snapshot.content_value) };
}

const STEP_WORDS: Record<ReviewStep['step'], string> = {
  requested: 'Sent for review',
  sent_back: 'Sent back',
  approved: 'Approved',
};

export const stepWord = (step: ReviewStep['step']): string => STEP_WORDS[step] ?? step;

/** Who took a review step: their name, or "a former user" for an account that is gone. */
export const stepActorName = (step: Pick<ReviewStep, 'changed_by'>): string => step.changed_by?.name || 'a former user';

/** The revision each approval published, by revision id, so a list can mark that change as approved. */
export function approvedRevisions(lines: HistoryLine[]): Map<string, ReviewStep> {
  const approved = new Map<string, ReviewStep>();
  for (const line of lines) if (line.kind === 'review' && line.step === 'approved' && line.revision_id) approved.set(line.revision_id, line);
  return approved;
}
