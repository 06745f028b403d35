import { FieldDescriptor, isListField, QUESTIONNAIRE_FIELDS, QuestionnaireAnswerValues, WizardAnswerValues } from '@fw/shared-questionnaire';
import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const list = z.optional(z.nullable(z.array(z.string())));
const flag = z.optional(z.nullable(z.boolean()));

type AnswerShape = {
  [N in keyof QuestionnaireAnswerValues]: QuestionnaireAnswerValues[N] extends boolean
    ? typeof flag
    : QuestionnaireAnswerValues[N] extends string[]
      ? typeof list
      : typeof text;
};
const answerShape = Object.fromEntries(
  (QUESTIONNAIRE_FIELDS as readonly FieldDescriptor[]).map((field) => [field.name, field.kind === 'flag' ? flag : isListField(field) ? list : text]),
) as AnswerShape;

/** A questionnaire submission as the API answers it (docs/product.md §3, snake_case; one answer per field descriptor). Unknown keys are dropped. */
export const submissionSchema = z.object({
  id: z.string(),
  version: z.optional(z.number()),
  current_step: z.optional(z.nullable(z.number())),
  status: z.string(),
  completed_at: text,
  ...answerShape,
});

export type Submission = z.infer<typeof submissionSchema>;

/** The answers the wizard sends on every save (needs_online_ordering is read on load, never sent: docs/product.md §3). */
export type QuestionnaireAnswers = WizardAnswerValues;

/** Credentials of an anonymous draft: its id and the resume token the API returned on creation. */
export interface ResumeCredentials {
  id: string;
  token: string;
}

export const resumeHeaders = (credentials: ResumeCredentials): Record<string, string> => ({ 'X-Resume-Token': credentials.token });
