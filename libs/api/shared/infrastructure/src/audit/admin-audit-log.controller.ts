import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { EntityManager } from '@mikro-orm/postgresql';
import { Auth } from '../identity/auth.decorators';
import { ApiErrors } from '../http/api-errors.decorator';
import { ApiListQuery } from '../http/api-list-query.decorator';
import { UuidParam } from '../http/uuid-param';
import { withTotal } from '../http/list-response';
import { findPage } from '../database/find-page';
import { ListSpec } from '../http/simple-rest-query';
import { NotFoundError } from '@fw/api-shared-domain';
import { AuditLogEntry } from './audit-log.entry';
import { CsvExporter } from '../export/csv-export';
import { CsvColumn } from '../export/csv';
import { ApiCsvExport, csvFile } from '../export/csv-response';

const AUDIT_CSV: CsvColumn<AuditLogEntry>[] = [
  { header: 'created_at', prop: 'createdAt' },
  { header: 'actor_id', prop: 'actorId' },
  { header: 'actor_email', prop: 'actorEmail' },
  { header: 'action', prop: 'action' },
  { header: 'target_type', prop: 'targetType' },
  { header: 'target_id', prop: 'targetId' },
  { header: 'ip', prop: 'ip' },
  { header: 'details', prop: 'details' },
];

export const auditLogListSpec: ListSpec = {
  fields: {
    id: { path: 'id', type: 'uuid', filterable: true },
    actor_id: { path: 'actorId', type: 'uuid', filterable: true, nullable: true },
    actor_email: { path: 'actorEmail', type: 'string', filterable: true, searchable: true, nullable: true },
    action: { path: 'action', type: 'string', filterable: true, sortable: true, searchable: true },
    target_type: { path: 'targetType', type: 'string', filterable: true, nullable: true },
    target_id: { path: 'targetId', type: 'string', filterable: true, searchable: true, nullable: true },
    ip: { path: 'ip', type: 'string', filterable: true, nullable: true },
    created_at: { path: 'createdAt', type: 'date', filterable: true, sortable: true },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
};

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The admin who acted' }) actor_id!: string | null;
  @ApiProperty({ nullable: true, type: String }) actor_email!: string | null;
  @ApiProperty({ example: 'client.disable' }) action!: string;
  @ApiProperty({ nullable: true, type: String, example: 'client' }) target_type!: string | null;
  @ApiProperty({ nullable: true, type: String }) target_id!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The address the action came from' }) ip!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the request said (secrets redacted)' }) details!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export const toAuditLogEntryDto = (e: AuditLogEntry): AuditLogEntryDto => ({
  id: e.id,
  actor_id: e.actorId,
  actor_email: e.actorEmail,
  action: e.action,
  target_type: e.targetType,
  target_id: e.targetId,
  ip: e.ip,
  details: e.details,
  created_at: new Date(e.createdAt).toISOString(),
});

/** The audit log, read-only: there is no route that writes, edits or deletes an entry. */
@ApiTags('admin: audit log')
@Auth('admin')
@Controller('admin/audit-log')
export class AdminAuditLogController {
  constructor(
    private readonly em: EntityManager,
    private readonly csv: CsvExporter,
  ) {}

  @Get('export')
  @ApiCsvExport('The audit log', auditLogListSpec)
  async export(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    return csvFile(await this.csv.entityList(AuditLogEntry, query, auditLogListSpec, AUDIT_CSV), 'audit-log');
  }

  @Get()
  @ApiOperation({ summary: 'Admin actions, newest first (simple-rest list; filter by actor, action, target and created_at_gte/_lte)' })
  @ApiListQuery(auditLogListSpec)
  @ApiOkResponse({ type: [AuditLogEntryDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<AuditLogEntryDto[]> {
    const { items, total } = await findPage(this.em, AuditLogEntry, query, auditLogListSpec);
    return withTotal(res, items.map(toAuditLogEntryDto), total);
  }

  @Get(':id')
  @ApiOkResponse({ type: AuditLogEntryDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<AuditLogEntryDto> {
    const entry = await this.em.findOne(AuditLogEntry, { id }, { disableIdentityMap: true });
    if (!entry) throw new NotFoundError('AUDIT.ENTRY_NOT_FOUND', 'This audit log entry does not exist.');
    return toAuditLogEntryDto(entry);
  }
}
