import { gzipSync } from 'node:zlib';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '@fw/api-shared-domain';
import { clientIp, RateLimiterService } from '@fw/api-shared-infrastructure';
import { CachedSitePage, HostedSite, SitePagesService, SubmitSiteLeadUseCase } from '@fw/api-sites-application';
import { SITE_PATHS } from '@fw/shared-site-render';
import { hostNameOf, SiteHostResolver } from './site-host-resolver';
import { sitesHostingConfig, SitesHostingConfig } from './sites-hosting.config';

/**
 * Site pages run no script and load nothing from elsewhere: the template's inline stylesheet,
 * images, and a form posting to the page's own origin are all they may use. `connect-src 'self'`
 * lets audit tools read the site's own robots.txt from the page (Lighthouse fetches it in the
 * page's context); with no script allowed, nothing else can connect.
 */
export const SITE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";
const SITE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': SITE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};
/** Where image variants are served (the media context's route), on every host. */
const SITE_MEDIA_PREFIX = '/media/';
/** Largest contact-form body; the fields' own limits add up to well under it. */
const FORM_BODY_LIMIT = 16 * 1024;

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="robots" content="noindex"><title>Site not found</title>' +
  '<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;max-width:36rem;margin:15vh auto;padding:0 1.5rem}</style></head>' +
  '<body><main><h1>Site not found</h1><p>No website is published at this address. If you typed it, please check the spelling.</p></main></body></html>';

interface SiteAnswer {
  status: number;
  headers: Record<string, string | number>;
  body: Buffer;
}
const EMPTY = Buffer.alloc(0);
/** Below this a page is sent as is: gzip's own header and the work would not pay off. */
const GZIP_MIN_BYTES = 1024;
/**
 * Each cached page's gzipped bytes, made the first time a client accepts them and kept as long as
 * the page itself is (the cache drops a page, the collector drops its gzip).
 */
const gzipCache = new WeakMap<CachedSitePage, Buffer>();

function gzipped(page: CachedSitePage): Buffer {
  let zipped = gzipCache.get(page);
  if (!zipped) {
    zipped = gzipSync(page.body);
    gzipCache.set(page, zipped);
  }
  return zipped;
}

/** True when the Accept-Encoding header lists gzip (or *) without q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

class FormBodyError extends Error {
  constructor(readonly status: 400 | 413 | 415) {
    super(`form body refused (${status})`);
  }
}

/** Reads an urlencoded form body from the raw request, refusing anything larger than the limit. */
async function readForm(request: FastifyRequest): Promise<URLSearchParams> {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new FormBodyError(415);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > FORM_BODY_LIMIT) throw new FormBodyError(413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > FORM_BODY_LIMIT) throw new FormBodyError(413);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.includes('\0') || /%00/.test(text)) throw new FormBodyError(400);
  return new URLSearchParams(text);
}

/**
 * Serves clients' websites by Host header, before the platform's routes: a website's domain or
 * platform address gets that website's pages (from the page cache), the other form of its domain a
 * 301, an unknown host a neutral 404. Platform hosts pass through untouched. Site answers never
 * read or set cookies and carry their own security headers.
 */
@Injectable()
export class SiteHosting {
  private readonly logger = new Logger(SiteHosting.name);

  constructor(
    private readonly hosts: SiteHostResolver,
    private readonly pages: SitePagesService,
    private readonly submitLead: SubmitSiteLeadUseCase,
    private readonly rateLimiter: RateLimiterService,
    @Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig,
  ) {}

  /**
   * The short path, for the hook that runs before anything of the platform (create-app.ts): a known
   * site's page already in the cache is written out at once, with its stored bytes (gzipped once
   * when a client first accepts it), its ETag and a 304 on a match. The reply is taken over from
   * Fastify (`reply.hijack()`), so that none of the platform's hooks (request logger, cookies,
   * compression) runs for it. False when the request is anything else; `register` serves it then.
   */
  answerFromCache(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const hostName = hostNameOf(request.headers.host);
    if (this.hosts.isPlatform(hostName)) return false;
    const known = this.hosts.known(hostName);
    if (known?.kind !== 'site') return false;
    const page = this.pages.cached(known.site, this.cacheKey(request, hostName));
    if (!page) return false;
    const answer = this.answer(request, page, true);
    reply.hijack();
    reply.raw.writeHead(answer.status, answer.headers);
    reply.raw.end(request.method === 'HEAD' ? undefined : answer.body);
    return true;
  }

