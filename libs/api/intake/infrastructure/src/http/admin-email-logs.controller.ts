import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, ApiListQuery, UuidParam, withTotal } from '@fw/api-shared-infrastructure';
import { Auth, CurrentUser } from '@fw/api-accounts-infrastructure';
import type { AuthUser } from '@fw/api-accounts-application';
import { RetryFailedEmailUseCase } from '@fw/api-mail-application';
import { EmailLogQuery, emailLogListSpec } from '@fw/api-mail-infrastructure';
import type { EmailLog } from '@fw/api-mail-domain';
import { IntakeAdminQueries } from '../persistence/intake-admin.queries';
import { EmailLogDto, toEmailLogDto } from './email-log.dto';

/**
 * Admin Communications. It lives in intake rather than mail because the mail context sits below
 * accounts (no @Auth there) and each row shows its questionnaire submission, which intake owns.
 */
@ApiTags('admin: email logs')
@Auth('admin')
@Controller('admin/email-logs')
export class AdminEmailLogsController {
  constructor(
    private readonly logs: EmailLogQuery,
    private readonly retry: RetryFailedEmailUseCase,
    private readonly intake: IntakeAdminQueries,
  ) {}

  private async toDtos(logs: EmailLog[]): Promise<EmailLogDto[]> {
    const labels = await this.intake.submissionLabels(logs.map((l) => l.submissionId).filter((id): id is string => !!id));
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

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put a failed e-mail back in the queue (409 MAIL.NOT_FAILED otherwise)' })
  @ApiOkResponse({ type: EmailLogDto })
  @ApiErrors(400, 404, 409)
  async retryEmail(@UuidParam('id') id: string, @CurrentUser() user: AuthUser): Promise<EmailLogDto> {
    await this.retry.execute({ id, requestedBy: user.id });
    return (await this.toDtos([await this.logs.get(id)]))[0];
  }
}
