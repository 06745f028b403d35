import { Body, Controller, Get, HttpCode, Inject, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { MyWebsiteService, SaveContentUseCase } from '@fw/api-sites-application';
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
    @Inject(sitesConfig.KEY) private readonly config: SitesConfig,
    private readonly addresses: SiteAddresses,
  ) {}

  @Get('website')
  @ApiOperation({ summary: "The caller's website (owner_id = caller) and its content sections sorted by section_key, with the business's time zone" })
  @ApiOkResponse({ type: MyWebsiteResponseDto })
  async get(@CurrentUser() user: AuthUser): Promise<MyWebsiteResponseDto> {
    const { website, sections } = await this.myWebsite.getMyWebsite(user.id);
    return { website: website ? toWebsiteDto(website, this.addresses) : null, sections: sections.map(toSectionDto), business_time_zone: this.config.businessTimeZone };
  }

  @Put('website/content')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Save changed section values in one transaction; sections changed by someone else come back as conflicts',
    description:
      '404 SITES.NO_WEBSITE without a website; 404 SITES.SECTION_NOT_FOUND for a section of another website and ' +
      '409 SITES.SECTION_LOCKED (details.section_key) for a locked one refuse the whole batch; so do validation errors (400), ' +
      "among them 400 SITES.INVALID_FIELD (details.fields by section key) for a changed value that breaks the rules of the website's template (GET /api/site-templates). " +
      'A section whose stored version differs from the sent one is not written: it is listed in `conflicts` with the stored ' +
      'section (theirs) and the sent text (yours), while the other sections are saved (200). Values equal to the stored ones ' +
      "are skipped. Writes the activity entry 'Updated website content' with details.sections = `saved`, only when something was saved.",
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

  @Get('activity')
  @ApiOperation({ summary: "The caller's 5 newest activity entries, newest first" })
  @ApiOkResponse({ type: [ActivityDto] })
  async activity(@CurrentUser() user: AuthUser): Promise<ActivityDto[]> {
    return (await this.myWebsite.recentActivity(user.id)).map(toActivityDto);
  }
}
