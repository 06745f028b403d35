import { useSyncExternalStore } from 'react';
import { actingAs, onActingAsChange, type ActingAs } from './acting-as';

let cached: { raw: string; value: ActingAs | null } = { raw: '', value: null };

/** The current acting-as state, re-rendering when it starts or stops. */
export function useActingAs(): ActingAs | null {
  return useSyncExternalStore(onActingAsChange, () => {
    const value = actingAs();
    const raw = JSON.stringify(value);
    if (raw !== cached.raw) cached = { raw, value };
    return cached.value;
  });
}
