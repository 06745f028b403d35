import { applyDecorators, Controller, Delete, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, Auth, CurrentUser, UuidParam } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { POSTS_PER_PAGE, PreviewLinksService, type PreviewContent } from '@fw/api-sites-application';
import { PreviewLink, PreviewLinkGoneError, PreviewLinkNotFoundError } from '@fw/api-sites-domain';
import { renderSitePage, SITE_PATHS, type PageRequest, type Post as SitePost } from '@fw/shared-site-render';
import { sitesHostingConfig, SitesHostingConfig } from '../hosting/sites-hosting.config';
import { SITE_CSP } from '../hosting/site-hosting.hook';

export class PreviewLinkDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) state: 'active' | 'expired' | 'revoked';
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at: string | null;
}

export class CreatedPreviewLinkDto extends PreviewLinkDto {
  @ApiProperty({ description: 'The link to share; shown this once (only a hash of its token is stored)' }) url: string;
}

const toDto = (link: PreviewLink, now = new Date()): PreviewLinkDto => ({
  id: link.id,
  state: link.stateAt(now),
  created_at: link.createdAt.toISOString(),
  expires_at: link.expiresAt.toISOString(),
  revoked_at: link.revokedAt ? link.revokedAt.toISOString() : null,
});

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/** What a preview's contact form says instead of sending. */
const PREVIEW_FORM_NOTE = 'This is a preview: forms do not send here. Visitors of the live site can send you a message with this form.';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page for a link that does not work (any more), saying why; never indexed. */
function linkPage(title: string, message: string): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`
  );
}

@ApiTags('my website')
@Auth()
@Controller('my/website/preview-links')
export class MyPreviewLinksController {
  constructor(
    private readonly links: PreviewLinksService,
    @Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Make a share-preview link to the drafts of your website: anyone with it can look, without an account, for 7 days' })
  @ApiCreatedResponse({ type: CreatedPreviewLinkDto })
  @ApiErrors(400, 404)
  async create(@CurrentUser() user: AuthUser): Promise<CreatedPreviewLinkDto> {
    const { link, token } = await this.links.create(user.id);
    return { ...toDto(link), url: `${this.config.previewBaseUrl}/${token}` };
  }

  @Get()
  @ApiOperation({ summary: 'Your share-preview links, newest first (their tokens are not stored, so no URLs)' })
  @ApiOkResponse({ type: [PreviewLinkDto] })
  @ApiErrors(404)
  async list(@CurrentUser() user: AuthUser): Promise<PreviewLinkDto[]> {
    return (await this.links.list(user.id)).map((link) => toDto(link));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a share-preview link: it answers 410 from now on; repeating it changes nothing' })
  @ApiOkResponse({ type: PreviewLinkDto })
  @ApiErrors(400, 404)
  async revoke(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<PreviewLinkDto> {
    return toDto(await this.links.revoke(user.id, id));
  }
}

@ApiTags('public sites')
@Controller('site-previews')
export class SitePreviewsController {
  constructor(
    private readonly links: PreviewLinksService,
    @Inject(sitesHostingConfig.KEY) private readonly config: SitesHostingConfig,
  ) {}

  @Get(':token')
  @ApiOperation({
    summary: "A website's drafts as its home page will look, for whoever holds a share-preview link (no account)",
    description:
      'HTML, never indexed (X-Robots-Tag and meta robots noindex), never cached. 410 with a page saying so for an expired or revoked link; 404 for an unknown one. ' +
      'Every link on the page leads to the preview of that page (blog, posts, contact), never to the live site.',
  })
  @PreviewPageResponses()
  home(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.serve(token, reply, () => ({ kind: 'home' }));
  }

  @Get(':token/blog')
  @ApiOperation({ summary: "The preview's blog: every post as it would be published (drafts included), newest first; as the home page, never indexed" })
  @PreviewPageResponses()
  blog(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.serve(token, reply, (preview) => blogPage(preview.posts, 1));
  }

  @Get(':token/blog/page/:page')
  @ApiOperation({ summary: "A later page of the preview's blog (404 page past the last one)" })
  @PreviewPageResponses()
  blogPage(@Param('token') token: string, @Param('page') page: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.serve(token, reply, (preview) => (/^[1-9][0-9]{0,5}$/.test(page) ? blogPage(preview.posts, Number(page)) : { kind: 'not-found' }));
  }

  @Get(':token/blog/:slug')
  @ApiOperation({ summary: 'One post of the preview, with its draft text, at the address its draft title gives it (404 page for none)' })
  @PreviewPageResponses()
  post(@Param('token') token: string, @Param('slug') slug: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.serve(token, reply, (preview) => {
      const post = preview.posts.find((p) => p.slug === slug.toLowerCase());
      return post ? { kind: 'post', post } : { kind: 'not-found' };
    });
  }

  @Get(':token/contact')
  @ApiOperation({ summary: "The preview's contact page: the form is shown disabled with a note that forms do not send in a preview (no message, no e-mail)" })
  @PreviewPageResponses()
  contact(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.serve(token, reply, () => ({ kind: 'contact', action: SITE_PATHS.contact, notSent: PREVIEW_FORM_NOTE }));
  }

  private async serve(token: string, reply: FastifyReply, pageOf: (preview: PreviewContent) => PageRequest): Promise<string> {
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-robots-tag', 'noindex')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer');
    // The hosted site's own policy: its inline stylesheet, nothing to run (the token stays out of referrers).
    reply.header('content-security-policy', SITE_CSP);
    try {
      if (!TOKEN.test(token)) throw new PreviewLinkNotFoundError();
      const preview = await this.links.open(token);
      const base = new URL(this.config.previewBaseUrl);
      const site = {
        name: preview.website.name,
        templateId: preview.website.template,
        origin: base.origin,
        sections: preview.sections,
        images: preview.images,
        status: 'live' as const,
        noindex: true,
        linkBase: `${base.pathname.replace(/\/+$/, '')}/${token}`,
      };
      const page = renderSitePage(site, pageOf(preview));
      reply.status(page.status);
      return page.html;
    } catch (error) {
      if (error instanceof PreviewLinkGoneError) {
        reply.status(410);
        return linkPage(error.reason === 'expired' ? 'This preview link has expired' : 'This preview link was turned off', error.message);
      }
      if (error instanceof PreviewLinkNotFoundError) {
        reply.status(404);
        return linkPage('Preview not found', 'This preview link does not exist. Check that you copied the whole link.');
      }
      throw error;
    }
  }
}

/** One page of the preview's blog, or the not-found page past the last one. */
function blogPage(posts: SitePost[], page: number): PageRequest {
  const totalPages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  if (page > totalPages) return { kind: 'not-found' };
  return { kind: 'blog', page, totalPages, posts: posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE) };
}

function PreviewPageResponses(): MethodDecorator {
  return applyDecorators(
    ApiProduces('text/html'),
    ApiResponse({ status: 200, description: 'The preview page', content: { 'text/html': { schema: { type: 'string' } } } }),
    ApiResponse({ status: 404, description: 'Unknown link, or no such page in the preview', content: { 'text/html': { schema: { type: 'string' } } } }),
    ApiResponse({ status: 410, description: 'Expired or revoked link', content: { 'text/html': { schema: { type: 'string' } } } }),
  );
}
