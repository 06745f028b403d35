import FindMyWay from 'find-my-way';
import type { NextFunction, Request, Response } from 'express';

export type RouteHandler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Static segments and whole-segment `:params` only: paths a radix tree matches as Express does. */
const PLAIN_PATH = /^(?:\/(?:[\w.~-]+|:[A-Za-z_]\w*))+\/?$/;
const NO_QUERY = Object.freeze({});

/**
 * The API's routes in one radix tree, served from a single Express layer. Express walks its
 * layers one by one and tests every route's pattern in turn (the 50th route paid for 49 misses,
 * a measurable share of a cheap read); the tree finds a route in one descent.
 *
 * Matching follows Express's defaults: case-insensitive, an optional trailing slash, decoded
 * parameters, HEAD answered by the GET route; a request no route takes goes on to the next
 * layer (static files, then the not-found handler). Where several routes could match, a static
 * segment wins over a parameter (Express would take the first registered). Paths the tree would
 * read differently (wildcards, optional groups) are not taken: `add` returns false and the
 * caller registers them with Express.
 */
export class RouteTable {
  private readonly tree = FindMyWay({
    caseSensitive: false,
    ignoreTrailingSlash: true,
    // Express sets no limit on a parameter's length (a domain may be 253 characters).
    maxParamLength: 4096,
    // Express parses the query string itself, on first use.
    querystringParser: () => NO_QUERY,
  });

  /** Takes the route, or returns false when it must stay with Express (see above). */
  add(method: string, path: string, handler: RouteHandler): boolean {
    if (!PLAIN_PATH.test(path)) return false;
    try {
      this.tree.on(method as FindMyWay.HTTPMethod, path, handler as unknown as FindMyWay.Handler<FindMyWay.HTTPVersion.V1>);
      return true;
    } catch {
      // Already routed (the same path twice): Express keeps the later one, unreachable there too.
      return false;
    }
  }

  /** The Express middleware that serves the table. */
  readonly dispatch = (req: Request, res: Response, next: NextFunction): void => {
    const method = req.method as FindMyWay.HTTPMethod;
    const found = this.tree.find(method, req.url) ?? (method === 'HEAD' ? this.tree.find('GET', req.url) : null);
    if (!found) return next();
    req.params = { ...(found.params as Record<string, string>) };
    const result = (found.handler as unknown as RouteHandler)(req, res, next);
    // As Express 5 does for route handlers: a rejected promise goes to the error handlers.
    if (result instanceof Promise) result.catch(next);
  };
}
