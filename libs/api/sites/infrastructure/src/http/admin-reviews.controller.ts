import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Auth, CurrentUser, UuidParam } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { ContentReviewService } from '@fw/api-sites-application';
import { ContentReviewDto, DraftActionResponseDto, ReviewDetailsDto, SendBackRequestDto, toReviewDetailsDto, toReviewDto } from './drafts.dto';
import { toSectionDto } from './section.dto';
import { toPostDto } from './post.dto';

@ApiTags('admin: reviews')
@Auth('admin')
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: ContentReviewService) {}

  @Get()
  @ApiOperation({ summary: 'Changes waiting for review, oldest request first, each with the published text beside the draft' })
  @ApiOkResponse({ type: [ReviewDetailsDto] })
  async list(): Promise<ReviewDetailsDto[]> {
    return (await this.reviews.listPending()).map(toReviewDetailsDto);
  }

  @Get(':id')
  @ApiOkResponse({ type: ReviewDetailsDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<ReviewDetailsDto> {
    return toReviewDetailsDto(await this.reviews.get(id));
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve: publish the drafts (or the post) at the versions sent for review; e-mails the client',
    description:
      '409 SITES.STALE_SECTION (SITES.STALE_POST) when the client changed a draft after sending it (nothing is published; send it back), ' +
      "a post is published, or scheduled for the publish_at sent, and its old address redirects to the new one; the response's post is the post afterwards. " +
      '409 SITES.SECTION_LOCKED for a section locked since, 409 SITES.REVIEW_DECIDED when already decided, 400 for a required section left empty.',
  })
  @ApiOkResponse({ type: DraftActionResponseDto })
  @ApiErrors(400, 404, 409)
  async approve(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<DraftActionResponseDto> {
    const result = await this.reviews.approve(user.id, id);
    return { sections: result.sections.map(toSectionDto), keys: result.keys, ...(result.post ? { post: toPostDto(result.post) } : {}) };
  }

  @Post(':id/send-back')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send the changes back with a comment; nothing is published; e-mails the client' })
  @ApiOkResponse({ type: ContentReviewDto })
  @ApiErrors(400, 404, 409)
  async sendBack(@CurrentUser() user: AuthUser, @UuidParam('id') id: string, @Body() body: SendBackRequestDto): Promise<ContentReviewDto> {
    return toReviewDto(await this.reviews.sendBack(user.id, id, body.comment));
  }
}
