import { useEffect, useSyncExternalStore } from 'react';

// The record a page shows, for the tab's title ("Lead from Dora Diver · Leads · Dashboard"); the
// layout writes the title, the page only names its record.
let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null): void {
  current = title;
  for (const listener of listeners) listener();
}

/** Names the record on screen while the calling component shows it (null: none yet). */
export function useRecordTitle(title: string | null): void {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}

export function useCurrentRecordTitle(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
