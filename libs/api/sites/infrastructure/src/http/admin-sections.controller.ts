import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, ApiListQuery, UuidParam, withTotal, Auth, CurrentUser, Audited } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { AdminSectionsService } from '@fw/api-sites-application';
import { SitesAdminQueries, sectionsListSpec } from '../queries/sites-admin.queries';
import { CreateSectionRequestDto, SectionDto, toSectionDto, UpdateSectionRequestDto } from './section.dto';

@ApiTags('admin: sections')
@Auth('admin')
@Controller('admin/sections')
export class AdminSectionsController {
  constructor(
    private readonly sections: AdminSectionsService,
    private readonly queries: SitesAdminQueries,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Content sections of one website (the website_id filter is required)' })
  @ApiListQuery(sectionsListSpec)
  @ApiOkResponse({ type: [SectionDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<SectionDto[]> {
    const { items, total } = await this.queries.listSections(query);
    return withTotal(res, items.map(toSectionDto), total);
  }

  @Get(':id')
  @ApiOkResponse({ type: SectionDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<SectionDto> {
    return toSectionDto(await this.sections.get(id));
  }

  @Post()
  @ApiOperation({ summary: 'Add a section; 409 SITES.SECTION_KEY_TAKEN when the website has the key, 400 for an unknown website' })
  @ApiCreatedResponse({ type: SectionDto })
  @ApiErrors(400, 409)
  @Audited('section.create', { target: 'section' })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateSectionRequestDto): Promise<SectionDto> {
    return toSectionDto(
      await this.sections.create(user.id, {
        websiteId: body.website_id,
        sectionKey: body.section_key,
        contentType: body.content_type,
        contentValue: body.content_value,
        isLocked: body.is_locked,
      }),
    );
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Rename, change type or value, lock or unlock (locked sections too); bumps the version',
    description: "400 SITES.INVALID_FIELD (details.fields by section key) when the value breaks the rules of the website's template (GET /api/site-templates).",
  })
  @ApiOkResponse({ type: SectionDto })
  @ApiErrors(400, 404, 409)
  @Audited('section.update', { target: 'section' })
  async update(@CurrentUser() user: AuthUser, @UuidParam('id') id: string, @Body() body: UpdateSectionRequestDto): Promise<SectionDto> {
    return toSectionDto(
      await this.sections.update(user.id, id, {
        sectionKey: body.section_key,
        contentType: body.content_type,
        contentValue: body.content_value,
        isLocked: body.is_locked,
        version: body.version,
      }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 404)
  @Audited('section.delete', { target: 'section' })
  async delete(@CurrentUser() user: AuthUser, @UuidParam('id') id: string): Promise<void> {
    await this.sections.delete(user.id, id);
  }
}
