import { useEffect, useSyncExternalStore } from 'react';

/** A record another page belongs to, with where it is shown. */
export interface OwnerRecord {
  name: string;
  href: string;
}

// What a page names for the tab's title and the breadcrumbs ("Lead from Dora Diver · Leads ·
// Dashboard"); the layout writes them, the page only names its records.
function namedOnScreen<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const set = (value: T | null) => {
    current = value;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { set, useCurrent: () => useSyncExternalStore(subscribe, () => current) };
}

const record = namedOnScreen<string>();
const owner = namedOnScreen<OwnerRecord>();

/** Names the record on screen while the calling component shows it (null: none yet). */
export function useRecordTitle(title: string | null): void {
  useEffect(() => {
    record.set(title);
    return () => record.set(null);
  }, [title]);
}

export const useCurrentRecordTitle = (): string | null => record.useCurrent();

/**
 * Names the record a nested page belongs to (a website, on its sections page) while the calling
 * component shows it: a step of its own in the breadcrumbs, and part of the tab's title.
 */
export function useOwnerRecord(named: OwnerRecord | null): void {
  const name = named?.name;
  const href = named?.href;
  useEffect(() => {
    owner.set(name !== undefined && href !== undefined ? { name, href } : null);
    return () => owner.set(null);
  }, [name, href]);
}

export const useCurrentOwnerRecord = (): OwnerRecord | null => owner.useCurrent();
