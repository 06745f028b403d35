import { Body, Controller, Get, Patch, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, ApiListQuery, UuidParam, withTotal, Auth } from '@fw/api-shared-infrastructure';
import { LeadsService } from '@fw/api-intake-application';
import { LeadsAdminQuery, leadsListSpec } from '../persistence/leads-admin.query';
import { LeadDto, toLeadDto, UpdateLeadRequestDto } from './lead.dto';

@ApiTags('admin: leads')
@Auth('admin')
@Controller('admin/leads')
export class AdminLeadsController {
  constructor(
    private readonly query: LeadsAdminQuery,
    private readonly leads: LeadsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Contact-form messages kept as leads, with the questionnaire and client account of the same e-mail (simple-rest list; q searches name, e-mail, subject, message)' })
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

  @Patch(':id')
  @ApiOperation({ summary: 'Set the status of a lead: new, replied or closed' })
  @ApiOkResponse({ type: LeadDto })
  @ApiErrors(400, 404)
  async update(@UuidParam('id') id: string, @Body() body: UpdateLeadRequestDto): Promise<LeadDto> {
    await this.leads.setStatus(id, body.status);
    return toLeadDto(await this.query.get(id));
  }
}
