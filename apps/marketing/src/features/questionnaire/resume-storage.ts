import { DRAFT_PROOF_KEY, keepSubmittedProof } from '../../lib/questionnaire-proof';
import type { ResumeCredentials } from './api/submission.schema';

/** Local browser storage key of the remembered draft (docs/product.md §3: id; plus its resume token). */
export const STORAGE_KEY = DRAFT_PROOF_KEY;

/** The submitted questionnaire stays provable for the checkout that may follow. */
export const rememberSubmitted = (credentials: ResumeCredentials): void => keepSubmittedProof(credentials);
export const RESUME_PARAM = 'resume';

function isCredentials(value: unknown): value is ResumeCredentials {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ResumeCredentials).id === 'string' &&
    typeof (value as ResumeCredentials).token === 'string' &&
    (value as ResumeCredentials).id !== '' &&
    (value as ResumeCredentials).token !== ''
  );
}

// Storage can throw (disabled cookies, private mode quotas): the wizard then simply works without resume.
export function readRemembered(): ResumeCredentials | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isCredentials(parsed) ? { id: parsed.id, token: parsed.token } : null;
  } catch {
    return null;
  }
}

export function remember(credentials: ResumeCredentials): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ id: credentials.id, token: credentials.token }));
  } catch {
    // see readRemembered
  }
}

export function forget(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // see readRemembered
  }
}

/** `<id>.<token>` from a resume link; null when malformed. */
export function parseResumeParam(value: string | null): ResumeCredentials | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot === value.length - 1) return null;
  return { id: value.slice(0, dot), token: value.slice(dot + 1) };
}

export function resumeLink(origin: string, credentials: ResumeCredentials): string {
  return `${origin}/start?${RESUME_PARAM}=${encodeURIComponent(credentials.id)}.${encodeURIComponent(credentials.token)}`;
}

/**
 * Where a draft may come from on opening /start: `?resume=` (a link opened on another device; the
 * parameter is removed from the address bar so the token does not linger in history) and the
 * draft remembered on this device. Nothing is remembered here: the link's draft is remembered
 * only once it has loaded and the visitor chose it.
 */
export function takeResumeSources(): { link: ResumeCredentials | null; remembered: ResumeCredentials | null } {
  const url = new URL(window.location.href);
  const raw = url.searchParams.get(RESUME_PARAM);
  if (raw !== null) {
    url.searchParams.delete(RESUME_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return { link: parseResumeParam(raw), remembered: readRemembered() };
}
