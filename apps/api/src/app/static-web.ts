import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { isApiPath } from './api-paths';

const DASHBOARD_ROUTES = /^\/(auth|dashboard)(\/|$)/;

function setCacheHeaders(res: Response, filePath: string): void {
  // Vite names built assets by content hash; everything else must be revalidated.
  if (/[/\\]assets[/\\]/.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'no-cache');
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

/**
 * Serves the two front ends beside the API on one origin: the dashboard SPA at /auth and
 * /dashboard/* (assets under /_dashboard), the prerendered marketing site everywhere else.
 */
export function mountWebApps(app: NestExpressApplication, webDistDir: string): void {
  const marketingDir = path.join(webDistDir, 'marketing');
  const dashboardDir = path.join(webDistDir, 'dashboard');
  // One layer in the application's stack, passed over at once by API requests: every layer costs
  // each API request a path match in Express's router.
  const web = express.Router();
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : web(req, res, next)));
  // Compress the front ends' HTML, JS and CSS; API answers are small JSON where gzip costs more
  // CPU than it saves (and a reverse proxy can compress them when wanted).
  web.use(compression());
  web.use('/_dashboard', express.static(dashboardDir, { index: false, setHeaders: setCacheHeaders }));
  web.use('/_dashboard', (_req: Request, res: Response) => {
    res.status(404).type('text').send('Not found');
  });
  web.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const canonical = DASHBOARD_ROUTES.test(req.path) ? undefined : canonicalPagePath(req.path);
    if (canonical) {
      const query = req.originalUrl.indexOf('?');
      return res.redirect(308, canonical + (query === -1 ? '' : req.originalUrl.slice(query)));
    }
    if (DASHBOARD_ROUTES.test(req.path)) {
      const index = fileIfExists(path.join(dashboardDir, 'index.html'));
      if (!index) return res.status(503).type('text').send('The dashboard has not been built yet (npm run build).');
      setCacheHeaders(res, index);
      return res.sendFile(index);
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return res.status(400).type('text').send('Bad path');
    }
    const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
    if (relative.startsWith('..') || relative.includes('\0')) return res.status(400).type('text').send('Bad path');
    const candidate = path.join(marketingDir, relative);
    const file = fileIfExists(candidate) ?? fileIfExists(path.join(candidate, 'index.html'));
    if (file) {
      setCacheHeaders(res, file);
      return res.sendFile(file);
    }
    const notFound = fileIfExists(path.join(marketingDir, '404.html'));
    res.status(404);
    if (notFound) {
      res.setHeader('Cache-Control', 'no-cache');
      return res.sendFile(notFound);
    }
    return res.type('text').send('Not found');
  });
}
