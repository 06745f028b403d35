import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '@fw/api-shared-domain';
import { NUL_MESSAGE } from '@fw/api-shared-infrastructure';

// PostgreSQL text and jsonb cannot store U+0000, and a NUL in a query's text breaks the protocol
// message: a NUL in a JSON string of a request body, or `%00` in a URL, would fail the first
// statement that uses it (after earlier statements of a non-transactional flow may have run).
// Both are refused with 400 before any handler runs: the URL in a preParsing hook (below), the
// body by the JSON body parser (json-bodies.ts).

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

/**
 * Where in a parsed body the first NUL is, named as validation errors name fields
 * (`sections.1.content_value`; a list of strings by its own name, `uploaded_files`).
 */
export function nulFieldPath(value: unknown, path: string[] = []): string | undefined {
  const name = () => path.filter((part, i) => !(/^\d+$/.test(part) && i === path.length - 1)).join('.') || 'body';
  if (typeof value === 'string') return value.includes('\u0000') ? name() : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulFieldPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.') || 'body';
      const found = nulFieldPath(child, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** preParsing hook: `%00` in the URL is a 400 before any handler (bodies: see json-bodies). */
export function refuseNulInUrl(request: FastifyRequest, _reply: FastifyReply, _payload: unknown, done: (err?: Error | null) => void): void {
  if (urlHasNulCharacter(request.url)) return done(new ValidationError('REQUEST.INVALID', NUL_MESSAGE));
  done();
}
