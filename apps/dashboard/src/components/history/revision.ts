/**
 * A stored change of a section or post, as GET …/revisions answers it (history-api's RevisionDto).
 * Kept here by hand until the revisions API is in openapi.json; then it is the generated type.
 */
export interface SectionState {
  content_value: string;
  is_locked?: boolean;
}

export interface PostState {
  title: string;
  content: string;
  published?: boolean;
  publish_at?: string | null;
}

export interface Revision {
  id: string;
  website_id: string;
  item_type: 'section' | 'post';
  item_id: string;
  item_label: string;
  action: 'create' | 'update' | 'lock' | 'unlock' | 'delete' | 'restore';
  version: number | null;
  changed_at: string;
  changed_by: { id: string; name: string } | null;
  previous: Record<string, unknown> | null;
  next: Record<string, unknown> | null;
}

export interface DeletedPost {
  id: string;
  title: string;
  deleted_at: string;
  deleted_by: { id: string; name: string } | string | null;
  revision_id: string;
}

const ACTION_WORDS: Record<Revision['action'], string> = {
  create: 'Created',
  update: 'Edited',
  lock: 'Locked',
  unlock: 'Unlocked',
  delete: 'Deleted',
  restore: 'Restored',
};

export const actionWord = (action: Revision['action']): string => ACTION_WORDS[action] ?? action;

/** "Jane Doe", or words for a change whose author's account is gone. */
export const authorName = (revision: Pick<Revision, 'changed_by'>): string => revision.changed_by?.name || 'a former user';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The text a revision holds for its item (the state it left; the state before, for a deletion). */
export function revisionText(revision: Revision, state: 'after' | 'before' = 'after'): { title?: string; text: string } | null {
  const snapshot = state === 'after' ? (revision.next ?? (revision.action === 'delete' ? revision.previous : null)) : revision.previous;
  if (!snapshot) return null;
  return revision.item_type === 'post' ? { title: str(snapshot.title), text: str(snapshot.content) } : { text: str(snapshot.content_value) };
}
