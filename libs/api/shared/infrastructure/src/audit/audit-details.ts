/** Keys whose values never enter the audit log (passwords, tokens, codes, secrets). */
const SECRET_KEY = /pass|token|secret|code|otp|signature|credential/i;

/** Largest serialised details kept; larger ones keep their keys only. */
export const AUDIT_DETAILS_MAX_CHARS = 2000;

const MAX_DEPTH = 3;

function scrub(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrub(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? '[redacted]' : scrub(v, depth + 1)]));
}

/** What a request said, fit for the audit log: secrets redacted, long text cut, small overall. */
export function auditDetails(parts: Record<string, unknown>): Record<string, unknown> {
  const present = Object.fromEntries(
    Object.entries(parts).filter(([, v]) => v !== undefined && !(typeof v === 'object' && v !== null && !Object.keys(v).length)),
  );
  const details = scrub(present, 0) as Record<string, unknown>;
  if (JSON.stringify(details).length <= AUDIT_DETAILS_MAX_CHARS) return details;
  return { truncated: true, keys: Object.keys(details) };
}
