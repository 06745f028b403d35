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
import { AnswerField, QUESTIONNAIRE_STEPS, QuestionnaireAnswersInput, QuestionnaireSubmission, SUBMISSION_STATUSES } from '@fw/api-intake-domain';
import {
  camelCase,
  FieldDescriptor,
  FieldNameOfKind,
  isListField,
  isTextField,
  ListFieldDescriptor,
  QUESTIONNAIRE_FIELDS,
  QuestionnaireAnswerValues,
} from '@fw/shared-questionnaire';

/** May be left out, but not sent as null. */
function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object, value) => value !== undefined);
}

/** A list of strings, or one comma-separated string (integrations). */
function IsTextOrTextList(maxEntries: number, maxLength: number, maxText: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTextOrTextList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string'
            ? value.length <= maxText
            : Array.isArray(value) && value.length <= maxEntries * 2 && value.every((entry) => typeof entry === 'string' && entry.length <= maxLength),
        defaultMessage: (args) =>
          `${args?.property} must be a list of at most ${maxEntries} strings of up to ${maxLength} characters, or one comma-separated text of up to ${maxText} characters`,
      },
    },
    options,
  );
}

/** Applies `decorate(field)` to a property per questionnaire field, in the order asked, and types the class as having them. */
function withAnswerProperties<T extends object, V>(Base: new () => T, decorate: (field: FieldDescriptor) => PropertyDecorator[]) {
  for (const field of QUESTIONNAIRE_FIELDS as readonly FieldDescriptor[]) {
    for (const decorator of decorate(field)) decorator(Base.prototype, field.name);
  }
  return Base as new () => T & V;
}

const LIST_DESCRIPTIONS: Record<ListFieldDescriptor['kind'], (field: ListFieldDescriptor) => string> = {
  list: (field) => `Empty entries are dropped${field.defaultEntries ? `; an empty list becomes ${field.defaultEntries.join(', ')}` : ''}`,
  files: () => 'File names only (no paths, no "..", no control characters); the files themselves are not uploaded',
  commaList: () => 'A list, or comma-separated text; entries are trimmed and empty ones dropped',
};

/** How a field may be sent (any subset; blanks as null), checked before the domain's normaliser tidies it. */
function requestDecorators(field: FieldDescriptor): PropertyDecorator[] {
  if (isTextField(field)) {
    const email = field.kind === 'email';
    return [
      ApiPropertyOptional({
        type: String,
        nullable: true,
        maxLength: field.max,
        ...(email ? { format: 'email', description: 'Checked as an e-mail address when not empty' } : {}),
      }),
      IsOptional(),
      IsString(),
      MaxLength(field.max),
      ...(email ? [IsEmailAddress({ allowBlank: true })] : []),
    ];
  }
  switch (field.kind) {
    case 'flag':
      return [ApiPropertyOptional({ type: Boolean }), IsOmittable(), IsBoolean()];
    case 'date':
      return [
        ApiPropertyOptional({ type: String, format: 'date', nullable: true, example: '2026-03-01', description: 'YYYY-MM-DD' }),
        IsOptional(),
        IsString(),
        MaxLength(10),
      ];
    case 'choice':
      return [ApiPropertyOptional({ enum: field.values, nullable: true }), IsOptional(), IsIn([...field.values, ''])];
    case 'commaList':
      return [
        ApiPropertyOptional({
          // A list or a text: `Object` tells Swagger the type is in oneOf (it would otherwise look for a property type).
          type: Object,
          oneOf: [
            { type: 'array', items: { type: 'string', maxLength: field.length }, maxItems: field.entries },
            { type: 'string', maxLength: field.textMax },
          ],
          nullable: true,
          description: LIST_DESCRIPTIONS.commaList(field),
        }),
        IsOptional(),
        IsTextOrTextList(field.entries, field.length, field.textMax ?? 0),
      ];
    case 'list':
    case 'files':
      return [
        ApiPropertyOptional({ type: [String], nullable: true, maxItems: field.entries, description: LIST_DESCRIPTIONS[field.kind](field) }),
        IsOptional(),
        IsArray(),
        // Up to twice the entries may be sent: the empty ones are dropped before counting.
        ArrayMaxSize(field.entries * 2),
        IsString({ each: true }),
        MaxLength(field.length, { each: true }),
      ];
  }
}

