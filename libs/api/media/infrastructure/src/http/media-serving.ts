import { Injectable, Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ObjectStoragePort } from '@fw/api-media-application';

/** Path prefix of every public image variant (on the platform's host and on every client site). */
export const MEDIA_PATH_PREFIX = '/media/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HASH = /^[0-9a-f]{20}$/;
/** Only image variants: sources and every other stored file (questionnaire attachments) stay unreachable here. */
const FILE = /^w\d{1,4}\.(avif|webp|jpg)$/;
/** Each variant's type, by the extension its key gives it (media-keys.ts): no stored type to read per request. */
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' };

interface Variant {
  key: string;
  etag: string;
  contentType: string;
}

/** The storage key a variant's URL names, or null when the path is not a variant's. */
function variantKey(path: string): Variant | null {
  const [websiteId, imageId, hash, file, ...rest] = path.slice(MEDIA_PATH_PREFIX.length).split('/');
  if (rest.length > 0 || !UUID.test(websiteId) || !UUID.test(imageId ?? '') || !HASH.test(hash ?? '') || !FILE.test(file ?? '')) return null;
  return { key: `images/${websiteId}/${imageId}/${hash}/${file}`, etag: `"${hash}-${file}"`, contentType: CONTENT_TYPES[FILE.exec(file)![1]] };
}

/**
 * Serves image variants from object storage. Their URLs carry the hash of their content, so a
 * URL's bytes never change: browsers and CDNs may keep them a year without asking again, and an
 * ETag of the URL itself answers any revalidation with 304.
 *
 * They are public and need nothing of the platform (no session, cookie, body or compression: the
 * formats are compressed already), so they are answered from the very first onRequest hook
 * (create-app.ts), as cached site pages are: the reply is taken over from Fastify and written
 * directly, and none of the hooks Nest adds run for them.
 */
@Injectable()
export class MediaServing {
  private readonly logger = new Logger(MediaServing.name);

  constructor(private readonly storage: ObjectStoragePort) {}

  /** True when the request was a GET or HEAD under /media/ and is being answered here. */
  answerFirst(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const queryAt = request.url.indexOf('?');
    const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!path.startsWith(MEDIA_PATH_PREFIX)) return false;
    reply.hijack();
    this.serve(request, reply.raw, variantKey(path)).catch((error: Error) => {
      // Once the headers are out, the failure is the stream's (often the client went away): end the connection.
      if (reply.raw.headersSent) return reply.raw.destroy();
      this.logger.error(`serving ${path} failed: ${error.message}`);
      reply.raw.writeHead(503, { ...NOT_FOUND_HEADERS, 'Retry-After': '5' });
      reply.raw.end('Try again later');
    });
    return true;
  }

  private async serve(request: FastifyRequest, response: ServerResponse, variant: Variant | null): Promise<void> {
    if (!variant) return this.notFound(response);
    if (request.headers['if-none-match'] === variant.etag) {
      response.writeHead(304, { 'Cache-Control': IMMUTABLE, ETag: variant.etag });
      response.end();
      return;
    }
    const stored = await this.storage.open(variant.key);
    if (!stored) return this.notFound(response);
    response.writeHead(200, {
      'Content-Type': variant.contentType,
      'Content-Length': stored.size,
      'Cache-Control': IMMUTABLE,
      ETag: variant.etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (request.method === 'HEAD') {
      stored.body.destroy();
      response.end();
      return;
    }
    await pipeline(stored.body, response);
  }

  private notFound(response: ServerResponse): void {
    response.writeHead(404, NOT_FOUND_HEADERS);
    response.end('Not found');
  }
}