  /** Everything but cached pages of known sites: hosts to look up, pages to render, the contact form. */
  register(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      const hostName = hostNameOf(request.headers.host);
      if (this.hosts.isPlatform(hostName)) return done();
      this.serve(hostName, request, reply).then(
        (handled) => (handled ? undefined : done()),
        (error: Error) => done(error),
      );
    });
  }

  /** False when the host turned out to be the platform's. */
  private async serve(hostName: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const resolution = await this.hosts.resolve(hostName);
    if (resolution.kind === 'platform') return false;
    reply.headers(SITE_HEADERS);
    const method = request.method;
    if (resolution.kind === 'unknown') {
      this.send(
        request,
        reply,
        {
          status: 404,
          contentType: 'text/html; charset=utf-8',
          body: Buffer.from(NOT_FOUND_HTML),
          etag: '',
          expiresAt: 0,
          headers: { 'X-Robots-Tag': 'noindex' },
        },
        false,
      );
      return true;
    }
    const origin = `${request.protocol}://${request.headers.host ?? hostName}`;
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (resolution.kind === 'redirect') {
      const port = /:\d+$/.exec(request.headers.host ?? '')?.[0] ?? '';
      reply
        .code(301)
        .header('Location', `${request.protocol}://${resolution.host}${port}${request.url}`)
        .header('Cache-Control', 'public, max-age=3600')
        .send();
      return true;
    }
    const site = resolution.site;
    // Image variants are the platform's (content-hashed, public): a site's pages link them on its own host.
    if (path.startsWith(SITE_MEDIA_PREFIX)) return false;
    if (method === 'POST' && path.replace(/\/+$/, '') === SITE_PATHS.contact) {
      await this.contact(site, origin, request, reply);
      return true;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      reply.code(405).header('Allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method not allowed');
      return true;
    }
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    const page = await this.pages.page(site, this.cacheKey(request, hostName), { origin, path, query });
    this.send(request, reply, page, true);
    return true;
  }

  /** Pages are cached per address as asked: the origin (it is in the canonical links) and the URL. */
  private cacheKey(request: FastifyRequest, hostName: string): string {
    return `${request.protocol}://${request.headers.host ?? hostName}${request.url}`;
  }

  private send(request: FastifyRequest, reply: FastifyReply, page: CachedSitePage, cacheable: boolean): void {
    const answer = this.answer(request, page, cacheable);
    reply.code(answer.status).headers(answer.headers);
    if (request.method === 'HEAD' || answer.status === 304) reply.send();
    else reply.send(answer.body);
  }

  /** Status, headers and body of a site page for this request: validators, caching policy, encoding. */
  private answer(request: FastifyRequest, page: CachedSitePage, cacheable: boolean): SiteAnswer {
    const headers: Record<string, string | number> = { ...SITE_HEADERS, ...page.headers };
    if (page.location) headers['Location'] = page.location;
    if (!cacheable || page.status >= 500) {
      headers['Cache-Control'] = 'no-store';
    } else {
      // Browsers ask again each time (a 304 costs nothing); a CDN may keep the page a short while,
      // never past the moment a scheduled post is due.
      const untilDue = Math.floor((page.expiresAt - Date.now()) / 1000);
      const shared = Math.max(0, Math.min(this.config.cdnMaxAgeSeconds, untilDue));
      headers['Cache-Control'] = `public, max-age=0, must-revalidate, s-maxage=${shared}`;
      headers['ETag'] = page.etag;
      if (request.headers['if-none-match'] === page.etag && page.status === 200) return { status: 304, headers, body: EMPTY };
    }
    headers['Content-Type'] = page.contentType;
    let body = page.body;
    // Every cacheable page, the site's own 404 and 410 included: a visitor reads those too.
    if (cacheable && body.length >= GZIP_MIN_BYTES) {
      headers['Vary'] = 'Accept-Encoding';
      if (acceptsGzip(request.headers['accept-encoding'])) {
        body = gzipped(page);
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = body.length;
    return { status: page.status, headers, body };
  }

  /** The contact form's POST: same-origin only, rate-limited, re-rendered with messages or redirected to the thanks view. */
  private async contact(site: HostedSite, origin: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const values = { name: '', email: '', phone: '', message: '' };
    const answer = async (status: number, errors: Record<string, string>, extra: Record<string, string> = {}) => {
      const page = await this.pages.contactForm(site, origin, { values, errors });
      this.send(request, reply.headers(extra), { ...page, status }, false);
    };
    if (site.status !== 'live') return answer(404, {});
    // Browsers send Origin with every form POST; a page elsewhere posting here (or a script without
    // either header) is refused: the form has no cookie to protect, but its owner's inbox does.
    const sentFrom =
      request.headers.origin ?? (typeof request.headers.referer === 'string' ? new URL(request.headers.referer, 'http://invalid').origin : undefined);
    if (sentFrom !== origin) return answer(403, { message: 'Please send this form from the contact page of this website.' });
    let form: URLSearchParams;
    try {
      form = await readForm(request);
    } catch (error) {
      if (!(error instanceof FormBodyError)) throw error;
      const message = error.status === 413 ? 'Your message is too long to send. Please shorten it.' : 'Please send the form from this page.';
      return answer(error.status, { message });
    }
    for (const key of Object.keys(values) as Array<keyof typeof values>) values[key] = (form.get(key) ?? '').slice(0, 10_000);
    try {
      await this.rateLimiter.consume([
        { key: `site-contact:ip:${clientIp(request)}`, limit: this.config.contactRateLimit, windowSeconds: this.config.contactRateWindowSeconds },
        {
          key: `site-contact:email:${values.email.trim().toLowerCase()}`,
          limit: this.config.contactRateLimitPerEmail,
          windowSeconds: this.config.contactRateWindowSeconds,
        },
      ]);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      this.logger.warn(`site contact form rate-limited for ${clientIp(request)}`);
      return answer(
        429,
        { message: 'You have sent several messages already. Please try again a little later.' },
        { 'Retry-After': String(error.retryAfterSeconds) },
      );
    }
    const result = await this.submitLead.execute(site.id, values);
    if ('errors' in result) return answer(400, result.errors as Record<string, string>);
    reply.code(303).header('Location', `${SITE_PATHS.contact}?sent=1`).header('Cache-Control', 'no-store').send();
  }
}
