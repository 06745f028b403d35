/**
 * localStorage key both front ends share (one origin): '1' while a dashboard session may be
 * restored from the httpOnly refresh cookie. Without it the dashboard does not try, so a page
 * outside the dashboard that signs someone in (the page after payment) sets it too.
 */
export const SESSION_HINT_KEY = 'fw.session';

/**
 * Whether the hint is set in this browser. True when storage cannot be read: then only asking the
 * API can tell.
 */
export function sessionHintSet(): boolean {
  try {
    return globalThis.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}
