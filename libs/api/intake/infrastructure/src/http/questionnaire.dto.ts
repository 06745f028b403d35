import { IsEmailAddress } from '@fw/api-shared-infrastructure';
import type { PlainFields } from '@fw/api-shared-infrastructure';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import {
  BUDGET_RANGES,
  DEFAULT_MAIN_PAGES,
  INTEGRATIONS_TEXT_LIMIT,
  LIST_LIMITS,
  QUESTIONNAIRE_STEPS,
  QuestionnaireAnswersInput,
  QuestionnaireSubmission,
  SUBMISSION_STATUSES,
  TEXT_LIMITS,
} from '@fw/api-intake-domain';

/** May be left out, but not sent as null. */
function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/** A list of strings, or one comma-separated string (integrations). */
function IsTextOrTextList(maxEntries: number, maxLength: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTextOrTextList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string'
            ? value.length <= INTEGRATIONS_TEXT_LIMIT
            : Array.isArray(value) && value.length <= maxEntries * 2 && value.every((entry) => typeof entry === 'string' && entry.length <= maxLength),
        defaultMessage: (args) =>
          `${args?.property} must be a list of at most ${maxEntries} strings of up to ${maxLength} characters, or one comma-separated text of up to ${INTEGRATIONS_TEXT_LIMIT} characters`,
      },
    },
    options,
  );
}

const text = (max: number, description?: string) => ApiPropertyOptional({ type: String, nullable: true, maxLength: max, description });
const list = (field: keyof typeof LIST_LIMITS, description: string) =>
  ApiPropertyOptional({ type: [String], nullable: true, maxItems: LIST_LIMITS[field].entries, description });

