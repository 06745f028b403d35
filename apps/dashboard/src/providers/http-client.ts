import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { HttpError } from '@refinedev/core';
import { getAccessToken, refreshSession } from './session';

type RetriableConfig = InternalAxiosRequestConfig & { _authRetried?: boolean };

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

/**
 * Every dashboard data call: adds the in-memory bearer token, and on a 401 refreshes the session
 * once and repeats the request. When the refresh fails too the session module signs the user out
 * (which sends every tab to /auth) and the error is passed on.
 */
export const httpClient = axios.create({ headers: { Accept: 'application/json' }, withCredentials: true });

httpClient.interceptors.request.use(async (config) => {
  const token = await getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

httpClient.interceptors.response.use(
  (response) => response,
  async (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401 && error.config) {
      const config = error.config as RetriableConfig;
      if (!config._authRetried) {
        config._authRetried = true;
        if (await refreshSession()) return httpClient.request(config);
      }
    }
    return Promise.reject(toHttpError(error));
  },
);
