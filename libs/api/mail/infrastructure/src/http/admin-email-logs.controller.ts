import { Body, Controller, Get, HttpCode, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiCsvExport,
  ApiErrors,
  ApiListQuery,
  Auth,
  CurrentUser,
  UuidParam,
  withTotal,
  Audited,
  BulkIdsRequestDto,
  BulkResultDto,
  CsvColumn,
  CsvExporter,
  csvFile,
  runBulk,
} from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { EmailLogSubmissionsPort, RetryFailedEmailUseCase } from '@fw/api-mail-application';
import { EmailLog } from '@fw/api-mail-domain';
import { EmailLogQuery, emailLogListSpec } from '../persistence/email-log.query';
import { EmailLogDto, toEmailLogDto } from './email-log.dto';

const EMAIL_CSV: CsvColumn<EmailLog>[] = [
  { header: 'id', prop: 'id' },
  { header: 'created_at', prop: 'createdAt' },
  { header: 'status', prop: 'status' },
  { header: 'template', prop: 'template' },
  { header: 'recipient_email', prop: 'recipientEmail' },
  { header: 'subject', prop: 'subject' },
  { header: 'attempts', prop: 'attempts' },
  { header: 'sent_at', prop: 'sentAt' },
];

/**
 * Admin Communications: the e-mail log, one e-mail, and a retry of a failed one. Guarded by the
 * shared identity module; each row names its questionnaire submission through
 * EmailLogSubmissionsPort (intake answers it; MailAdminModule.register says where from).
 */
@ApiTags('admin: email logs')
@Auth('admin')
@Controller('admin/email-logs')
export class AdminEmailLogsController {
  constructor(
    private readonly logs: EmailLogQuery,
    private readonly retry: RetryFailedEmailUseCase,
    private readonly submissions: EmailLogSubmissionsPort,
    private readonly csv: CsvExporter,
  ) {}

  @Get('export')
  @ApiCsvExport('E-mails', emailLogListSpec)
  @Audited('email.export', { target: 'email' })
  async export(@Query() query: Record<string, unknown>): Promise<StreamableFile> {
    return csvFile(await this.csv.entityList(EmailLog, query, emailLogListSpec, EMAIL_CSV), 'emails');
  }

  private async toDtos(logs: EmailLog[]): Promise<EmailLogDto[]> {
    const labels = await this.submissions.labels(logs.map((l) => l.submissionId).filter((id): id is string => !!id));
    return logs.map((log) => {
      const label = log.submissionId ? labels.get(log.submissionId) : undefined;
      return toEmailLogDto(log, label ? { business_name: label.businessName, business_email: label.businessEmail } : null);
    });
  }

  @Get()
  @ApiOperation({ summary: 'Queued, sent and failed e-mails (simple-rest list; q searches subject and recipient)' })
  @ApiListQuery(emailLogListSpec)
  @ApiOkResponse({ type: [EmailLogDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<EmailLogDto[]> {
    const { items, total } = await this.logs.list(query);
    return withTotal(res, await this.toDtos(items), total);
  }

  @Get(':id')
  @ApiOkResponse({ type: EmailLogDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<EmailLogDto> {
    return (await this.toDtos([await this.logs.get(id)]))[0];
  }

  @Post('bulk/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put the selected failed e-mails back in the queue; answers per row (MAIL.NOT_FAILED for one that did not fail)' })
  @ApiOkResponse({ type: BulkResultDto })
  @ApiErrors(400)
  @Audited('email.retry', { target: 'email' })
  async retryMany(@Body() body: BulkIdsRequestDto, @CurrentUser() user: AuthUser): Promise<BulkResultDto> {
    return runBulk(body.ids, (id) => this.retry.execute({ id, requestedBy: user.id }));
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put a failed e-mail back in the queue (409 MAIL.NOT_FAILED otherwise)' })
  @ApiOkResponse({ type: EmailLogDto })
  @ApiErrors(400, 404, 409)
  @Audited('email.retry', { target: 'email' })
  async retryEmail(@UuidParam('id') id: string, @CurrentUser() user: AuthUser): Promise<EmailLogDto> {
    await this.retry.execute({ id, requestedBy: user.id });
    return (await this.toDtos([await this.logs.get(id)]))[0];
  }
}
