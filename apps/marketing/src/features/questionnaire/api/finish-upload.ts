import { requestJson } from './http';
import { tokenHeaders } from './upload-link.schema';
import * as z from 'zod/mini';

/** POST /api/questionnaire-uploads/finish: the visitor sent everything; the link stops working (204). */
export async function finishUpload(token: string): Promise<void> {
  await requestJson('/questionnaire-uploads/finish', { method: 'POST', headers: tokenHeaders(token) }, z.unknown());
}
