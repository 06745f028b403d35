import type { NextFunction, Request, Response } from 'express';
import { ValidationError } from '@fw/api-shared-domain';

/** The only API routes that take something else than JSON: the payment sandbox's HTML forms. */
const FORM_ROUTES = '/api/sandbox/';

/**
 * The API reads JSON bodies only. A body sent as text, a form or anything else would be skipped by
 * the JSON parser and the request handled as if it had no body (an empty update answered 200); it
 * is a 400 instead (TEST-CATALOGUE input.malformed-json / wrong content-type).
 */
export function requireJsonBodies(req: Request, _res: Response, next: NextFunction): void {
  if (hasBodyBytes(req) && req.path.startsWith('/api/') && !req.path.startsWith(FORM_ROUTES) && !req.is(['application/json', 'application/*+json'])) {
    return next(new ValidationError('REQUEST.NOT_JSON', 'The request body must be JSON (Content-Type: application/json)'));
  }
  next();
}

/** A body with content (an empty POST, `Content-Length: 0`, is a request without one). */
function hasBodyBytes(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}
