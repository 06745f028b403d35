/** Paths the API answers (everything under /api); the web apps serve the rest. */
export function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || urlPath.startsWith('/api/');
}

/** API paths that answer JSON: all but the HTML pages served under /api (API docs, sandbox checkout). */
export function servesJson(urlPath: string): boolean {
  return isApiPath(urlPath) && !urlPath.startsWith('/api/docs') && !urlPath.startsWith('/api/sandbox/');
}
