import { createApiClient } from '@fw/shared-api-client';
import { env } from '../config/env';
import { getAccessToken, refreshSession } from './session';
import { actingAsHeader } from '../acting-as/acting-as';

/**
 * The signed-in dashboard's API client: the in-memory bearer token on every call, and on a 401 one
 * session renewal and one repeat. When the renewal fails the session module signs the user out
 * (which sends every tab to /auth) and the ApiError is passed on.
 */
export const api = createApiClient({
  baseUrl: env.apiOrigin,
  credentials: 'include',
  accessToken: getAccessToken,
  renewSession: async () => (await refreshSession()) !== null,
  // An admin viewing as a client (or managing their blog) says so on the client's own routes; the server enforces it.
  headersFor: (path) => {
    const acting = actingAsHeader(path);
    return acting ? { [acting[0]]: acting[1] } : undefined;
  },
});

/** The path of an API URL built from env.apiUrl, as the client takes it (`/api/...`). */
export const apiPath = (url: string): string => (env.apiOrigin && url.startsWith(env.apiOrigin) ? url.slice(env.apiOrigin.length) : url);
