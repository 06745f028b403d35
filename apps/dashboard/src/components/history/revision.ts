import type { DeletedPostDto, RevisionDto } from '@fw/shared-api-types';
import { brand } from '../../config/brand';

/** A stored change of a section or post (GET …/revisions), newest first. */
export type Revision = RevisionDto;
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
