/**
 * PostgreSQL text and jsonb cannot store U+0000, and a NUL in a query's text breaks the protocol
 * message: a NUL in a JSON string of a request body, or `%00` in a URL, would fail the first
 * statement that uses it (after earlier statements of a non-transactional flow may have run).
 * Both are refused with 400 before any handler runs.
 */
export const NUL_MESSAGE = 'Text may not contain NUL characters (\\u0000)';

/** An escape `\u0000` in raw JSON: one preceded by an odd number of backslashes is a NUL. */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

export function hasNulCharacter(rawJson: Buffer): boolean {
  // Fast path: almost no body contains the escape at all.
  if (rawJson.indexOf('\\u0000') === -1) return false;
  return NUL_ESCAPE.test(rawJson.toString('utf8'));
}

/** `%00` in a request target (path or query), which would decode to a NUL. */
export function urlHasNulCharacter(url: string): boolean {
  return url.includes('%00');
}

/** The error body-parser's `verify` throws: its status and message become the 400 answer. */
export function nulCharacterError(): Error & { status: number } {
  return Object.assign(new Error(NUL_MESSAGE), { status: 400 });
}
