/** Paths the API answers (everything under /api); the web apps serve the rest. */
export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/** API paths that answer JSON: all but the HTML pages served under /api (API docs, sandbox checkout). */
export function servesJson(urlPath: string): boolean {
  return isApiPath(urlPath) && !urlPath.startsWith('/api/docs') && !urlPath.startsWith('/api/sandbox/');
}

/**
 * What a request's route reads and answers, from the route Fastify matched (its registered
 * pattern; routing ignores case and a trailing slash, so the URL's own spelling decides nothing):
 * - `form`: the payment sandbox's HTML pages, whose forms post `application/x-www-form-urlencoded`;
 * - `upload`: routes marked `@RouteConfig({ upload: true })`, whose body is a file's bytes (handed
 *   over as a stream when also marked `stream: true`, see `streamsUpload`);
 * - `json`: every other API route, and an unknown path under /api in any case;
 * - `web`: the web apps.
 */
export function routeKind(request: { url: string; routeOptions?: { url?: string; config?: unknown } }): 'form' | 'json' | 'upload' | 'web' {
  const route = request.routeOptions?.url?.toLowerCase();
  if (route?.startsWith('/api/sandbox/')) return 'form';
  if ((request.routeOptions?.config as { upload?: boolean } | undefined)?.upload === true) return 'upload';
  if ((route && isApiPath(route)) || isApiPath(request.url.split('?')[0].toLowerCase())) return 'json';
  return 'web';
}

/** An upload route that reads the file's bytes itself, as they arrive (`@RouteConfig({ upload: true, stream: true })`). */
export function streamsUpload(request: { routeOptions?: { config?: unknown } }): boolean {
  return (request.routeOptions?.config as { stream?: boolean } | undefined)?.stream === true;
}
