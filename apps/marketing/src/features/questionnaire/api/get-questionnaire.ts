import { requestJson } from './http';
import { ResumeCredentials, resumeHeaders, Submission, submissionSchema } from './submission.schema';

/** GET /api/questionnaires/:id with the resume token; a wrong or unknown token answers 404. */
export function getQuestionnaire(credentials: ResumeCredentials, signal?: AbortSignal): Promise<Submission> {
  return requestJson(`/questionnaires/${encodeURIComponent(credentials.id)}`, { method: 'GET', headers: resumeHeaders(credentials), signal }, submissionSchema);
}
