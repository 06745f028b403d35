import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const DASHBOARD_ROUTES = /^\/(auth|dashboard)(\/|$)/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // Vite names built assets by content hash; everything else must be revalidated.
  if (/[/\\]assets[/\\]/.test(filePath)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'no-cache');
}

function fileIfExists(file: string): string | undefined {
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one URL search engines and share cards should see for a marketing page (the prerendered
 * pages' canonical links have no trailing slash and no index.html), or undefined when `urlPath`
 * already is it. Repeated slashes collapse, so `//host` can never become an off-origin redirect.
 */
export function canonicalPagePath(urlPath: string): string | undefined {
  let canonical = urlPath.replace(/\/{2,}/g, '/').replace(/\/index\.html$/, '/');
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, '');
  return canonical === urlPath ? undefined : canonical;
}

const text = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/plain; charset=utf-8').send(body);

/** Sends `file` (absolute, inside `root`) through @fastify/static, with the product's cache headers. */
function sendFile(reply: FastifyReply, root: string, file: string): FastifyReply {
  return reply.sendFile(path.relative(root, file), root);
}

function servePage(marketingDir: string, dashboardDir: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    const urlPath = query === -1 ? request.url : request.url.slice(0, query);
    const canonical = DASHBOARD_ROUTES.test(urlPath) ? undefined : canonicalPagePath(urlPath);
    if (canonical) return reply.redirect(canonical + (query === -1 ? '' : request.url.slice(query)), 308);
    if (DASHBOARD_ROUTES.test(urlPath)) {
      const index = fileIfExists(path.join(dashboardDir, 'index.html'));
      if (!index) return text(reply, 503, 'The dashboard has not been built yet (npm run build).');
      return sendFile(reply, dashboardDir, index);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return text(reply, 400, 'Bad path');
    }
    const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
    if (relative.startsWith('..') || relative.includes('\0')) return text(reply, 400, 'Bad path');
    const candidate = path.join(marketingDir, relative);
    const file = fileIfExists(candidate) ?? fileIfExists(path.join(candidate, 'index.html'));
    if (file) return sendFile(reply, marketingDir, file);
    const notFound = fileIfExists(path.join(marketingDir, '404.html'));
    if (notFound) return sendFile(reply.code(404), marketingDir, notFound);
    return text(reply, 404, 'Not found');
  };
}

/**
 * Serves the two front ends beside the API on one origin: the dashboard SPA at /auth and
 * /dashboard/* (assets under /_dashboard), the prerendered marketing site everywhere else. In a
 * plugin of its own, so that compression applies to the front ends' HTML, JS and CSS only: API
 * answers are small JSON where gzip costs more CPU than it saves (a reverse proxy can compress
 * them when wanted). /api paths never reach these routes (see api-not-found.ts).
 */
export async function mountWebApps(app: NestFastifyApplication, webDistDir: string): Promise<void> {
  const marketingDir = path.join(webDistDir, 'marketing');
  const dashboardDir = path.join(webDistDir, 'dashboard');
  await app.register(async (web: FastifyInstance) => {
    await web.register(compress);
    // Only `reply.sendFile` (files are looked up above); send adds ETag, Last-Modified and ranges.
    await web.register(fastifyStatic, { root: webDistDir, serve: false, cacheControl: false, setHeaders: setCacheHeaders });
    web.get('/_dashboard/*', (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const file = fileIfExists(path.join(dashboardDir, path.normalize(`/${relative}`)));
      if (!file) return text(reply, 404, 'Not found');
      return sendFile(reply, dashboardDir, file);
    });
    web.get('/*', servePage(marketingDir, dashboardDir));
  });
}
