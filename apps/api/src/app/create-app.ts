import cookieParser from 'cookie-parser';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { MikroORM } from '@mikro-orm/core';
import { DomainError } from '@fw/api-shared-domain';
import { DomainErrorFilter, assertJsonDepth, createValidationPipe, loadAppConfig, runInLazyRequestContext } from '@fw/api-shared-infrastructure';
import { AppModule, AppModuleOptions } from './app.module';
import { setupSwagger } from './openapi';
import { mountWebApps } from './static-web';
import { JsonExpressAdapter } from './json-express-adapter';
import { requireJsonBodies } from './json-bodies';
import { refuseNulCharacters } from './nul-characters';
import { servesJson } from './api-paths';

export interface CreateAppOptions extends AppModuleOptions {
  /** Serve the built front ends (off for API-only tests and OpenAPI generation). */
  serveWeb?: boolean;
  bodyLimit?: string;
  /** Nest's own signal handlers (close, then re-raise the signal); main.ts runs its own shutdown. */
  shutdownHooks?: boolean;
}

/** Raw bytes of every JSON request, for webhook signature checks. */
export type RequestWithRawBody = Request & { rawBody?: Buffer };

/**
 * Runs `mount` (which adds routes and static files to the Express app) and moves what it added
 * behind one layer that only requests under `prefix` enter. The API docs add ten layers; Express
 * tries each one's path on every request, API calls included.
 */
function mountBehindPrefix(app: NestExpressApplication, prefix: string, mount: () => void): void {
  const stack = (app.getHttpAdapter().getInstance() as { router: { stack: unknown[] } }).router.stack;
  const before = stack.length;
  mount();
  const inner = express.Router();
  (inner as unknown as { stack: unknown[] }).stack.push(...stack.splice(before));
  app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith(prefix) ? inner(req, res, next) : next()));
}

/** Builds the whole product as one Nest application; used by main, the CLI tools and the tests. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const config = loadAppConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(options), new JsonExpressAdapter(), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // Express would hash every JSON answer for a weak ETag; API answers are per caller and not cached,
  // the public reads set strong ETags themselves and static files get theirs from `send`.
  app.set('etag', false);
  app.setGlobalPrefix('api');
  // The lean request context first: every later step may use the ORM.
  const orm = app.get(MikroORM);
  app.use((_req: Request, _res: Response, next: NextFunction) => runInLazyRequestContext(orm, next));
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://checkout.stripe.com'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // JSON answers are never rendered as documents: a deny-all policy and the headers that matter
  // for them (nosniff, HSTS, framing, referrer, cross-origin resource policy), not the page set.
  const jsonHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!servesJson(req.path)) return pageHeaders(req, res, next);
    // API answers carry tokens or someone's data: no browser or shared cache may keep them. The
    // public site reads replace this with their own `public, max-age=60` and an ETag.
    res.setHeader('Cache-Control', 'no-store');
    return jsonHeaders(req, res, next);
  });
  // Only the refresh and sign-out endpoints read a cookie.
  app.use('/api/auth', cookieParser());
  app.use(requireJsonBodies);
  app.use(
    express.json({
      limit: options.bodyLimit ?? '256kb',
      // Runs before JSON.parse: a body nested deeper than anything the API takes is refused with
      // 400 REQUEST.TOO_DEEP by a linear scan, before parsing or anything that walks the value.
      verify: (req: RequestWithRawBody, _res, buf) => {
        assertJsonDepth(buf);
        req.rawBody = buf;
      },
    }),
  );
  // No URL or text of the product carries a NUL; refused before it can reach a query.
  app.use(refuseNulCharacters);
  // Errors raised before Nest (the body parser, the JSON and NUL checks) never reach its filters;
  // answer them through the same filter here.
  app.use((err: { type?: string; status?: number }, req: Request, res: Response, next: NextFunction) => {
    if (!err?.type && !(err instanceof DomainError)) return next(err);
    new DomainErrorFilter().catch(err, {
      switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }),
    } as never);
  });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new DomainErrorFilter());
  mountBehindPrefix(app, '/api/docs', () => setupSwagger(app));
  if (options.serveWeb) mountWebApps(app, config.webDistDir);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();
  return app;
}
