import { requestJson } from './http';
import { QuestionnaireAnswers, ResumeCredentials, resumeHeaders, Submission, submissionSchema } from './submission.schema';

/** PATCH /api/questionnaires/:id: saves progress; with `version` a stale write answers 409; `keepalive` outlives the page. */
export function updateQuestionnaire(
  credentials: ResumeCredentials,
  body: Partial<QuestionnaireAnswers> & { current_step: number; version?: number },
  options: { keepalive?: boolean } = {},
): Promise<Submission> {
  return requestJson(
    `/questionnaires/${encodeURIComponent(credentials.id)}`,
    { method: 'PATCH', headers: resumeHeaders(credentials), body, keepalive: options.keepalive },
    submissionSchema,
  );
}
