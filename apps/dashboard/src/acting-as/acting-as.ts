/**
 * An admin looking at a client's side of the product: "View as client" (read-only) or managing
 * the client's blog. Kept per tab (sessionStorage) so a reload stays in it and other tabs do not
 * enter it. The server enforces it: requests to the client's routes carry the client's id in a
 * header that only an admin may send, and a view refuses every write (403).
 */
export type ActingMode = 'view' | 'blog';

export interface ActingAs {
  clientId: string;
  label: string;
  mode: ActingMode;
}

const KEY = 'fw.acting-as';
const HEADERS: Record<ActingMode, string> = { view: 'X-View-As', blog: 'X-Manage-Blog-As' };
const listeners = new Set<() => void>();

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

export function actingAs(): ActingAs | null {
  try {
    const raw = storage()?.getItem(KEY);
    return raw ? (JSON.parse(raw) as ActingAs) : null;
  } catch {
    return null;
  }
}

export function startActingAs(value: ActingAs): void {
  storage()?.setItem(KEY, JSON.stringify(value));
  listeners.forEach((l) => l());
}

export function stopActingAs(): void {
  storage()?.removeItem(KEY);
  listeners.forEach((l) => l());
}

export function onActingAsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client's own routes (/api/my/…), which the header redirects; never the admin's or sign-in's. */
const CLIENT_ROUTES = /\/api\/my\//;

/** The header a request needs while acting as a client, if any. */
export function actingAsHeader(url: string | undefined, state: ActingAs | null = actingAs()): [string, string] | null {
  if (!state || !url || !CLIENT_ROUTES.test(url)) return null;
  return [HEADERS[state.mode], state.clientId];
}
