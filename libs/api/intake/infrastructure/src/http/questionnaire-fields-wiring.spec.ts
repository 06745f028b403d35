import { camelCase, defaultAnswers, QUESTIONNAIRE_FIELDS } from '@fw/shared-questionnaire';
import { QuestionnaireSubmission } from '@fw/api-intake-domain';
import { getMetadataStorage } from 'class-validator';
import { QuestionnaireSubmissionSchema } from '../persistence/questionnaire-submission.schema';
import {
  AdminSubmissionDto,
  CreateQuestionnaireRequestDto,
  SubmitQuestionnaireRequestDto,
  toSubmissionDto,
  UpdateQuestionnaireRequestDto,
} from './questionnaire.dto';

const swaggerProperties = (dto: { prototype: object }): string[] =>
  ((Reflect.getMetadata('swagger/apiModelPropertiesArray', dto.prototype) as string[] | undefined) ?? []).map((key) => key.replace(/^:/, ''));

const validatedProperties = (dto: new () => object): Set<string> =>
  new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((m) => m.propertyName),
  );

// One descriptor per answer drives every layer: a field added to libs/shared/questionnaire is
// accepted, validated, documented, stored and answered without touching these files.
describe('the questionnaire descriptors drive the API', () => {
  const names = QUESTIONNAIRE_FIELDS.map((field) => field.name);

  it.each([CreateQuestionnaireRequestDto, UpdateQuestionnaireRequestDto, SubmitQuestionnaireRequestDto])('%p validates and documents every answer', (dto) => {
    const validated = validatedProperties(dto);
    for (const name of names) expect(validated.has(name)).toBe(true);
    expect(swaggerProperties(dto)).toEqual(expect.arrayContaining(names));
  });

  it('answers and documents every answer', () => {
    expect(swaggerProperties(AdminSubmissionDto)).toEqual(expect.arrayContaining(names));
    const s = Object.assign(new QuestionnaireSubmission(), { id: 'x', createdAt: new Date(0), updatedAt: new Date(0) });
    expect(toSubmissionDto(s)).toMatchObject(defaultAnswers());
  });

  it('stores every answer in its column', () => {
    const properties = QuestionnaireSubmissionSchema.meta.properties as Record<string, { fieldName?: string }>;
    for (const name of names) expect(properties[camelCase(name)]).toMatchObject({ fieldName: name });
  });
});
