import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '@fw/api-shared-domain';
import { assertJsonDepth } from '@fw/api-shared-infrastructure';
import { NUL_MESSAGE } from '@fw/api-shared-infrastructure';
import { MEDIA_LIMITS } from '@fw/shared-field-limits';
import { routeKind, streamsUpload } from './api-paths';
import { hasNulCharacter, nulFieldPath } from './nul-characters';
import { readFileBody, refuseTooLarge } from './file-bodies';

/** The sandbox's forms carry an e-mail address at most. */
const FORM_BODY_LIMIT = 2048;
const FORM_FIELD_LIMIT = 10;
const JSON_TYPES = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
/** What an upload route takes: raw bytes, judged by their content later (never by this header). */
const FILE_TYPES = /^(?:application\/octet-stream|image\/[\w.+-]+)\s*(?:;|$)/i;
/** More fields in one object than any request of the API has: refused before validation walks them all. */
const MAX_FIELDS_PER_OBJECT = 200;

/**
 * The API reads JSON bodies only. A body sent as text, a form or anything else would otherwise be
 * parsed by another parser (or refused with Fastify's 415); it is a 400 REQUEST.NOT_JSON instead
 * (TEST-CATALOGUE input.malformed-json / wrong content-type). A preParsing hook: headers only, before
 * any byte of the body is read. The kind comes from the route Fastify matched, which ignores case:
 * a check on the URL's spelling let `/API/auth/sign-in` read a cross-site form.
 */
export function refuseNonJsonBodies(request: FastifyRequest, _reply: FastifyReply, _payload: unknown, done: (err?: Error | null) => void): void {
  if (hasBodyBytes(request) && routeKind(request) === 'json' && !JSON_TYPES.test(request.headers['content-type'] ?? '')) {
    return done(notJson());
  }
  done();
}

const notJson = () => new ValidationError('REQUEST.NOT_JSON', 'The request body must be JSON (Content-Type: application/json)');

/** A body with content (an empty POST, `Content-Length: 0`, is a request without one). */
function hasBodyBytes(request: FastifyRequest): boolean {
  return request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
}

const malformed = () => new ValidationError('REQUEST.MALFORMED_JSON', 'Request body is not valid JSON');

type Done = (err: Error | null, value?: unknown) => void;
type FastifyJsonParser = (req: FastifyRequest, body: Buffer, done: Done) => void;

/**
 * The JSON body parser: Fastify's own (secure-json-parse, refusing `__proto__` and `constructor`
 * keys) with the API's rules around it. Before parsing, a body nested deeper than anything the API
 * takes is refused with 400 REQUEST.TOO_DEEP by a linear scan; after it, a NUL anywhere in the
 * body is refused with 400 naming the field. As Express's parser did, only an object or an array
 * is a body, and an empty body is `{}`.
 */
export function jsonBodyParser(fastifyJson: FastifyJsonParser): FastifyJsonParser {
  return (req, raw, done) => {
    if (raw.length === 0) return done(null, {});
    try {
      assertJsonDepth(raw);
    } catch (error) {
      return done(error as Error);
    }
    const first = raw.toString('latin1', 0, Math.min(raw.length, 64)).trimStart()[0];
    if (first !== '{' && first !== '[') return done(malformed());
    fastifyJson(req, raw, (err, value) => {
      if (err) return done(malformed());
      if (hasTooManyFields(value)) {
        return done(new ValidationError('REQUEST.TOO_MANY_FIELDS', `An object in the request body has more than ${MAX_FIELDS_PER_OBJECT} fields`));
      }
      if (hasNulCharacter(raw)) {
        const field = nulFieldPath(value) ?? 'body';
        const message = `${field} may not contain NUL characters (\\u0000)`;
        return done(new ValidationError('REQUEST.INVALID', message, { [field]: [message] }));
      }
      done(null, value);
    });
  };
}

/** Whether an object anywhere in a parsed body has more than MAX_FIELDS_PER_OBJECT keys (linear in the body). */
function hasTooManyFields(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasTooManyFields);
  if (!value || typeof value !== 'object') return false;
  const entries = Object.values(value);
  return entries.length > MAX_FIELDS_PER_OBJECT || entries.some(hasTooManyFields);
}

/** The sandbox checkout's HTML form fields (a few short strings); a NUL anywhere is a 400. */
export function parseFormBody(raw: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    if (++count > FORM_FIELD_LIMIT) throw new ValidationError('REQUEST.INVALID', 'Too many form fields');
    if (name.includes('\u0000') || value.includes('\u0000')) {
      const field = name.replaceAll('\u0000', '') || 'body';
      throw new ValidationError('REQUEST.INVALID', NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
    }
    if (name !== '__proto__') fields[name] = value;
  }
  return fields;
}

/**
 * The body parsers of the application, through Nest's own hook, which keeps each body's bytes as
 * `request.rawBody` (the app's `rawBody` option) for the Stripe webhook signature.
 */
export function useBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const fastifyJson = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error') as unknown as FastifyJsonParser;
  // The exact type replaces Fastify's built-in JSON parser (a pattern alone would never be asked).
  app.useBodyParser('application/json', { bodyLimit }, jsonBodyParser(fastifyJson));
  app.useBodyParser(/^application\/[\w.-]+\+json\s*(?:;|$)/i, { bodyLimit }, jsonBodyParser(fastifyJson));
  // Fastify registers parsers per content type, not per route: the sandbox pages are the only
  // routes this one serves, and it refuses every other (refuseNonJsonBodies already has).
  // Uploads (routes marked `upload`): the file's bytes as the body, up to the media limit, read
  // from the stream into one buffer (file-bodies.ts) rather than by Nest's buffering parser, or
  // the stream itself for routes that store the bytes as they arrive.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser(FILE_TYPES, (req, payload, done) => {
      if (routeKind(req) !== 'upload') return done(notJson());
      const declaredLength = Number(req.headers['content-length'] ?? Number.NaN);
      // A streaming route gets the body's stream as its body and reads it as it arrives (one that
      // announces too many bytes is refused here, before any is read).
      if (streamsUpload(req)) return declaredLength > MEDIA_LIMITS.maxUploadBytes ? refuseTooLarge(payload, done) : done(null, payload);
      readFileBody(payload, declaredLength, MEDIA_LIMITS.maxUploadBytes, done);
    });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: FORM_BODY_LIMIT }, (req, raw, done) => {
    if (routeKind(req as unknown as FastifyRequest) !== 'form') return done(notJson());
    let fields: Record<string, string>;
    try {
      fields = parseFormBody(raw);
    } catch (error) {
      return done(error as Error);
    }
    done(null, fields);
  });
}
