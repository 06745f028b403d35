import { apiErrorOf, ReceivedFile, receivedFileSchema, tokenHeaders } from './upload-link.schema';

/**
 * POST /api/questionnaire-uploads/files: one file's bytes as the body (the API reads its content,
 * not its name). 400 INTAKE.FILE_TYPE_NOT_ACCEPTED, 413 over 10MB, 409 past 20 files.
 */
export async function sendUploadFile(token: string, file: File): Promise<ReceivedFile> {
  const res = await fetch('/api/questionnaire-uploads/files', {
    method: 'POST',
    headers: { ...tokenHeaders(token), 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name), Accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });
  if (!res.ok) throw await apiErrorOf(res);
  return receivedFileSchema.parse(await res.json());
}
