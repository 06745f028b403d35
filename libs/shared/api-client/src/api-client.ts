import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@fw/shared-api-types';
import { ApiError, apiErrorOf, NETWORK_MESSAGE } from './api-error';

// A Request needs an absolute URL outside a page (unit tests, prerendering); no call goes there.
const pageOrigin = (): string => (typeof location === 'undefined' ? 'http://localhost' : location.origin);

export interface ApiClientOptions {
  /** Origin the `/api/...` paths are relative to; the page's own origin when left out or empty. */
  baseUrl?: string;
  /** 'include' sends the refresh cookie to another origin too (the dashboard's sessions). */
  credentials?: RequestCredentials;
  /** The bearer token to send, if any (kept in memory by the caller, never stored). */
  accessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Called once when an answer is 401 while a token was sent: resolves true when the session was
   * renewed, and the request is then repeated once with the new token.
   */
  renewSession?: () => Promise<boolean>;
  /** Headers a call adds by its path, e.g. the admin's read-only view of a client's own routes. */
  headersFor?: (path: string) => Record<string, string> | undefined;
}

export type ApiClient = Client<paths>;

/**
 * The request openapi-fetch builds, keeping the body it was given: a send repeats that body as it
 * is (a retry after renewing the session; the browser sees a plain body, not a stream) without
 * waiting to read the stream, which a page being left (keepalive) cannot afford.
 */
class RepeatableRequest extends Request {
  readonly givenBody: BodyInit | null;
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, init);
    this.givenBody = init?.body ?? null;
  }
}

/**
 * The one client of the product's API, typed by the OpenAPI document: every call either resolves
 * with the 2xx answer's data or throws ApiError (status 0 when the server could not be reached).
 * It is also the one place in the front ends that calls `fetch`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const send = async (request: Request): Promise<Response> => {
    const given = request instanceof RepeatableRequest ? request.givenBody : null;
    const attempt = async (renewed: boolean): Promise<Response> => {
      const headers = new Headers(request.headers);
      const token = await options.accessToken?.();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      for (const [name, value] of Object.entries(options.headersFor?.(new URL(request.url).pathname) ?? {})) headers.set(name, value);
      const response = await fetch(given === null ? new Request(request.clone(), { headers }) : new Request(request, { headers, body: given }));
      if (response.status === 401 && token && !renewed && options.renewSession && (await options.renewSession())) return attempt(true);
      return response;
    };
    return attempt(false);
  };

  const errors: Middleware = {
    async onResponse({ response }) {
      if (!response.ok) throw await apiErrorOf(response);
      return undefined;
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      // An aborted request stays an AbortError, so callers can tell it from a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return error;
      return new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
    },
  };

  const client = createClient<paths>({
    baseUrl: options.baseUrl || pageOrigin(),
    credentials: options.credentials ?? 'same-origin',
    headers: { Accept: 'application/json' },
    fetch: send,
    Request: RepeatableRequest,
  });
  client.use(errors);
  return client;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call whose path is only known at run time (Refine's data provider builds `/api/admin/<resource>`):
 * the same client, without the path's types. Resolves with the data and the response's headers.
 */
export async function requestUntyped<T>(
  client: ApiClient,
  method: Method,
  path: string,
  init: {
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
    keepalive?: boolean;
    parseAs?: ParseAs;
  } = {},
): Promise<{ data: T; headers: Headers }> {
  const call = client.request as unknown as (
    method: Method,
    path: string,
    init: {
      params?: { query?: Record<string, unknown> };
      body?: unknown;
      headers?: Record<string, string>;
      signal?: AbortSignal;
      keepalive?: boolean;
      parseAs?: ParseAs;
    },
  ) => Promise<{ data?: unknown; response: Response }>;
  const { data, response } = await call(method, path, {
    params: { query: init.query },
    body: init.body,
    headers: init.headers,
    signal: init.signal,
    keepalive: init.keepalive,
    parseAs: init.parseAs,
  });
  return { data: data as T, headers: response.headers };
}

/** A response body as the caller wants it: JSON (the default), a file (an export, a download) or text. */
export type ParseAs = 'json' | 'blob' | 'text';

/**
 * A file's bytes sent as the request body with upload progress, which `fetch` cannot report: the
 * same token, renewal and ApiError as the client made from these options. Resolves with the JSON answer.
 */
export async function uploadWithProgress<T>(
  options: ApiClientOptions,
  method: 'POST' | 'PUT',
  path: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<T> {
  const once = async (): Promise<{ status: number; text: string; type: string; retryAfter: string | null; token: string | null | undefined }> => {
    const token = await options.accessToken?.();
    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(method, `${options.baseUrl || pageOrigin()}${path}`);
      xhr.withCredentials = options.credentials === 'include';
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      for (const [name, value] of Object.entries({ ...headers, ...(options.headersFor?.(path.split('?')[0]) ?? {}) })) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total ? event.loaded / event.total : 0);
      const done = () =>
        resolve({
          status: xhr.status,
          text: xhr.responseText,
          type: xhr.getResponseHeader('Content-Type') ?? '',
          retryAfter: xhr.getResponseHeader('Retry-After'),
          token,
        });
      xhr.onload = done;
      xhr.onerror = done;
      xhr.send(body);
    });
  };
  let answer = await once();
  if (answer.status === 401 && answer.token && options.renewSession && (await options.renewSession())) answer = await once();
  if (answer.status === 0) throw new ApiError(0, NETWORK_MESSAGE, 'NETWORK');
  if (answer.status < 200 || answer.status >= 300) {
    const responseHeaders: Record<string, string> = { 'Content-Type': answer.type };
    if (answer.retryAfter) responseHeaders['Retry-After'] = answer.retryAfter;
    throw await apiErrorOf(new Response(answer.text, { status: answer.status, headers: responseHeaders }));
  }
  onProgress(1);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
