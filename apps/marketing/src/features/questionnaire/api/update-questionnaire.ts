import { requestJson } from './http';
import { QuestionnaireAnswers, ResumeCredentials, resumeHeaders, Submission, submissionSchema } from './submission.schema';

/** PATCH /api/questionnaires/:id: saves progress; with `version` a stale write answers 409. */
export function updateQuestionnaire(
  credentials: ResumeCredentials,
  body: Partial<QuestionnaireAnswers> & { current_step: number; version?: number },
): Promise<Submission> {
  return requestJson(`/questionnaires/${encodeURIComponent(credentials.id)}`, { method: 'PATCH', headers: resumeHeaders(credentials), body }, submissionSchema);
}
