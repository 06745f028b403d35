import * as z from 'zod/mini';
import { requestJson } from './http';
import { QuestionnaireAnswers, submissionSchema } from './submission.schema';

const createdSchema = z.extend(submissionSchema, { resume_token: z.string().check(z.minLength(1)) });
export type CreatedSubmission = z.infer<typeof createdSchema>;

/** POST /api/questionnaires: starts a draft; the answer carries the resume token (shown once). */
export function createQuestionnaire(body: Partial<QuestionnaireAnswers> & { current_step: number }): Promise<CreatedSubmission> {
  return requestJson('/questionnaires', { method: 'POST', body }, createdSchema);
}
