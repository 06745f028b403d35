import * as z from 'zod/mini';
import { requestJson } from './http';

const myQuestionnaireSchema = z.object({
  questionnaire: z.nullable(z.object({ id: z.string(), status: z.string(), current_step: z.number(), business_name: z.nullable(z.string()) })),
});

export type MyQuestionnaire = NonNullable<z.infer<typeof myQuestionnaireSchema>['questionnaire']>;

/** GET /api/my/questionnaire (signed in): the client's own questionnaire and where it stands, or null. */
export async function getMyQuestionnaire(): Promise<MyQuestionnaire | null> {
  return (await requestJson('/my/questionnaire', { method: 'GET' }, myQuestionnaireSchema)).questionnaire;
}
