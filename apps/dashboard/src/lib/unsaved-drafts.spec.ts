import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft, type DraftStorage } from './unsaved-drafts';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
}

describe('unsaved drafts in the browser', () => {
  it('keeps a draft per user and item, and never hands one user another user’s typing', () => {
    const store = memoryStorage();
    writeDraft('alice', 'content', { a: 'typed by Alice' }, store);
    expect(readDraft('alice', 'content', store)).toEqual({ a: 'typed by Alice' });
    expect(readDraft('bob', 'content', store)).toBeNull();
    expect(readDraft('alice', 'post.new', store)).toBeNull();
    expect([...store.items.keys()]).toEqual([draftKey('alice', 'content')]);
  });

  it('removes the draft when given null, and survives broken or unavailable storage', () => {
    const store = memoryStorage();
    writeDraft('alice', 'content', { a: 'x' }, store);
    writeDraft('alice', 'content', null, store);
    expect(store.items.size).toBe(0);
    store.items.set(draftKey('alice', 'content'), '{not json');
    expect(readDraft('alice', 'content', store)).toBeNull();
    const full: DraftStorage = {
      ...store,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDraft('alice', 'content', { a: 'x' }, full)).not.toThrow();
    expect(readDraft('alice', 'content', null)).toBeNull();
  });
});
