import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Length, Matches, MaxLength, Validate, ValidateNested } from 'class-validator';
import type { ValidationArguments, ValidatorConstraintInterface } from 'class-validator';
import { ValidatorConstraint } from 'class-validator';
import { ACCOUNT_LIMITS, EmailAddress, SITE_LIMITS } from '@fw/shared-field-limits';
import { ApiErrors, UuidParam, Auth, Audited, CurrentUser } from '@fw/api-shared-infrastructure';
import type { AuthUser } from '@fw/api-shared-domain';
import { ClientProvisioningService } from '@fw/api-accounts-application';
import { SubmissionClientService, SubmissionImagesToLibrary } from '@fw/api-intake-application';

export const STARTING_SECTION_TYPES = ['text', 'textarea'] as const;
export const STARTING_SECTIONS_MAX = 30;

@ValidatorConstraint({ name: 'emailAddress' })
class EmailAddressRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return EmailAddress.isValid(value);
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a valid email address`;
  }
}

@ValidatorConstraint({ name: 'uniqueSectionKeys' })
class UniqueSectionKeysRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (!Array.isArray(value)) return true;
    const keys = value.map((s: { key?: unknown }) => s?.key);
    return new Set(keys).size === keys.length;
  }
  defaultMessage(): string {
    return 'sections must name each key once';
  }
}

export class StartingSectionDto {
  @ApiProperty({ pattern: '^[a-z0-9_]{1,100}$', example: 'tagline' })
  @IsString()
  @Matches(/^[a-z0-9_]{1,100}$/, { message: 'key must be 1 to 100 lower-case letters, digits or underscores' })
  key: string;

  @ApiProperty({ enum: STARTING_SECTION_TYPES, description: 'text: one line; textarea: long text' })
  @IsIn(STARTING_SECTION_TYPES)
  type: (typeof STARTING_SECTION_TYPES)[number];

  @ApiProperty({ maxLength: SITE_LIMITS.sectionContent })
  @IsString()
  @MaxLength(SITE_LIMITS.sectionContent)
  value: string;
}

export class ClientDraftDto {
  @ApiProperty({ format: 'uuid' }) submission_id: string;
  @ApiProperty({ description: "The questionnaire's business e-mail" }) email: string;
  @ApiProperty({ description: 'From the business name' }) full_name: string;
  @ApiProperty({ description: 'From the business name' }) website_name: string;
  @ApiProperty({
    type: [StartingSectionDto],
    description: 'business_name, tagline (main goal), about_text, services (main pages), contact_email, contact_phone',
  })
  sections: StartingSectionDto[];
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The client account this questionnaire already belongs to' })
  client_id: string | null;
}

export class CreateClientFromSubmissionRequestDto {
  @ApiProperty({ format: 'email', maxLength: ACCOUNT_LIMITS.email })
  @MaxLength(ACCOUNT_LIMITS.email)
  @Validate(EmailAddressRule)
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: ACCOUNT_LIMITS.fullName })
  @IsOptional()
  @IsString()
  @MaxLength(ACCOUNT_LIMITS.fullName)
  full_name?: string | null;

  @ApiProperty({ minLength: 1, maxLength: SITE_LIMITS.websiteName })
  @IsString()
  @Length(1, SITE_LIMITS.websiteName, { message: `website_name must be 1 to ${SITE_LIMITS.websiteName} characters` })
  @Matches(/\S/, { message: 'website_name must not be blank' })
  website_name: string;

  @ApiProperty({ type: [StartingSectionDto], maxItems: STARTING_SECTIONS_MAX, description: 'Starting content sections of a new website; each key once' })
  @IsArray()
  @ArrayMaxSize(STARTING_SECTIONS_MAX)
  @ValidateNested({ each: true })
  @Type(() => StartingSectionDto)
  @Validate(UniqueSectionKeysRule)
  sections: StartingSectionDto[];
}

export class ProvisionedClientDto {
  @ApiProperty({ format: 'uuid' }) client_id: string;
  @ApiProperty({ format: 'uuid' }) website_id: string;
  @ApiProperty({ description: 'false: an account with this e-mail existed and was used' }) client_created: boolean;
  @ApiProperty({ description: 'false: the client already had a website' }) website_created: boolean;
  @ApiProperty({
    description:
      "The website took website_name and the sections: a new one, or the client's website still waiting for its build with no sections (made by a payment); false: an existing website kept as it is",
  })
  website_filled: boolean;
  @ApiProperty({ description: 'An invitation (set-password link) was e-mailed: the account is new or not confirmed yet' }) invited: boolean;
}

@ApiTags('admin: submissions')
@Auth('admin')
@Controller('admin/submissions/:id')
export class SubmissionClientController {
  constructor(
    private readonly drafts: SubmissionClientService,
    private readonly provisioning: ClientProvisioningService,
    private readonly images: SubmissionImagesToLibrary,
  ) {}

  @Get('client-draft')
  @ApiOperation({ summary: '"Create client and website": the form prefilled from the questionnaire\'s answers' })
  @ApiOkResponse({ type: ClientDraftDto })
  @ApiErrors(400, 404)
  async draft(@UuidParam('id') id: string): Promise<ClientDraftDto> {
    const d = await this.drafts.draft(id);
    return { submission_id: d.submissionId, email: d.email, full_name: d.fullName, website_name: d.websiteName, sections: d.sections, client_id: d.clientId };
  }

  @Post('client')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create the client account and website from the questionnaire, in one transaction',
    description:
      'Makes (or finds) the account with this e-mail, e-mails it an invitation to set a password unless it is already confirmed, ' +
      'makes a website waiting for its build with the starting sections unless the client already has one, and links the questionnaire to the client. ' +
      'The images the visitor sent through the upload link join that website’s image library (each once). ' +
      '404 INTAKE.SUBMISSION_NOT_FOUND.',
  })
  @ApiCreatedResponse({ type: ProvisionedClientDto })
  @ApiErrors(400, 404)
  @Audited('client.create_from_submission', { target: 'submission' })
  async create(@UuidParam('id') id: string, @Body() body: CreateClientFromSubmissionRequestDto, @CurrentUser() admin: AuthUser): Promise<ProvisionedClientDto> {
    const r = await this.provisioning.createFromSubmission(id, {
      email: body.email,
      fullName: body.full_name ?? null,
      websiteName: body.website_name,
      sections: body.sections,
    });
    await this.images.move(id, r.websiteId, admin);
    return {
      client_id: r.clientId,
      website_id: r.websiteId,
      client_created: r.clientCreated,
      website_created: r.websiteCreated,
      website_filled: r.websiteFilled,
      invited: r.invited,
    };
  }
}
