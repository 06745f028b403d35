import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ObjectStoragePort } from '@fw/api-media-application';

/** Path prefix of every public image variant (on the platform's host and on every client site). */
export const MEDIA_PATH_PREFIX = '/media/';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HASH = /^[0-9a-f]{20}$/;
const FILE = /^w\d{1,4}\.(avif|webp|jpg)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves image variants from object storage. Their URLs carry the hash of their content, so a
 * URL's bytes never change: browsers and CDNs may keep them a year without asking again, and an
 * ETag of the URL itself answers any revalidation with 304.
 */
@Injectable()
export class MediaServing {
  constructor(private readonly storage: ObjectStoragePort) {}

  register(fastify: FastifyInstance): void {
    fastify.route({
      method: ['GET', 'HEAD'],
      url: `${MEDIA_PATH_PREFIX}:websiteId/:imageId/:hash/:file`,
      handler: (request, reply) => this.serve(request as FastifyRequest<{ Params: Record<string, string> }>, reply),
    });
  }

  private async serve(request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply): Promise<void> {
    const { websiteId, imageId, hash, file } = request.params;
    if (!UUID.test(websiteId) || !UUID.test(imageId) || !HASH.test(hash) || !FILE.test(file)) return this.notFound(reply);
    const etag = `"${hash}-${file}"`;
    if (request.headers['if-none-match'] === etag) {
      return reply.code(304).headers({ 'Cache-Control': IMMUTABLE, ETag: etag }).send();
    }
    const stored = await this.storage.get(`images/${websiteId}/${imageId}/${hash}/${file}`);
    if (!stored) return this.notFound(reply);
    reply.headers({
      'Content-Type': stored.contentType,
      'Content-Length': stored.size,
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (request.method === 'HEAD') {
      stored.body.destroy();
      return reply.send();
    }
    return reply.send(stored.body);
  }

  private notFound(reply: FastifyReply): FastifyReply {
    return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  }
}
