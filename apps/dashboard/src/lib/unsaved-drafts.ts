/**
 * Text typed but not saved yet, kept in this browser's localStorage per signed-in user and item,
 * so that a session that ends, a closed tab or a crash does not lose it: the editor offers it back
 * the next time that user opens the item. Only the user's own typing is kept (no tokens), and it is
 * removed once saved or discarded.
 */

/** The part of Storage this needs (localStorage in the app, a Map in tests). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'fw.draft';

export const draftKey = (userId: string, item: string): string => `${PREFIX}.${userId}.${item}`;

function storage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(userId: string, item: string, store: DraftStorage | null = storage()): T | null {
  try {
    const raw = store?.getItem(draftKey(userId, item));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft, or removes it when `draft` is null. A full or disabled storage only loses the safety net. */
export function writeDraft<T>(userId: string, item: string, draft: T | null, store: DraftStorage | null = storage()): void {
  try {
    if (draft === null) store?.removeItem(draftKey(userId, item));
    else store?.setItem(draftKey(userId, item), JSON.stringify(draft));
  } catch {
    // quota exceeded or storage disabled
  }
}
