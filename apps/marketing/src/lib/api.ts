import { ApiError, createApiClient, requestUntyped } from '@fw/shared-api-client';

export { ApiError } from '@fw/shared-api-client';

/** The marketing islands' client of the product's own API (same origin). */
export const api = createApiClient();

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  accessToken?: string;
  headers?: Record<string, string>;
  /** Used when the server gives no message of its own (network failure, HTML error page). */
  fallbackMessage: string;
}

/** JSON call to the API through the one client. Throws ApiError; never resolves with a 4xx/5xx. */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  try {
    const { data } = await requestUntyped<T>(api, options.method ?? (options.body === undefined ? 'GET' : 'POST'), path, { body: options.body, headers });
    return data;
  } catch (error) {
    // The API always answers with a code; without one the answer came from elsewhere (or none came).
    if (error instanceof ApiError && (!error.code || error.statusCode === 0)) {
      throw new ApiError(error.statusCode, options.fallbackMessage, undefined, error.details, error.retryAfterSeconds);
    }
    throw error;
  }
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** A fresh key for one purchase attempt (the API answers a repeated key with the same checkout). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
