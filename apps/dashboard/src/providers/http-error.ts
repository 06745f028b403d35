import { AxiosError } from 'axios';
import type { HttpError } from '@refinedev/core';

interface ApiErrorBody {
  statusCode?: number;
  code?: string;
  message?: string;
  details?: { fields?: Record<string, string[]> } & Record<string, unknown>;
}

/** The API's `{ statusCode, code, message, details }` as Refine's HttpError (field errors for forms). */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof AxiosError) {
    const body = (error.response?.data ?? {}) as ApiErrorBody;
    const statusCode = error.response?.status ?? 0;
    const message =
      typeof body.message === 'string' && body.message
        ? body.message
        : statusCode === 0
          ? 'Unable to reach the server. Check your connection and try again.'
          : `Request failed (${statusCode})`;
    return { message, statusCode, code: body.code, details: body.details, errors: body.details?.fields };
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
}
