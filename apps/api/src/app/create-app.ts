import cookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { fastify as createFastify, type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { MikroORM } from '@mikro-orm/core';
import { SiteHosting } from '@fw/api-sites-infrastructure';
import { MediaServing } from '@fw/api-media-infrastructure';
import { AuditRecorder, DomainErrorFilter, createValidationPipe, loadAppConfig, runWithLazyEntityManager } from '@fw/api-shared-infrastructure';
import { AppModule, AppModuleOptions } from './app.module';
import { setupSwagger } from './openapi';
import { mountWebApps } from './static-web';
import { refuseNonJsonBodies, useBodyParsers } from './json-bodies';
import { refuseNulInUrl } from './nul-characters';
import { registerSecurityHeaders } from './security-headers';
import { answerUnknownApiPaths } from './api-not-found';
import { echoRequestId, requestId } from './request-id';
import { createRootLogger } from './logging/root-logger';
import { ApiRequestLogController, bindRequestLogger, currentRequestLogger, requestChildLogger } from './logging/request-logging';
import { NestPinoLogger } from './logging/nest-pino-logger';

export interface CreateAppOptions extends AppModuleOptions {
  /** Serve the built front ends (off for API-only tests and OpenAPI generation). */
  serveWeb?: boolean;
  /** Largest JSON body in bytes (413 REQUEST.TOO_LARGE above it). */
  bodyLimit?: number;
  /** Nest's own signal handlers (close, then re-raise the signal); main.ts runs its own shutdown. */
  shutdownHooks?: boolean;
}

const DEFAULT_BODY_LIMIT = 256 * 1024;

/**
 * Requests Fastify refuses before routing (a malformed percent-encoding in the path): answered
 * through the application's error handler, so in the product's error shape like every other 4xx.
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.send(error);
}

/** Builds the whole product as one Nest application; used by main, the CLI tools and the tests. */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const config = loadAppConfig();
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const rootLogger: FastifyBaseLogger = createRootLogger({ level: config.logLevel, file: config.logFile });
  const instance = createFastify({
    bodyLimit,
    trustProxy: config.trustProxy ? 1 : false,
    // As Express matched (clients and links rely on it): case-insensitive paths, an optional
    // trailing slash, and no limit below a domain's 253 characters for a parameter.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 4096 },
    frameworkErrors,
    genReqId: requestId,
    // Node's own default, as the Express build had (Fastify's is 72 s): an idle keep-alive
    // connection does not hold app.close() for more than 5 s after its last answer.
    keepAliveTimeout: 5_000,
    // A request that reached an open connection before the close is served, not answered 503:
    // closing stops new connections only (graceful-shutdown.ts drains the rest).
    return503OnClosing: false,
    // Fastify's own request logging (request.log, one line per API request once answered),
    // through the process's one pino logger, which Nest logs through too (NestPinoLogger).
    loggerInstance: rootLogger,
    childLoggerFactory: requestChildLogger,
    logController: new ApiRequestLogController(),
  });
  // Image variants and cached pages of clients' websites are answered by the very first hook,
  // before the ones Nest adds (its middleware runner, the cookie and compression plugins' hooks):
  // so the instance is built here and handed to the adapter, and the hook asks MediaServing and
  // SiteHosting once the application exists (nothing is served before then).
  let answerFirst: (request: FastifyRequest, reply: FastifyReply) => boolean = () => false;
  instance.addHook('onRequest', (request, reply, done) => {
    if (!answerFirst(request, reply)) done();
  });
  const adapter = new FastifyAdapter(instance);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(options), adapter, {
    logger: new NestPinoLogger(instance.log, currentRequestLogger),
    abortOnError: false,
    // Nest's Fastify body parsers keep each body's bytes as request.rawBody (Stripe webhook signature).
    rawBody: true,
  });
  app.setGlobalPrefix('api');
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', echoRequestId);
  // The request's logger for every line written while it is served (services, the error filter).
  fastify.addHook('onRequest', bindRequestLogger);
  // The request's EntityManager for everything after (Fastify keeps the async context across the
  // body parser), forked when first used.
  const orm = app.get(MikroORM);
  fastify.addHook('onRequest', (_request, _reply, done) => runWithLazyEntityManager(orm.em, done));
  // Clients' websites by Host header, before the platform's own security headers, cookies and
  // routes: a site's answer is complete here (its own headers, never a cookie).
  const siteHosting = app.get(SiteHosting);
  // Image variants (content-hashed, immutable) on the platform's host and clients' sites alike.
  const mediaServing = app.get(MediaServing);
  answerFirst = (request, reply) => mediaServing.answerFirst(request, reply) || siteHosting.answerFromCache(request, reply);
  siteHosting.register(fastify);
  await registerSecurityHeaders(app);
  // Only the refresh and sign-out endpoints read the cookie; the plugin parses it when present.
  await app.register(cookie);
  // Before the body is read: no NUL in a URL, and no body but JSON under /api.
  fastify.addHook('preParsing', refuseNulInUrl);
  fastify.addHook('preParsing', refuseNonJsonBodies);
  useBodyParsers(app, bodyLimit);
  // The audit log's entries, written before the answer of a request its guard marked goes out.
  app.get(AuditRecorder).register(fastify);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new DomainErrorFilter());
  setupSwagger(app);
  answerUnknownApiPaths(app);
  if (options.serveWeb) await mountWebApps(app, config.webDistDir);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();
  return app;
}
