import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, UuidParam, withTotal, Auth, CurrentUser, Audited } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { AdminHistoryService } from '@fw/api-sites-application';
import { toPostDto } from './post.dto';
import { toSectionDto } from './section.dto';
import {
  AdminRestoreRequestDto,
  AdminRestoreResponseDto,
  ApiTimelineResponse,
  TimelineEntryDto,
  TimelineQueryDto,
  timelineBounds,
  toTimelineEntryDto,
} from './revision.dto';

const MAX_PAGE = 100;

@ApiTags('admin: history')
@Auth('admin')
@Controller('admin')
export class AdminHistoryController {
  constructor(private readonly history: AdminHistoryService) {}

  @Get('websites/:id/revisions')
  @ApiOperation({
    summary: "A website's timeline: every change to its sections and posts and every step of their reviews, newest first (simple-rest page with X-Total-Count)",
    description: 'Lines of kind revision (changes) and kind review (sent for review, sent back with the comment, approved); the filters apply to both.',
  })
  @ApiTimelineResponse()
  @ApiErrors(400, 404)
  async timeline(@UuidParam('id') id: string, @Query() query: TimelineQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<TimelineEntryDto[]> {
    const offset = query._start ?? 0;
    const end = query._end ?? offset + 10;
    const limit = Math.max(0, Math.min(end - offset, MAX_PAGE));
    const { items, total } = await this.history.timeline(id, { changedBy: query.changed_by, ...timelineBounds(query) }, { offset, limit });
    return withTotal(res, items.map(toTimelineEntryDto), total);
  }

  @Post('revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({
    summary: "Restore a section's text or a post (deleted ones too) to a revision's, as a new save by the admin",
    description: 'Locked sections too. version, when sent, must be the current one (409 SITES.STALE_SECTION / SITES.STALE_POST).',
  })
  @ApiOkResponse({ type: AdminRestoreResponseDto })
  @ApiErrors(400, 404, 409)
  @Audited('revision.restore', { target: 'revision' })
  async restore(
    @CurrentUser() user: AuthUser,
    @UuidParam('revisionId') revisionId: string,
    @Body() body: AdminRestoreRequestDto,
  ): Promise<AdminRestoreResponseDto> {
    const result = await this.history.restore(user.id, revisionId, body.version);
    return {
      item_type: result.itemType,
      ...(result.section ? { section: toSectionDto(result.section) } : {}),
      ...(result.post ? { post: toPostDto(result.post) } : {}),
    };
  }
}
