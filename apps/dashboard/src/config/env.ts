import { z } from 'zod/mini';

const schema = z.object({
  /** Base path of the API; same origin by default (the API serves this app). */
  VITE_API_URL: z._default(z.string().check(z.minLength(1)), '/api'),
});

const parsed = schema.safeParse(import.meta.env);
if (!parsed.success) throw new Error(`Invalid dashboard environment: ${parsed.error.message}`);

export const env = {
  apiUrl: parsed.data.VITE_API_URL.replace(/\/+$/, ''),
} as const;
