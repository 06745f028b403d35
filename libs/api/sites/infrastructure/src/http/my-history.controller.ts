import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, UuidParam, Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { HistoryService } from '@fw/api-sites-application';
import { PostDto, toPostDto } from './post.dto';
import { toSectionDto } from './section.dto';
import {
  ApiTimelineResponse,
  DeletedPostDto,
  RestoreRequestDto,
  RestoreSectionResponseDto,
  TimelineEntryDto,
  toDeletedPostDto,
  toTimelineEntryDto,
} from './revision.dto';

@ApiTags('my website')
@Auth()
@Controller('my/website')
export class MyHistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get('sections/:id/revisions')
  @ApiOperation({
    summary: "A section's history, newest first (at most 100 lines); 404 for a section of another website",
    description: 'Its changes (kind revision) and the steps of its reviews (kind review: sent for review, sent back with the comment, approved).',
  })
  @ApiTimelineResponse()
  @ApiErrors(400, 404)
  async sectionRevisions(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<TimelineEntryDto[]> {
    return (await this.history.sectionHistory(user.id, id)).map(toTimelineEntryDto);
  }

  @Post('sections/:id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: "Restore a section's text to a revision's, as a draft to publish",
    description:
      'version is the section version the client saw: 409 SITES.STALE_SECTION when it changed since, 409 SITES.SECTION_LOCKED on a locked section ' +
      "(as the content save). The text becomes the section's draft (visitors see it once published). The lock is not changed. " +
      "Logs 'Restored hero title to the version of Nov 20 as a draft'.",
  })
  @ApiOkResponse({ type: RestoreSectionResponseDto })
  @ApiErrors(400, 404, 409)
  async restoreSection(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @UuidParam('revisionId') revisionId: string,
    @Body() body: RestoreRequestDto,
  ): Promise<RestoreSectionResponseDto> {
    return { section: toSectionDto(await this.history.restoreSection(user.id, id, revisionId, body.version)) };
  }

  @Get('posts/deleted')
  @ApiOperation({ summary: 'Posts deleted in the last 30 days and not restored, newest first' })
  @ApiOkResponse({ type: [DeletedPostDto] })
  @ApiErrors(404)
  async deletedPosts(@CurrentUser() user: AuthUser): Promise<DeletedPostDto[]> {
    return (await this.history.deletedPosts(user.id)).map(toDeletedPostDto);
  }

  @Post('posts/:id/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bring back a post deleted in the last 30 days, with its id and last content',
    description: "404 SITES.DELETED_POST_NOT_FOUND when not deleted (in the caller's website) within 30 days; 409 SITES.POST_EXISTS when it exists.",
  })
  @ApiOkResponse({ type: PostDto })
  @ApiErrors(400, 403, 404, 409)
  async restoreDeletedPost(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<PostDto> {
    return toPostDto(await this.history.restoreDeletedPost(user.id, id));
  }

  @Get('posts/:id/revisions')
  @ApiOperation({
    summary: "A post's history, newest first (at most 100 lines); 404 for a post of another website",
    description: 'Its changes (kind revision) and the steps of its reviews (kind review: sent for review, sent back with the comment, approved).',
  })
  @ApiTimelineResponse()
  @ApiErrors(400, 404)
  async postRevisions(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<TimelineEntryDto[]> {
    return (await this.history.postHistory(user.id, id)).map(toTimelineEntryDto);
  }

  @Post('posts/:id/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: "Restore a post's title, content, published and cover to a revision's, as a new save",
    description:
      '409 SITES.STALE_POST (details.version) when version is not the current one, as PATCH; 409 SITES.POST_IN_REVIEW while the post waits for review. ' +
      "Logs 'Restored blog post: {title} to the version of Nov 20'.",
  })
  @ApiOkResponse({ type: PostDto })
  @ApiErrors(400, 403, 404, 409)
  async restorePost(
    @CurrentUser() user: AuthUser,
    @UuidParam('id') id: string,
    @UuidParam('revisionId') revisionId: string,
    @Body() body: RestoreRequestDto,
  ): Promise<PostDto> {
    return toPostDto(await this.history.restorePost(user.id, id, revisionId, body.version));
  }
}
