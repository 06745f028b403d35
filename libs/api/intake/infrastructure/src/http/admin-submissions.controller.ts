import { Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors, ApiListQuery, UuidParam, withTotal, Auth, CurrentUser, Audited } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { QuestionnaireFollowUpService } from '@fw/api-intake-application';
import { draftExpiresAt, progressPercent } from '@fw/api-intake-domain';
import { intakeConfig, IntakeConfig } from '../config/intake.config';
import { IntakeAdminQueries, SubmissionWithProfile, submissionsListSpec } from '../persistence/intake-admin.queries';
import { AdminSubmissionDto, toSubmissionDto } from './questionnaire.dto';

function toAdminSubmissionDto({ submission, profile }: SubmissionWithProfile, draftExpiryDays: number): AdminSubmissionDto {
  // Added to the fresh DTO rather than spread into a copy: a list page maps every row.
  const dto = toSubmissionDto(submission) as AdminSubmissionDto;
  dto.profile = profile ? { full_name: profile.fullName, email: profile.email } : null;
  dto.progress_percent = progressPercent(submission);
  dto.reminders_sent = submission.remindersSent ?? 0;
  dto.last_reminder_at = submission.lastReminderAt ? new Date(submission.lastReminderAt).toISOString() : null;
  dto.reviewed_at = submission.reviewedAt ? new Date(submission.reviewedAt).toISOString() : null;
  dto.expires_at = submission.status === 'draft' ? draftExpiresAt(new Date(submission.updatedAt), draftExpiryDays).toISOString() : null;
  return dto;
}

@ApiTags('admin: submissions')
@Auth('admin')
@Controller('admin/submissions')
export class AdminSubmissionsController {
  constructor(
    private readonly queries: IntakeAdminQueries,
    private readonly followUp: QuestionnaireFollowUpService,
    @Inject(intakeConfig.KEY) private readonly config: IntakeConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Questionnaire submissions with the client profile (simple-rest list; q searches business name, e-mail, industry)' })
  @ApiListQuery(submissionsListSpec)
  @ApiOkResponse({ type: [AdminSubmissionDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: FastifyReply): Promise<AdminSubmissionDto[]> {
    const { items, total } = await this.queries.listSubmissions(query);
    return withTotal(
      res,
      items.map((item) => toAdminSubmissionDto(item, this.config.draftExpiryDays)),
      total,
    );
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminSubmissionDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<AdminSubmissionDto> {
    return toAdminSubmissionDto(await this.queries.getSubmission(id), this.config.draftExpiryDays);
  }

  @Post(':id/reviewed')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Marks a submitted questionnaire as seen by an admin (the dashboard does it on opening one): it no longer counts as new. Idempotent; a draft is left as it is',
  })
  @ApiOkResponse({ type: AdminSubmissionDto })
  @ApiErrors(400, 404)
  @Audited('submission.reviewed', { target: 'submission' })
  async reviewed(@UuidParam('id') id: string): Promise<AdminSubmissionDto> {
    await this.followUp.markReviewed(id);
    return toAdminSubmissionDto(await this.queries.getSubmission(id), this.config.draftExpiryDays);
  }

  @Post(':id/reminders')
  @HttpCode(202)
  @ApiOperation({
    summary:
      "E-mail a draft's business address a reminder with a fresh resume link (logged in Communications). At most one per draft per QUESTIONNAIRE_REMINDER_INTERVAL_HOURS (429 INTAKE.REMINDER_TOO_SOON); 409 INTAKE.NOT_A_DRAFT once submitted or expired; 400 INTAKE.NO_BUSINESS_EMAIL",
  })
  @ApiAcceptedResponse({ type: AdminSubmissionDto })
  @ApiErrors(400, 404, 409, 429)
  @Audited('submission.remind', { target: 'submission' })
  async remind(@UuidParam('id') id: string, @CurrentUser() admin: AuthUser): Promise<AdminSubmissionDto> {
    await this.followUp.sendReminder(id, admin.id);
    return toAdminSubmissionDto(await this.queries.getSubmission(id), this.config.draftExpiryDays);
  }
}
