import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors, ApiListQuery, UuidParam, withTotal } from '@fw/api-shared-infrastructure';
import { Auth } from '@fw/api-accounts-infrastructure';
import { IntakeAdminQueries, SubmissionWithProfile, submissionsListSpec } from '../persistence/intake-admin.queries';
import { AdminSubmissionDto, toSubmissionDto } from './questionnaire.dto';

function toAdminSubmissionDto({ submission, profile }: SubmissionWithProfile): AdminSubmissionDto {
  // Added to the fresh DTO rather than spread into a copy: a list page maps every row.
  const dto = toSubmissionDto(submission) as AdminSubmissionDto;
  dto.profile = profile ? { full_name: profile.fullName, email: profile.email } : null;
  return dto;
}

@ApiTags('admin: submissions')
@Auth('admin')
@Controller('admin/submissions')
export class AdminSubmissionsController {
  constructor(private readonly queries: IntakeAdminQueries) {}

  @Get()
  @ApiOperation({ summary: 'Questionnaire submissions with the client profile (simple-rest list; q searches business name, e-mail, industry)' })
  @ApiListQuery(submissionsListSpec)
  @ApiOkResponse({ type: [AdminSubmissionDto] })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminSubmissionDto[]> {
    const { items, total } = await this.queries.listSubmissions(query);
    return withTotal(res, items.map(toAdminSubmissionDto), total);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminSubmissionDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string): Promise<AdminSubmissionDto> {
    return toAdminSubmissionDto(await this.queries.getSubmission(id));
  }
}
