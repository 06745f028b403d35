import { Body, Controller, Get, Headers, HttpCode, Inject, Patch, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors, clientIp, RateLimiterService, UuidParam, CurrentUser, OptionalAuth } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { QuestionnaireFollowUpService, QuestionnaireService, SubmitQuestionnaireUseCase } from '@fw/api-intake-application';
import { intakeConfig, IntakeConfig } from '../config/intake.config';
import {
  CreatedSubmissionDto,
  ResumeLinkSentDto,
  CreateQuestionnaireRequestDto,
  SubmissionDto,
  SubmitQuestionnaireRequestDto,
  toAnswersInput,
  toSubmissionDto,
  UpdateQuestionnaireRequestDto,
} from './questionnaire.dto';

const RESUME_HEADER = 'x-resume-token';
const resumeHeaderDoc = ApiHeader({
  name: 'X-Resume-Token',
  required: false,
  description: 'The resume_token returned at creation. Not needed by the signed-in user who owns the questionnaire.',
});

@ApiTags('questionnaires')
@OptionalAuth()
@Controller('questionnaires')
export class QuestionnairesController {
  constructor(
    private readonly questionnaires: QuestionnaireService,
    private readonly submit: SubmitQuestionnaireUseCase,
    private readonly followUp: QuestionnaireFollowUpService,
    private readonly rateLimiter: RateLimiterService,
    @Inject(intakeConfig.KEY) private readonly config: IntakeConfig,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Start a questionnaire (no account needed); returns the secret resume_token once' })
  @ApiCreatedResponse({ type: CreatedSubmissionDto })
  @ApiErrors(400, 429)
  async create(
    @Body() body: CreateQuestionnaireRequestDto,
    @CurrentUser() user: AuthUser | undefined,
    @Req() req: FastifyRequest,
  ): Promise<CreatedSubmissionDto> {
    await this.rateLimiter.consume(
      [{ key: `questionnaire:ip:${clientIp(req)}`, limit: this.config.questionnaireRateLimit, windowSeconds: this.config.questionnaireRateWindowSeconds }],
      'Too many questionnaires started. Please try again later.',
    );
    const { submission, resumeToken } = await this.questionnaires.create({ answers: toAnswersInput(body), currentStep: body.current_step }, user?.id ?? null);
    return { ...toSubmissionDto(submission), resume_token: resumeToken };
  }

  @Get(':id')
  @resumeHeaderDoc
  @ApiOperation({ summary: 'Read a questionnaire back to resume it (resume token or owner only; otherwise 404)' })
  @ApiOkResponse({ type: SubmissionDto })
  @ApiErrors(400, 404)
  async get(@UuidParam('id') id: string, @Headers(RESUME_HEADER) token: string | undefined, @CurrentUser() user: AuthUser | undefined): Promise<SubmissionDto> {
    return toSubmissionDto(await this.questionnaires.get(id, { resumeToken: token, userId: user?.id }));
  }

  @Patch(':id')
  @resumeHeaderDoc
  @ApiOperation({ summary: 'Save progress: any subset of the answers and current_step; optional version for stale-write protection' })
  @ApiOkResponse({ type: SubmissionDto })
  @ApiErrors(400, 404, 409)
  async update(
    @UuidParam('id') id: string,
    @Body() body: UpdateQuestionnaireRequestDto,
    @Headers(RESUME_HEADER) token: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<SubmissionDto> {
    const saved = await this.questionnaires.save(
      id,
      { answers: toAnswersInput(body), currentStep: body.current_step, version: body.version },
      { resumeToken: token, userId: user?.id },
    );
    return toSubmissionDto(saved);
  }

  @Post(':id/submit')
  @HttpCode(200)
  @resumeHeaderDoc
  @ApiOperation({
    summary:
      'Submit: needs the six required answers (400 INTAKE.INCOMPLETE names the missing); status completed, business notified by e-mail; submitting again changes nothing',
  })
  @ApiOkResponse({ type: SubmissionDto })
  @ApiErrors(400, 404, 409)
  async submitQuestionnaire(
    @UuidParam('id') id: string,
    @Body() body: SubmitQuestionnaireRequestDto,
    @Headers(RESUME_HEADER) token: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<SubmissionDto> {
    const submitted = await this.submit.execute(
      id,
      { answers: toAnswersInput(body), currentStep: body.current_step, version: body.version },
      { resumeToken: token, userId: user?.id },
      { adminUrl: this.config.adminSubmissionsUrl, draftExpiryDays: this.config.draftExpiryDays, uploadUrl: this.config.uploadUrl },
    );
    return toSubmissionDto(submitted);
  }

  @Post(':id/resume-link')
  @HttpCode(202)
  @ApiHeader({ name: 'X-Resume-Token', required: true, description: 'The resume_token of this draft; the e-mailed link carries it' })
  @ApiOperation({
    summary:
      'E-mail the resume link to the business e-mail saved in the draft (the link only, no answers). Rate limited per recipient and per IP (429); 400 INTAKE.NO_BUSINESS_EMAIL; 409 INTAKE.NOT_A_DRAFT once submitted; 404 without the token or once expired (INTAKE.DRAFT_EXPIRED)',
  })
  @ApiAcceptedResponse({ type: ResumeLinkSentDto })
  @ApiErrors(400, 404, 409, 429)
  async emailResumeLink(
    @UuidParam('id') id: string,
    @Headers(RESUME_HEADER) token: string | undefined,
    @Req() req: FastifyRequest,
  ): Promise<ResumeLinkSentDto> {
    const window = this.config.resumeEmailWindowSeconds;
    await this.followUp.emailResumeLink(id, token, (recipient) =>
      this.rateLimiter.consume(
        [
          { key: `questionnaire-resume:ip:${clientIp(req)}`, limit: this.config.resumeEmailLimitPerIp, windowSeconds: window },
          { key: `questionnaire-resume:email:${recipient.toLowerCase()}`, limit: this.config.resumeEmailLimit, windowSeconds: window },
        ],
        'Too many emails for this questionnaire. Please try again later, or copy the link instead.',
      ),
    );
    return { message: 'Resume link sent' };
  }
}
