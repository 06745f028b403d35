import { Body, Controller, Get, HttpCode, Patch, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiCsvExport,
  ApiErrors,
  ApiListQuery,
  UuidParam,
  withTotal,
  Auth,
  Audited,
  BulkIdsRequestDto,
  BulkResultDto,
  CsvColumn,
  CsvExporter,
  csvFile,
  runBulk,
} from '@fw/api-shared-infrastructure';
import { Lead } from '@fw/api-intake-domain';
import { LeadsService } from '@fw/api-intake-application';
import { LeadsAdminQuery, leadsListSpec } from '../persistence/leads-admin.query';
import { LeadDto, toLeadDto, UpdateLeadRequestDto } from './lead.dto';

const LEAD_CSV: CsvColumn<Lead>[] = [
  { header: 'id', prop: 'id' },
  { header: 'created_at', prop: 'createdAt' },
  { header: 'status', prop: 'status' },
  { header: 'name', prop: 'name' },
  { header: 'email', prop: 'email' },
  { header: 'subject', prop: 'subject' },
  { header: 'message', prop: 'message' },
];

@ApiTags('admin: leads')
@Auth('admin')
@Controller('admin/leads')
export class AdminLeadsController {
  constructor(
    private readonly query: LeadsAdminQuery,
    private readonly leads: LeadsService,
    private readonly csv: CsvExporter,
  ) {}

  @Get('export')
  @ApiCsvExport('Leads', leadsListSpec)
  @Audited('lead.export', { target: 'lead' })
  async export(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    return csvFile(await this.csv.entityList(Lead, query, leadsListSpec, LEAD_CSV), 'leads');
  }

  @Get()
  @ApiOperation({
    summary:
      'Contact-form messages kept as leads, with the questionnaire and client account of the same e-mail (simple-rest list; q searches name, e-mail, subject, message)',
  })
  @ApiListQuery(leadsListSpec)
  @ApiOkResponse({ type: [LeadDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<LeadDto[]> {
    const { items, total } = await this.query.list(query);
    return withTotal(res, items.map(toLeadDto), total);
  }

  @Get(':id')
  @ApiOkResponse({ type: LeadDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<LeadDto> {
    return toLeadDto(await this.query.get(id));
  }

  @Post('bulk/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Close the selected leads; answers per row (an unknown lead is reported, the others still close)' })
  @ApiOkResponse({ type: BulkResultDto })
  @ApiErrors(400)
  @Audited('lead.close', { target: 'lead' })
  async closeMany(@Body() body: BulkIdsRequestDto): Promise<BulkResultDto> {
    return runBulk(body.ids, (id) => this.leads.setStatus(id, 'closed'));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Set the status of a lead: new, replied or closed' })
  @ApiOkResponse({ type: LeadDto })
  @ApiErrors(400, 404)
  @Audited('lead.update', { target: 'lead' })
  async update(@UuidParam('id') id: string, @Body() body: UpdateLeadRequestDto): Promise<LeadDto> {
    await this.leads.setStatus(id, body.status);
    return toLeadDto(await this.query.get(id));
  }
}
