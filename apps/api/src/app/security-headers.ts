import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { fastify as createFastify, type RouteOptions } from 'fastify';
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

/** Headers Fastify itself writes on every answer, whatever the plugins. */
const FASTIFY_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet gives a route with the JSON policy, asked of the plugin itself once
 * at boot (a throw-away Fastify instance, one request through `inject`): the plugin builds a new
 * helmet middleware, CSP included, on every request of a route with its own policy, although the
 * answer is the same every time. So @fastify/helmet stays the one home of the policy and the
 * API's JSON answers get its headers for the cost of one `reply.headers`.
 */
export async function jsonSecurityHeaders(): Promise<Record<string, string>> {
  const probe = createFastify();
  await probe.register(helmet, PAGE_HEADERS);
  probe.get('/', { helmet: JSON_HEADERS }, (_request, reply) => reply.send(''));
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!FASTIFY_OWN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Security headers through @fastify/helmet, with the policy chosen once per route when it is
 * registered (not per request): JSON routes under /api get JSON_HEADERS and `Cache-Control:
 * no-store` (API answers carry tokens or someone's data: no browser or shared cache may keep them;
 * the public site reads replace it with their own `public, max-age=60` and an ETag). Everything
 * else, the not-found answers included, gets the page policy. Registered before the hooks that
 * refuse a request, so that their 400s carry the same headers.
 *
 * JSON routes opt out of the plugin's per-request work (its documented `helmet: false` route
 * option) and get the JSON policy's headers as the plugin computed them at boot
 * (jsonSecurityHeaders), set with the rest of their static headers in one onRequest hook.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const jsonHeaders = { ...(await jsonSecurityHeaders()), 'cache-control': 'no-store' };
  // Before @fastify/helmet's own onRoute hook, which reads the route's `helmet` option.
  fastify.addHook('onRoute', (route: RouteOptions & { helmet?: unknown }) => {
    if (!servesJson(route.url)) return;
    route.helmet = false;
    route.config = { ...route.config, jsonHeaders: true } as RouteOptions['config'];
  });
  await app.register(helmet, PAGE_HEADERS);
  fastify.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { jsonHeaders?: boolean }).jsonHeaders) reply.headers(jsonHeaders);
    done();
  });
}
