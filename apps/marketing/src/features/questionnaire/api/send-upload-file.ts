import { uploadWithProgress } from '@fw/shared-api-client';
import { ReceivedFile, receivedFileSchema, tokenHeaders } from './upload-link.schema';

/**
 * POST /api/questionnaire-uploads/files: one file's bytes as the body (the API reads its content,
 * not its name). 400 INTAKE.FILE_TYPE_NOT_ACCEPTED, 413 over 10MB, 409 past 20 files.
 */
export async function sendUploadFile(token: string, file: File, onProgress: (fraction: number) => void = () => undefined): Promise<ReceivedFile> {
  const answer = await uploadWithProgress<unknown>(
    {},
    'POST',
    '/api/questionnaire-uploads/files',
    file,
    { ...tokenHeaders(token), 'Content-Type': 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name) },
    onProgress,
  );
  return receivedFileSchema.parse(answer);
}