/** Any subset of the questionnaire answers (spec §3), as sent by the wizard. */
export class QuestionnaireAnswersRequestDto {
  @text(TEXT_LIMITS.businessName) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.businessName) business_name?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TEXT_LIMITS.businessEmail, format: 'email', description: 'Checked as an e-mail address when not empty' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_LIMITS.businessEmail)
  @IsEmailAddress({ allowBlank: true })
  business_email?: string | null;
  @text(TEXT_LIMITS.businessPhone) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.businessPhone) business_phone?: string | null;
  @text(TEXT_LIMITS.industry) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.industry) industry?: string | null;
  @text(TEXT_LIMITS.existingWebsiteUrl) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.existingWebsiteUrl) existing_website_url?: string | null;
  @text(TEXT_LIMITS.mainGoal) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.mainGoal) main_goal?: string | null;
  @text(TEXT_LIMITS.targetAudience) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.targetAudience) target_audience?: string | null;
  @text(TEXT_LIMITS.desiredAction) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.desiredAction) desired_action?: string | null;
  @text(TEXT_LIMITS.brandColors) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.brandColors) brand_colors?: string | null;
  @text(TEXT_LIMITS.stylePreferences) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.stylePreferences) style_preferences?: string | null;

  @list('likedWebsites', 'Empty entries are dropped')
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_LIMITS.likedWebsites.entries * 2)
  @IsString({ each: true })
  @MaxLength(LIST_LIMITS.likedWebsites.length, { each: true })
  liked_websites?: string[] | null;

  @list('dislikedWebsites', 'Empty entries are dropped')
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_LIMITS.dislikedWebsites.entries * 2)
  @IsString({ each: true })
  @MaxLength(LIST_LIMITS.dislikedWebsites.length, { each: true })
  disliked_websites?: string[] | null;

  @list('mainPages', `Empty entries are dropped; an empty list becomes ${DEFAULT_MAIN_PAGES.join(', ')}`)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_LIMITS.mainPages.entries * 2)
  @IsString({ each: true })
  @MaxLength(LIST_LIMITS.mainPages.length, { each: true })
  main_pages?: string[] | null;

  @ApiPropertyOptional({ type: Boolean }) @IsOmittable() @IsBoolean() has_existing_content?: boolean;
  @text(TEXT_LIMITS.contentNotes) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.contentNotes) content_notes?: string | null;

  @list('uploadedFiles', 'File names only (no paths, no "..", no control characters); the files themselves are not uploaded')
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIST_LIMITS.uploadedFiles.entries * 2)
  @IsString({ each: true })
  @MaxLength(LIST_LIMITS.uploadedFiles.length, { each: true })
  uploaded_files?: string[] | null;

  @ApiPropertyOptional({ type: Boolean }) @IsOmittable() @IsBoolean() needs_ecommerce?: boolean;
  @ApiPropertyOptional({ type: Boolean }) @IsOmittable() @IsBoolean() needs_booking?: boolean;
  @ApiPropertyOptional({ type: Boolean }) @IsOmittable() @IsBoolean() needs_blog?: boolean;
  @ApiPropertyOptional({ type: Boolean }) @IsOmittable() @IsBoolean() needs_online_ordering?: boolean;

  @ApiPropertyOptional({
    oneOf: [{ type: 'array', items: { type: 'string', maxLength: LIST_LIMITS.integrations.length }, maxItems: LIST_LIMITS.integrations.entries }, { type: 'string', maxLength: INTEGRATIONS_TEXT_LIMIT }],
    nullable: true,
    description: 'A list, or comma-separated text; entries are trimmed and empty ones dropped',
  })
  @IsOptional()
  @IsTextOrTextList(LIST_LIMITS.integrations.entries, LIST_LIMITS.integrations.length)
  integrations?: string[] | string | null;

  @text(TEXT_LIMITS.featureNotes) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.featureNotes) feature_notes?: string | null;
  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-03-01', description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  ideal_launch_date?: string | null;
  @ApiPropertyOptional({ enum: BUDGET_RANGES, nullable: true }) @IsOptional() @IsIn([...BUDGET_RANGES, '']) budget_range?: string | null;
  @ApiPropertyOptional({ type: Boolean }) @IsOmittable() @IsBoolean() wants_hosting?: boolean;
  @text(TEXT_LIMITS.hostingNotes) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.hostingNotes) hosting_notes?: string | null;
  @text(TEXT_LIMITS.additionalNotes) @IsOptional() @IsString() @MaxLength(TEXT_LIMITS.additionalNotes) additional_notes?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: QUESTIONNAIRE_STEPS })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(QUESTIONNAIRE_STEPS)
  current_step?: number;
}

export class CreateQuestionnaireRequestDto extends QuestionnaireAnswersRequestDto {}

export class UpdateQuestionnaireRequestDto extends QuestionnaireAnswersRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'The version you last read; a different stored version answers 409 INTAKE.STALE_SUBMISSION' })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  version?: number;
}

export class SubmitQuestionnaireRequestDto extends UpdateQuestionnaireRequestDto {}

const CONTROL_KEYS = new Set(['current_step', 'version']);

