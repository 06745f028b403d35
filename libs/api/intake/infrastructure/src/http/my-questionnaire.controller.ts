import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { SUBMISSION_STATUSES } from '@fw/api-intake-domain';
import { QuestionnaireService } from '@fw/api-intake-application';

export class MyQuestionnaireStatusDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: string;
  @ApiProperty({ minimum: 1, maximum: 7 }) current_step: number;
  @ApiProperty({ type: String, nullable: true }) business_name: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at: string | null;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class MyQuestionnaireDto {
  @ApiPropertyOptional({ type: MyQuestionnaireStatusDto, nullable: true, description: 'Null when the client has none' })
  questionnaire: MyQuestionnaireStatusDto | null;
}

@ApiTags('questionnaires')
@Auth()
@Controller('my/questionnaire')
export class MyQuestionnaireController {
  constructor(private readonly questionnaires: QuestionnaireService) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in client's questionnaire and where it stands (the newest they own, submitted first)",
    description: 'Only questionnaires filled in or saved while signed in, or linked with proof; never one found by e-mail.',
  })
  @ApiOkResponse({ type: MyQuestionnaireDto })
  async get(@CurrentUser() user: AuthUser): Promise<MyQuestionnaireDto> {
    const s = await this.questionnaires.latestOwnedBy(user.id);
    return {
      questionnaire: s
        ? {
            id: s.id,
            status: s.status,
            current_step: s.currentStep,
            business_name: s.businessName,
            completed_at: s.completedAt?.toISOString() ?? null,
            updated_at: s.updatedAt.toISOString(),
          }
        : null,
    };
  }
}
