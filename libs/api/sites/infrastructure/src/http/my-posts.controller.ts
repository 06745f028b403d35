import { Body, Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, UuidParam, Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { BlogService, ContentReviewService } from '@fw/api-sites-application';
import { ContentReviewDto, MyReviewResponseDto, PostReviewStateDto, toReviewDto } from './drafts.dto';
import { CreatePostRequestDto, PostAtVersionRequestDto, PostDto, PostReviewRequestDto, toPostDto, toPublishAt, UpdatePostRequestDto } from './post.dto';

@ApiTags('my website')
@Auth()
@Controller('my/website/posts')
export class MyPostsController {
  constructor(
    private readonly blog: BlogService,
    private readonly reviews: ContentReviewService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's website's posts, newest first (404 SITES.NO_WEBSITE without a website)" })
  @ApiOkResponse({ type: [PostDto] })
  @ApiErrors(404)
  async list(@CurrentUser() user: AuthUser): Promise<PostDto[]> {
    return (await this.blog.list(user.id)).map(toPostDto);
  }

  @Get('reviews')
  @ApiOperation({ summary: "The newest review of each post ever sent for review (the list's 'Waiting for review' and 'Sent back'); 404 SITES.NO_WEBSITE" })
  @ApiOkResponse({ type: [PostReviewStateDto] })
  @ApiErrors(404)
  async latestReviews(@CurrentUser() user: AuthUser): Promise<PostReviewStateDto[]> {
    return (await this.reviews.latestForMyPosts(user.id)).map((r) => ({ post_id: r.post?.id ?? '', review: toReviewDto(r) }));
  }

  @Post()
  @ApiOperation({
    summary:
      "Create a post (draft unless published: true; publish_at schedules it); logs 'Created blog post: {title}'; 403 SITES.REVIEW_REQUIRED for a published or scheduled post on a website that requires review",
  })
  @ApiCreatedResponse({ type: PostDto })
  @ApiErrors(400, 403, 404)
  async create(@CurrentUser() user: AuthUser, @Body() body: CreatePostRequestDto): Promise<PostDto> {
    return toPostDto(
      await this.blog.create(user.id, {
        title: body.title,
        content: body.content,
        published: body.published,
        publishAt: toPublishAt(body.publish_at),
        coverImage: body.cover_image,
      }),
    );
  }

  @Patch(':id')
  @ApiOperation({
    summary: "Change title, content, published or publish_at; optional version for stale-write protection; logs 'Updated blog post: {title}'",
    description:
      'The title and content of a public post (or one with a draft) are saved as its draft (draft_title, draft_content): visitors keep ' +
      'the live text until POST .../publish; no history entry or log line until then. ' +
      'A version older than the stored one is refused with 409 SITES.STALE_POST; details.current holds the post as saved now ' +
      '(title, content, published, publish_at, version) so the client can show it beside the typed text, and details.version the version to send next. ' +
      'On a website that requires review, 403 SITES.REVIEW_REQUIRED when the post is or would become published or scheduled. ' +
      '409 SITES.POST_IN_REVIEW while the post waits for review (it stays as it was sent until approved or sent back).',
  })
  @ApiOkResponse({ type: PostDto })
  @ApiErrors(400, 403, 404, 409)
  async update(@CurrentUser() user: AuthUser, @UuidParam('id') id: string, @Body() body: UpdatePostRequestDto): Promise<PostDto> {
    return toPostDto(
      await this.blog.update(user.id, id, {
        title: body.title,
        content: body.content,
        published: body.published,
        publishAt: toPublishAt(body.publish_at),
        coverImage: body.cover_image,
        version: body.version,
      }),
    );
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({
    summary: "Publish the post's draft (or a post never published): its text goes live; logs 'Published blog post: {title}' and records the revision",
    description:
      '409 SITES.STALE_POST when the post changed since `version`; 400 SITES.NOTHING_TO_PUBLISH for a public post without a draft; ' +
      '403 SITES.REVIEW_REQUIRED on a website that requires review (POST .../review instead); 409 SITES.POST_IN_REVIEW while it waits for review.',
  })
  @ApiOkResponse({ type: PostDto })
  @ApiErrors(400, 403, 404, 409)
  async publish(@CurrentUser() user: AuthUser, @UuidParam('id') id: string, @Body() body: PostAtVersionRequestDto): Promise<PostDto> {
    return toPostDto(await this.blog.publish(user.id, id, body.version));
  }

  @Post(':id/discard-draft')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Drop the post's draft: the editor shows the live text again; nothing visitors see changes (no draft: nothing written); 409 SITES.POST_IN_REVIEW while it waits for review",
  })
  @ApiOkResponse({ type: PostDto })
  @ApiErrors(400, 404, 409)
  async discardDraft(@CurrentUser() user: AuthUser, @UuidParam('id') id: string, @Body() body: PostAtVersionRequestDto): Promise<PostDto> {
    return toPostDto(await this.blog.discardDraft(user.id, id, body.version));
  }

  @Post(':id/review')
  @ApiOperation({
    summary: "Send the post's draft for review, at the version read (optionally to go live at publish_at); e-mails the business",
    description:
      'For a website that requires review: an admin approves (publishes, or schedules, exactly this version) or sends it back with a comment. ' +
      '409 SITES.STALE_POST when the post changed since `version`, 409 SITES.REVIEW_PENDING while it already waits, ' +
      '400 SITES.NOTHING_TO_PUBLISH for a public post without a draft, 400 for a publish_at in the past.',
  })
  @ApiCreatedResponse({ type: ContentReviewDto })
  @ApiErrors(400, 404, 409)
  async requestReview(@CurrentUser() user: AuthUser, @UuidParam('id') id: string, @Body() body: PostReviewRequestDto): Promise<ContentReviewDto> {
    return toReviewDto(await this.reviews.requestPost(user.id, id, body.version, toPublishAt(body.publish_at) ?? null));
  }

  @Get(':id/review')
  @ApiOperation({ summary: "The post's newest review: pending, sent back (with the admin's comment) or approved; null when never sent" })
  @ApiOkResponse({ type: MyReviewResponseDto })
  @ApiErrors(400, 404)
  async review(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<MyReviewResponseDto> {
    const review = await this.reviews.latestForPost(user.id, id);
    return { review: review ? toReviewDto(review) : null };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: "Delete a post; logs 'Deleted blog post: {title}'; 409 SITES.POST_IN_REVIEW while it waits for review" })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 403, 404, 409)
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<void> {
    await this.blog.delete(user.id, id);
  }
}