/** Any subset of the questionnaire answers (docs/product.md §3), as sent by the wizard: one property per field descriptor. */
const QuestionnaireAnswerFields = withAnswerProperties<object, Partial<QuestionnaireAnswersBody>>(class QuestionnaireAnswerFields {}, requestDecorators);

/** The answers as a request may carry them: text may be null, integrations may be comma-separated text. */
type QuestionnaireAnswersBody = {
  [N in keyof QuestionnaireAnswerValues]: N extends FieldNameOfKind<'commaList'> ? string[] | string | null : QuestionnaireAnswerValues[N] | null;
};

export class QuestionnaireAnswersRequestDto extends QuestionnaireAnswerFields {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: QUESTIONNAIRE_STEPS })
  @IsOmittable()
  @IsInt()
  @Min(1)
  @Max(QUESTIONNAIRE_STEPS)
  current_step?: number;
}

export class CreateQuestionnaireRequestDto extends QuestionnaireAnswersRequestDto {}

export class UpdateQuestionnaireRequestDto extends QuestionnaireAnswersRequestDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'The version you last read; a different stored version answers 409 INTAKE.STALE_SUBMISSION',
  })
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
    input[camelCase(key)] = value;
  }
  return input as QuestionnaireAnswersInput;
}

class SubmissionHeadDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The signed-in user who filled it' }) client_id: string | null;
  @ApiProperty({ type: 'integer' }) version: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: QUESTIONNAIRE_STEPS }) current_step: number;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at: string | null;
}

/** How an answer is read back: every field present, blanks null, lists as lists. */
function responseDecorators(field: FieldDescriptor): PropertyDecorator[] {
  if (isTextField(field)) return [ApiProperty({ type: String, nullable: true })];
  switch (field.kind) {
    case 'flag':
      return [ApiProperty({ type: Boolean })];
    case 'date':
      return [ApiProperty({ type: String, format: 'date', nullable: true })];
    case 'choice':
      return [ApiProperty({ enum: field.values, nullable: true })];
    default:
      return [ApiProperty({ type: [String] })];
  }
}

const SubmissionAnswersDto = withAnswerProperties<SubmissionHeadDto, QuestionnaireAnswerValues>(SubmissionHeadDto, responseDecorators);

export class SubmissionDto extends SubmissionAnswersDto {
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
  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 100,
    description: "As the visitor's progress bar shows it on the current step (step / 7), 100 once submitted",
  })
  progress_percent: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Reminders e-mailed by admins' }) reminders_sent: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_reminder_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a draft expires if nobody saves it (null unless a draft)' }) expires_at:
    string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When an admin first opened it once submitted (null: new)' }) reviewed_at:
    string | null;
}

const iso = (d: Date | null) => (!d ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Each answer's API name, domain name and whether it is a list (read back as [] when missing). */
const ANSWER_NAMES = (QUESTIONNAIRE_FIELDS as readonly FieldDescriptor[]).map((field) => ({
  name: field.name,
  property: camelCase(field.name) as AnswerField,
  list: isListField(field),
}));

/** From a loaded entity or a plain read (the admin list); built in the contract's key order. */
export function toSubmissionDto(s: PlainFields<QuestionnaireSubmission>): SubmissionDto {
  const dto: Record<string, unknown> = {
    id: s.id,
    client_id: s.clientId,
    version: s.version,
    current_step: s.currentStep,
    status: s.status,
    completed_at: iso(s.completedAt),
  };
  for (const { name, property, list } of ANSWER_NAMES) {
    const value = s[property];
    dto[name] = list ? (value ?? []) : value;
  }
  dto['created_at'] = iso(s.createdAt);
  dto['updated_at'] = iso(s.updatedAt);
  return dto as unknown as SubmissionDto;
}
