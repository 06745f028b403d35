import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { ACCOUNT_LIMITS, SITE_LIMITS } from '@fw/shared-field-limits';
import { ApiErrors, Auth, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { PROJECT_STAGES } from '@fw/api-accounts-domain';
import { MyProject, MyProjectService } from '@fw/api-accounts-application';

const NOT_BLANK = /\S/;

export class OnboardingRequestDto {
  @ApiProperty({ maxLength: ACCOUNT_LIMITS.fullName, example: 'Dana Lee' })
  @IsString()
  @Matches(NOT_BLANK, { message: 'full_name is required' })
  @MaxLength(ACCOUNT_LIMITS.fullName)
  full_name: string;

  @ApiProperty({ maxLength: SITE_LIMITS.websiteName, example: "Dana's Bakery", description: 'Also names a website still waiting for its build' })
  @IsString()
  @Matches(NOT_BLANK, { message: 'business_name is required' })
  @MaxLength(SITE_LIMITS.websiteName)
  business_name: string;
}

export class MyProjectDto {
  @ApiProperty({
    enum: PROJECT_STAGES,
    description:
      'not_started: nothing bought yet; paid: a paid package, questionnaire not in; questionnaire_received; ' +
      'in_design: the business is building the website; live',
  })
  stage: MyProject['stage'];
  @ApiProperty({ type: String, nullable: true }) full_name: string | null;
  @ApiProperty({ type: String, nullable: true }) business_name: string | null;
  @ApiProperty({ description: 'The first sign-in still has to ask for the person and business names' }) onboarding_needed: boolean;
}

const toDto = (project: MyProject): MyProjectDto => ({
  stage: project.stage,
  full_name: project.fullName,
  business_name: project.businessName,
  onboarding_needed: project.onboardingNeeded,
});

@ApiTags('my project')
@Auth()
@Controller('my')
export class MyProjectController {
  constructor(private readonly projects: MyProjectService) {}

  @Get('project')
  @ApiOperation({ summary: "Where the caller's website project stands, and whether the first sign-in still asks for names" })
  @ApiOkResponse({ type: MyProjectDto })
  async get(@CurrentUser() user: AuthUser): Promise<MyProjectDto> {
    return toDto(await this.projects.get(user.id));
  }

  @Post('onboarding')
  @HttpCode(200)
  @ApiOperation({ summary: 'The first sign-in: the person and business names (a website waiting for its build takes the business name)' })
  @ApiOkResponse({ type: MyProjectDto })
  @ApiErrors(400)
  async onboarding(@CurrentUser() user: AuthUser, @Body() body: OnboardingRequestDto): Promise<MyProjectDto> {
    return toDto(await this.projects.completeOnboarding(user.id, { fullName: body.full_name.trim(), businessName: body.business_name.trim() }));
  }
}
