import { apiErrorOf, tokenHeaders } from './upload-link.schema';

/** POST /api/questionnaire-uploads/finish: the visitor sent everything; the link stops working. */
export async function finishUpload(token: string): Promise<void> {
  const res = await fetch('/api/questionnaire-uploads/finish', { method: 'POST', headers: tokenHeaders(token), credentials: 'same-origin' });
  if (!res.ok) throw await apiErrorOf(res);
}
