import { requestJson } from './http';
import { tokenHeaders, UploadLink, uploadLinkSchema } from './upload-link.schema';

/** GET /api/questionnaire-uploads: what the e-mailed upload link is for; 404 INTAKE.UPLOAD_LINK_INVALID once expired or closed. */
export function getUploadLink(token: string, signal?: AbortSignal): Promise<UploadLink> {
  return requestJson('/questionnaire-uploads', { method: 'GET', headers: tokenHeaders(token), signal }, uploadLinkSchema);
}
