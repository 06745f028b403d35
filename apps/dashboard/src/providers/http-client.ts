import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { toHttpError } from './http-error';
import { getAccessToken, refreshSession } from './session';
import { retryAfterRenewal } from './session-policy';
import { actingAsHeader } from '../acting-as/acting-as';

type RetriableConfig = InternalAxiosRequestConfig & { _authRetried?: boolean };

/**
 * Every dashboard data call: adds the in-memory bearer token, and on a 401 refreshes the session
 * once and repeats the request. When the refresh fails too the session module signs the user out
 * (which sends every tab to /auth) and the error is passed on.
 */
export const httpClient = axios.create({ headers: { Accept: 'application/json' }, withCredentials: true });

httpClient.interceptors.request.use(async (config) => {
  const token = await getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const acting = actingAsHeader(config.url);
  if (acting) config.headers.set(acting[0], acting[1]);
  return config;
});

httpClient.interceptors.response.use(
  (response) => response,
  async (error: unknown) => {
    if (error instanceof AxiosError && error.config) {
      const config = error.config as RetriableConfig;
      if (retryAfterRenewal(error.response?.status, Boolean(config._authRetried))) {
        config._authRetried = true;
        if (await refreshSession()) return httpClient.request(config);
      }
    }
    return Promise.reject(toHttpError(error));
  },
);
