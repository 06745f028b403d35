import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { RouteOptions } from 'fastify';
import { servesJson } from './api-paths';

/** Pages (the front ends, the API docs, the sandbox checkout, 404 pages): the site's policy. */
const PAGE_HEADERS: FastifyHelmetOptions = {
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
};

/**
 * JSON answers are never rendered as documents: a deny-all policy and the headers that matter for
 * them (nosniff, HSTS, framing, referrer, cross-origin resource policy), not the page set. Merged
 * over PAGE_HEADERS by @fastify/helmet, so every key the page set turns on is named here.
 */
const JSON_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Security headers through @fastify/helmet, with the policy chosen once per route when it is
 * registered (not per request): JSON routes under /api get JSON_HEADERS and `Cache-Control:
 * no-store` (API answers carry tokens or someone's data: no browser or shared cache may keep them;
 * the public site reads replace it with their own `public, max-age=60` and an ETag). Everything
 * else, the not-found answers included, gets the page policy. Registered before the hooks that
 * refuse a request, so that their 400s carry the same headers.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Before @fastify/helmet's own onRoute hook, which reads the route's `helmet` option.
  fastify.addHook('onRoute', (route: RouteOptions & { helmet?: unknown }) => {
    if (!servesJson(route.url)) return;
    route.helmet = JSON_HEADERS;
    route.config = { ...route.config, noStore: true } as RouteOptions['config'];
  });
  await app.register(helmet, PAGE_HEADERS);
  fastify.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { noStore?: boolean }).noStore) reply.header('Cache-Control', 'no-store');
    done();
  });
}
