import { requestJson } from './http';
import { QuestionnaireAnswers, ResumeCredentials, resumeHeaders, Submission, submissionSchema } from './submission.schema';

/** POST /api/questionnaires/:id/submit: final answers, status completed, notification queued; repeatable; with `version` a stale submit answers 409. */
export function submitQuestionnaire(credentials: ResumeCredentials, body: QuestionnaireAnswers & { version?: number }): Promise<Submission> {
  return requestJson(
    `/questionnaires/${encodeURIComponent(credentials.id)}/submit`,
    { method: 'POST', headers: resumeHeaders(credentials), body },
    submissionSchema,
  );
}
