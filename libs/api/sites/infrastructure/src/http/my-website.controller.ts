import { Body, Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { ContentReviewService, MyWebsiteService, PublishContentUseCase, SaveContentUseCase } from '@fw/api-sites-application';
import { ContentReviewDto, DraftActionResponseDto, DraftSectionsRequestDto, MyReviewResponseDto, toReviewDto } from './drafts.dto';
import { MyWebsiteResponseDto, SaveContentRequestDto, SaveContentResponseDto } from './my-website.dto';
import { toSectionDto } from './section.dto';
import { toWebsiteDto } from './website.dto';
import { ActivityDto, toActivityDto } from './activity.dto';
import { sitesConfig, SitesConfig } from '../config/sites.config';
import { SiteAddresses } from '../hosting/site-addresses';

@ApiTags('my website')
@Auth()
@Controller('my')
export class MyWebsiteController {
  constructor(
    private readonly myWebsite: MyWebsiteService,
    private readonly saveContent: SaveContentUseCase,
    private readonly publishContent: PublishContentUseCase,
    private readonly reviews: ContentReviewService,
    @Inject(sitesConfig.KEY) private readonly config: SitesConfig,
    private readonly addresses: SiteAddresses,
  ) {}

  @Get('website')
  @ApiOperation({ summary: "The caller's website (owner_id = caller) and its content sections sorted by section_key, with the business's time zone" })
  @ApiOkResponse({ type: MyWebsiteResponseDto })
  async get(@CurrentUser() user: AuthUser): Promise<MyWebsiteResponseDto> {
    const { website, sections } = await this.myWebsite.getMyWebsite(user.id);
    return {
      website: website ? toWebsiteDto(website, this.addresses) : null,
      sections: sections.map(toSectionDto),
      business_time_zone: this.config.businessTimeZone,
    };
  }

  @Put('website/content')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save changed section values as drafts in one transaction; sections changed by someone else come back as conflicts',
    description:
      'Saves drafts: visitors keep seeing the published text (content_value) until POST /api/my/website/publish. A value equal to the published text drops the draft. ' +
      'An empty required section is accepted in a draft and refused at publish. ' +
      '404 SITES.NO_WEBSITE without a website; 404 SITES.SECTION_NOT_FOUND for a section of another website and ' +
      '409 SITES.SECTION_LOCKED (details.section_key) for a locked one refuse the whole batch; so do validation errors (400), ' +
      "among them 400 SITES.INVALID_FIELD (details.fields by section key) for a changed value that breaks the rules of the website's template (GET /api/site-templates). " +
      'A section whose stored version differs from the sent one is not written: it is listed in `conflicts` with the stored ' +
      'section (theirs) and the sent text (yours), while the other sections are saved (200). Values equal to the stored ones ' +
      'are skipped.',
  })
  @ApiOkResponse({ type: SaveContentResponseDto })
  @ApiErrors(400, 404, 409)
  async save(@CurrentUser() user: AuthUser, @Body() body: SaveContentRequestDto): Promise<SaveContentResponseDto> {
    const result = await this.saveContent.execute({
      userId: user.id,
      sections: body.sections.map((s) => ({ id: s.id, contentValue: s.content_value, version: s.version })),
    });
    return {
      sections: result.sections.map(toSectionDto),
      saved: result.savedKeys,
      conflicts: result.conflicts.map((c) => ({ theirs: toSectionDto(c.theirs), yours: c.yours })),
    };
  }

  @Post('website/publish')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish the drafts of the given sections, each at the version read: visitors see them at once',
    description:
      'All or nothing. 403 SITES.REVIEW_REQUIRED when the website requires review (POST /api/my/website/review instead); ' +
      '409 SITES.STALE_SECTION when a section changed since the version sent; 409 SITES.SECTION_LOCKED; 404 SITES.SECTION_NOT_FOUND for a section of another website; ' +
      '400 SITES.INVALID_FIELD (details.fields by section key, message with the label: "Headline is required") for a draft that breaks the template\'s rules; ' +
      '400 SITES.NOTHING_TO_PUBLISH when none of them has a draft. Each published section gets its revision; the activity entry is "Published website content".',
  })
  @ApiOkResponse({ type: DraftActionResponseDto })
  @ApiErrors(400, 403, 404, 409)
  async publish(@CurrentUser() user: AuthUser, @Body() body: DraftSectionsRequestDto): Promise<DraftActionResponseDto> {
    const result = await this.publishContent.publish(user.id, body.sections);
    return { sections: result.sections.map(toSectionDto), keys: result.keys };
  }

  @Post('website/discard')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Discard the drafts of the given sections: the editor shows the published text again',
    description: '409 SITES.STALE_SECTION, 409 SITES.SECTION_LOCKED, 404 as for publish.',
  })
  @ApiOkResponse({ type: DraftActionResponseDto })
  @ApiErrors(400, 404, 409)
  async discard(@CurrentUser() user: AuthUser, @Body() body: DraftSectionsRequestDto): Promise<DraftActionResponseDto> {
    const result = await this.publishContent.discard(user.id, body.sections);
    return { sections: result.sections.map(toSectionDto), keys: result.keys };
  }

  @Post('website/review')
  @ApiOperation({
    summary: 'Send the drafts of the given sections for review, each at the version read; e-mails the business',
    description:
      'Checked as a publish would be (400 for a required section left empty, 409 stale or locked) and nothing is published. ' +
      '409 SITES.REVIEW_PENDING while an earlier request waits. An admin approves (publishes exactly these versions) or sends it back with a comment.',
  })
  @ApiCreatedResponse({ type: ContentReviewDto })
  @ApiErrors(400, 404, 409)
  async requestReview(@CurrentUser() user: AuthUser, @Body() body: DraftSectionsRequestDto): Promise<ContentReviewDto> {
    return toReviewDto(await this.reviews.request(user.id, body.sections));
  }

  @Get('website/review')
  @ApiOperation({ summary: "The newest review of the caller's website: pending, sent back (with the admin's comment) or approved" })
  @ApiOkResponse({ type: MyReviewResponseDto })
  @ApiErrors(404)
  async review(@CurrentUser() user: AuthUser): Promise<MyReviewResponseDto> {
    const review = await this.reviews.latestForOwner(user.id);
    return { review: review ? toReviewDto(review) : null };
  }

  @Get('activity')
  @ApiOperation({ summary: "The caller's 5 newest activity entries, newest first" })
  @ApiOkResponse({ type: [ActivityDto] })
  async activity(@CurrentUser() user: AuthUser): Promise<ActivityDto[]> {
    return (await this.myWebsite.recentActivity(user.id)).map(toActivityDto);
  }
}
