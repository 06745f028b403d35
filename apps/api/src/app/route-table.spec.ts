import type { NextFunction, Request, Response } from 'express';
import { RouteTable } from './route-table';

type Seen = { route: string; params: Record<string, string> } | 'next';

function tableWith(...routes: Array<[method: string, path: string]>): RouteTable {
  const table = new RouteTable();
  for (const [method, path] of routes) {
    table.add(method, path, (req) => {
      (req as Request & { seen?: unknown }).seen = path;
    });
  }
  return table;
}

/** Serves a request and reports which route took it (by path) with the parameters it saw. */
function routeOf(table: RouteTable, method: string, url: string): Seen {
  let passedOn = false;
  const req = { method, url, params: {} } as unknown as Request & { seen?: string };
  // The handlers above answer synchronously, so the outcome is known when dispatch returns.
  table.dispatch(req, {} as Response, () => {
    passedOn = true;
  });
  if (passedOn) return 'next';
  if (!req.seen) throw new Error(`no route took ${method} ${url} and the next layer was not called`);
  return { route: req.seen, params: req.params as Record<string, string> };
}

describe('RouteTable (the API routes in a radix tree)', () => {
  const table = tableWith(
    ['GET', '/api/public/sites/:domain/content'],
    ['GET', '/api/admin/websites/:id'],
    ['GET', '/api/admin/websites/export'],
    ['POST', '/api/admin/websites'],
    ['GET', '/api/health'],
  );

  it('matches static segments and decodes parameters, ignoring the query string', () => {
    expect(routeOf(table, 'GET', '/api/public/sites/caf%C3%A9.example/content?x=1')).toEqual({
      route: '/api/public/sites/:domain/content',
      params: { domain: 'café.example' },
    });
  });

  it('follows Express defaults: case-insensitive paths, optional trailing slash, HEAD served by GET', () => {
    expect(routeOf(table, 'GET', '/API/Health')).toMatchObject({ route: '/api/health' });
    expect(routeOf(table, 'GET', '/api/health/')).toMatchObject({ route: '/api/health' });
    expect(routeOf(table, 'HEAD', '/api/health')).toMatchObject({ route: '/api/health' });
    // Parameter values keep their case.
    expect(routeOf(table, 'GET', '/api/admin/websites/AbC')).toEqual({ route: '/api/admin/websites/:id', params: { id: 'AbC' } });
  });

  it('prefers a static segment over a parameter', () => {
    expect(routeOf(table, 'GET', '/api/admin/websites/export')).toEqual({ route: '/api/admin/websites/export', params: {} });
  });

  it('hands everything else to the next layer: other methods, unknown paths, malformed encodings', () => {
    expect(routeOf(table, 'DELETE', '/api/health')).toBe('next');
    expect(routeOf(table, 'GET', '/api/nothing-here')).toBe('next');
    expect(routeOf(table, 'GET', '/api/public/sites/a/content/extra')).toBe('next');
    expect(routeOf(table, 'GET', '/api/admin/websites/%E0%A4%A')).toBe('next');
  });

  it('takes long parameters (a domain may be 253 characters)', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.example`;
    expect(routeOf(table, 'GET', `/api/public/sites/${domain}/content`)).toEqual({ route: '/api/public/sites/:domain/content', params: { domain } });
  });

  it('refuses paths it would read differently from Express, and a second route on the same path', () => {
    const handler = () => undefined;
    const fresh = new RouteTable();
    expect(fresh.add('GET', '/api/files/*path', handler)).toBe(false);
    expect(fresh.add('GET', '/api/{*path}', handler)).toBe(false);
    expect(fresh.add('GET', '/api/posts{/:id}', handler)).toBe(false);
    expect(fresh.add('GET', '/api/range/:from-:to', handler)).toBe(false);
    expect(fresh.add('GET', '/api/posts/:id', handler)).toBe(true);
    expect(fresh.add('GET', '/api/posts/:id', handler)).toBe(false);
    expect(fresh.add('GET', '/api/posts/:id/', handler)).toBe(false);
  });

  it("passes a handler's rejected promise to Express's error handlers", async () => {
    const failing = new RouteTable();
    const boom = new Error('boom');
    failing.add('GET', '/api/fails', () => Promise.reject(boom));
    const passed = await new Promise<unknown>((resolve) => {
      failing.dispatch({ method: 'GET', url: '/api/fails', params: {} } as unknown as Request, {} as Response, resolve as NextFunction);
    });
    expect(passed).toBe(boom);
  });
});