/** Body (snake_case) → domain input (camelCase); only keys that were sent. */
export function toAnswersInput(body: QuestionnaireAnswersRequestDto): QuestionnaireAnswersInput {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (CONTROL_KEYS.has(key) || value === undefined) continue;
    input[key.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return input as QuestionnaireAnswersInput;
}

export class SubmissionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The signed-in user who filled it' }) client_id: string | null;
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: QUESTIONNAIRE_STEPS }) current_step: number;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at: string | null;
  @ApiProperty({ type: String, nullable: true }) business_name: string | null;
  @ApiProperty({ type: String, nullable: true }) business_email: string | null;
  @ApiProperty({ type: String, nullable: true }) business_phone: string | null;
  @ApiProperty({ type: String, nullable: true }) industry: string | null;
  @ApiProperty({ type: String, nullable: true }) existing_website_url: string | null;
  @ApiProperty({ type: String, nullable: true }) main_goal: string | null;
  @ApiProperty({ type: String, nullable: true }) target_audience: string | null;
  @ApiProperty({ type: String, nullable: true }) desired_action: string | null;
  @ApiProperty({ type: String, nullable: true }) brand_colors: string | null;
  @ApiProperty({ type: String, nullable: true }) style_preferences: string | null;
  @ApiProperty({ type: [String] }) liked_websites: string[];
  @ApiProperty({ type: [String] }) disliked_websites: string[];
  @ApiProperty({ type: [String] }) main_pages: string[];
  @ApiProperty() has_existing_content: boolean;
  @ApiProperty({ type: String, nullable: true }) content_notes: string | null;
  @ApiProperty({ type: [String] }) uploaded_files: string[];
  @ApiProperty() needs_ecommerce: boolean;
  @ApiProperty() needs_booking: boolean;
  @ApiProperty() needs_blog: boolean;
  @ApiProperty() needs_online_ordering: boolean;
  @ApiProperty({ type: [String] }) integrations: string[];
  @ApiProperty({ type: String, nullable: true }) feature_notes: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) ideal_launch_date: string | null;
  @ApiProperty({ enum: BUDGET_RANGES, nullable: true }) budget_range: string | null;
  @ApiProperty() wants_hosting: boolean;
  @ApiProperty({ type: String, nullable: true }) hosting_notes: string | null;
  @ApiProperty({ type: String, nullable: true }) additional_notes: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class CreatedSubmissionDto extends SubmissionDto {
  @ApiProperty({ description: 'Secret for reading and saving this questionnaire (header X-Resume-Token); shown only once' })
  resume_token: string;
}

export class ResumeLinkSentDto {
  @ApiProperty({ example: 'Resume link sent' }) message: string;
}

export class SubmissionProfileDto {
  @ApiProperty({ type: String, nullable: true }) full_name: string | null;
  @ApiProperty() email: string;
}

export class AdminSubmissionDto extends SubmissionDto {
  @ApiProperty({ type: SubmissionProfileDto, nullable: true }) profile: SubmissionProfileDto | null;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'As the visitor\'s progress bar shows it on the current step (step / 7), 100 once submitted' }) progress_percent: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Reminders e-mailed by admins' }) reminders_sent: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_reminder_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a draft expires if nobody saves it (null unless a draft)' }) expires_at: string | null;
}

const iso = (d: Date | null) => (!d ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** From a loaded entity or a plain read (the admin list). */
export function toSubmissionDto(s: PlainFields<QuestionnaireSubmission>): SubmissionDto {
  return {
    id: s.id,
    client_id: s.clientId,
    version: s.version,
    current_step: s.currentStep,
    status: s.status,
    completed_at: iso(s.completedAt),
    business_name: s.businessName,
    business_email: s.businessEmail,
    business_phone: s.businessPhone,
    industry: s.industry,
    existing_website_url: s.existingWebsiteUrl,
    main_goal: s.mainGoal,
    target_audience: s.targetAudience,
    desired_action: s.desiredAction,
    brand_colors: s.brandColors,
    style_preferences: s.stylePreferences,
    liked_websites: s.likedWebsites ?? [],
    disliked_websites: s.dislikedWebsites ?? [],
    main_pages: s.mainPages ?? [],
    has_existing_content: s.hasExistingContent,
    content_notes: s.contentNotes,
    uploaded_files: s.uploadedFiles ?? [],
    needs_ecommerce: s.needsEcommerce,
    needs_booking: s.needsBooking,
    needs_blog: s.needsBlog,
    needs_online_ordering: s.needsOnlineOrdering,
    integrations: s.integrations ?? [],
    feature_notes: s.featureNotes,
    ideal_launch_date: s.idealLaunchDate,
    budget_range: s.budgetRange,
    wants_hosting: s.wantsHosting,
    hosting_notes: s.hostingNotes,
    additional_notes: s.additionalNotes,
    created_at: iso(s.createdAt)!,
    updated_at: iso(s.updatedAt)!,
  };
}
