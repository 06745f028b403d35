import * as z from 'zod/mini';
import { requestJson } from './http';
import { ResumeCredentials, resumeHeaders } from './submission.schema';

const sentSchema = z.object({ message: z.string() });

/**
 * POST /api/questionnaires/:id/resume-link: the API e-mails this draft's resume link to the business
 * e-mail saved in it (the link only). 400 INTAKE.NO_BUSINESS_EMAIL without one; 429 when asked too often.
 */
export function emailResumeLink(credentials: ResumeCredentials): Promise<{ message: string }> {
  return requestJson(`/questionnaires/${encodeURIComponent(credentials.id)}/resume-link`, { method: 'POST', headers: resumeHeaders(credentials) }, sentSchema);
}
