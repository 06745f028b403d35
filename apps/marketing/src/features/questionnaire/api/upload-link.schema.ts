import * as z from 'zod/mini';

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
