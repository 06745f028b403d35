import { createHash } from 'node:crypto';
import { applyDecorators, Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '@fw/api-shared-infrastructure';
import { PublicSiteService } from '@fw/api-sites-application';
import { PublicContentDto, PublicPostDto } from './public-site.dto';

export const PUBLIC_MAX_AGE_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;

/**
 * Cache-Control of an answer that changes by itself at `nextChangeAt` (a scheduled post going
 * public): caches may keep it at most until then (rounded up to a whole second, never past 60 s),
 * so a scheduled post shows within a second of its time, not up to a minute late.
 */
export function cacheControlUntil(now: Date, nextChangeAt: Date | null): string {
  if (!nextChangeAt) return PUBLIC_CACHE_CONTROL;
  const seconds = Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000);
  return `public, max-age=${Math.max(0, Math.min(PUBLIC_MAX_AGE_SECONDS, seconds))}`;
}

/** Strong validator: the hash of the exact bytes sent. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The answer as the JSON text its ETag is the hash of (sent as it is, not serialized again), or an
 * empty 304 when the caller already has it.
 */
function cached(ifNoneMatch: string | undefined, reply: FastifyReply, payload: unknown, cacheControl = PUBLIC_CACHE_CONTROL): string {
  const body = JSON.stringify(payload);
  const etag = etagOf(body);
  reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (matches(ifNoneMatch, etag)) {
    reply.code(304);
    return '';
  }
  reply.type('application/json; charset=utf-8');
  return body;
}

function ApiConditionalGet() {
  return applyDecorators(
    ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a previous answer; 304 when unchanged' }),
    ApiResponse({ status: 304, description: 'Not modified (matching If-None-Match)' }),
    ApiErrors(404),
  );
}

@ApiTags('public sites')
@Controller('public/sites')
export class PublicSitesController {
  constructor(private readonly site: PublicSiteService) {}

  @Get(':domain/content')
  @ApiOperation({ summary: "A website's content sections by domain (key → value), with a strong ETag and Cache-Control: public, max-age=60" })
  @ApiOkResponse({ type: PublicContentDto })
  @ApiConditionalGet()
  async content(
    @Param('domain') domain: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { website, sections } = await this.site.content(domain);
    const payload: PublicContentDto = {
      website: { name: website.name, domain: website.domain ?? '', template: website.template },
      sections: Object.fromEntries(sections.map((s) => [s.sectionKey, s.contentValue])),
    };
    return cached(ifNoneMatch, reply, payload);
  }

  @Get(':domain/posts')
  @ApiOperation({
    summary: "A website's public posts by domain, newest first, at most 100, with ETag and Cache-Control",
    description:
      'Public = published, or scheduled (publish_at) for now or earlier, decided in the query at the request time; never other drafts. ' +
      'Cache-Control: public, max-age=60, shortened to the seconds left until the next scheduled post goes public.',
  })
  @ApiOkResponse({ type: [PublicPostDto] })
  @ApiConditionalGet()
  async posts(
    @Param('domain') domain: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { posts, now, nextChangeAt } = await this.site.publishedPosts(domain);
    const payload: PublicPostDto[] = posts.map((p) => ({
      id: p.id,
      title: p.title,
      content: p.content,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    }));
    return cached(ifNoneMatch, reply, payload, cacheControlUntil(now, nextChangeAt));
  }
}
