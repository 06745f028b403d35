import { createApiClient, uploadWithProgress, type ApiClientOptions } from '@fw/shared-api-client';
import { env } from '../config/env';
import { getAccessToken, refreshSession } from './session';
import { actingAsHeader } from '../acting-as/acting-as';

/**
 * The signed-in dashboard's API client: the in-memory bearer token on every call, and on a 401 one
 * session renewal and one repeat. When the renewal fails the session module signs the user out
 * (which sends every tab to /auth) and the ApiError is passed on.
 */
const options: ApiClientOptions = {
  baseUrl: env.apiOrigin,
  credentials: 'include',
  accessToken: getAccessToken,
  renewSession: async () => (await refreshSession()) !== null,
  // An admin viewing as a client (or managing their blog) says so on the client's own routes; the server enforces it.
  headersFor: (path) => {
    const acting = actingAsHeader(path);
    return acting ? { [acting[0]]: acting[1] } : undefined;
  },
};

export const api = createApiClient(options);

/** A file's bytes as the body, with upload progress (the image library); the same session as `api`. */
export const uploadFile = <T>(method: 'POST' | 'PUT', path: string, body: Blob, headers: Record<string, string>, onProgress: (fraction: number) => void) =>
  uploadWithProgress<T>(options, method, path, body, headers, onProgress);

/** The path of an API URL built from env.apiUrl, as the client takes it (`/api/...`). */
export const apiPath = (url: string): string => (env.apiOrigin && url.startsWith(env.apiOrigin) ? url.slice(env.apiOrigin.length) : url);
