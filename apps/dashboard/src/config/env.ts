import { z } from 'zod/mini';

const schema = z.object({
  /** Base path of the API; same origin by default (the API serves this app). */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

const parsed = schema.safeParse(import.meta.env);
if (!parsed.success) throw new Error(`Invalid dashboard environment: ${parsed.error.message}`);

const apiUrl = parsed.data.VITE_API_URL.replace(/\/+$/, '');

export const env = {
  apiUrl,
  /** Where the OpenAPI paths (which all start with /api) are resolved: VITE_API_URL without its /api. */
  apiOrigin: apiUrl.replace(/\/api$/, ''),
} as const;
