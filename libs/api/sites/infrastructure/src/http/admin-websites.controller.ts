import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiCsvExport, ApiErrors, ApiListQuery, UuidParam, withTotal, Auth, Audited, CsvColumn, CsvExporter, csvFile } from '@fw/api-shared-infrastructure';
import type { Website } from '@fw/api-sites-domain';
import { WebsiteSchema } from '../persistence/sites.schemas';
import { AdminWebsitesService } from '@fw/api-sites-application';
import { SitesAdminQueries, websitesListSpec } from '../queries/sites-admin.queries';
import { SiteAddresses } from '../hosting/site-addresses';
import { CreateWebsiteRequestDto, toWebsiteDto, UpdateWebsiteRequestDto, WebsiteDto } from './website.dto';

const WEBSITE_CSV: CsvColumn<Website>[] = [
  { header: 'id', prop: 'id' },
  { header: 'name', prop: 'name' },
  { header: 'domain', prop: 'domain' },
  { header: 'template', prop: 'template' },
  { header: 'status', prop: 'status' },
  { header: 'owner_id', prop: 'ownerId' },
  { header: 'created_at', prop: 'createdAt' },
  { header: 'updated_at', prop: 'updatedAt' },
];

@ApiTags('admin: websites')
@Auth('admin')
@Controller('admin/websites')
export class AdminWebsitesController {
  constructor(
    private readonly websites: AdminWebsitesService,
    private readonly queries: SitesAdminQueries,
    private readonly addresses: SiteAddresses,
    private readonly csv: CsvExporter,
  ) {}

  @Get('export')
  @ApiCsvExport('Websites', websitesListSpec)
  @Audited('website.export', { target: 'website' })
  async export(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    return csvFile(await this.csv.entityList(WebsiteSchema, query, websitesListSpec, WEBSITE_CSV), 'websites');
  }

  @Get()
  @ApiOperation({ summary: 'Every website with its owner (simple-rest list; q searches name and domain)' })
  @ApiListQuery(websitesListSpec)
  @ApiOkResponse({ type: [WebsiteDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<WebsiteDto[]> {
    const { items, total } = await this.queries.listWebsites(query);
    return withTotal(
      res,
      items.map((item) => toWebsiteDto(item, this.addresses)),
      total,
    );
  }

  @Get(':id')
  @ApiOkResponse({ type: WebsiteDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<WebsiteDto> {
    return toWebsiteDto(await this.websites.get(id), this.addresses);
  }

  @Post()
  @ApiOperation({ summary: 'Create a website; 409 SITES.DOMAIN_TAKEN for a used domain, 400 for an unknown owner' })
  @ApiCreatedResponse({ type: WebsiteDto })
  @ApiErrors(400, 409)
  @Audited('website.create', { target: 'website' })
  async create(@Body() body: CreateWebsiteRequestDto): Promise<WebsiteDto> {
    return toWebsiteDto(await this.websites.create({ name: body.name, domain: body.domain, template: body.template, ownerId: body.owner_id }), this.addresses);
  }

  @Patch(':id')
  @ApiOkResponse({ type: WebsiteDto })
  @ApiErrors(400, 404, 409)
  @Audited('website.update', { target: 'website' })
  async update(@UuidParam('id') id: string, @Body() body: UpdateWebsiteRequestDto): Promise<WebsiteDto> {
    return toWebsiteDto(
      await this.websites.update(id, {
        name: body.name,
        domain: body.domain,
        template: body.template,
        ownerId: body.owner_id,
        status: body.status,
        requiresReview: body.requires_review,
      }),
      this.addresses,
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a website with its sections and posts' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 404)
  @Audited('website.delete', { target: 'website' })
  async delete(@UuidParam('id') id: string): Promise<void> {
    await this.websites.delete(id);
  }
}
