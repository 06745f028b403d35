import * as z from 'zod/mini';
import { ApiError } from './http';

export const receivedFileSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
});
export type ReceivedFile = z.infer<typeof receivedFileSchema>;

export const uploadLinkSchema = z.object({ listed_files: z.array(z.string()), received_files: z.array(receivedFileSchema), expires_at: z.string() });
export type UploadLink = z.infer<typeof uploadLinkSchema>;

export const tokenHeaders = (token: string) => ({ 'X-Upload-Token': token });

/** The API's error answer to a request sent without requestJson (a file body is not JSON). */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const data = (await res.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  return new ApiError(res.status, typeof data.code === 'string' ? data.code : undefined, typeof data.message === 'string' ? data.message : res.statusText);
}
