import type { ZodMiniType } from 'zod/mini';
import { currentAccessToken, probeSession } from './session';

/** An answer from the API that is not 2xx, in the contract's `{ statusCode, code, message, details? }` shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** `details.fields` of a 400: field name → messages. */
  readonly fields: Record<string, string[]>;

  constructor(status: number, code: string | undefined, message: string, fields: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const API_BASE = '/api';

function readFields(details: unknown): Record<string, string[]> {
  if (!details || typeof details !== 'object' || !('fields' in details)) return {};
  const fields = (details as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return out;
}

/**
 * JSON request to the API on the same origin; the answer is checked against `schema`. Signed in,
 * it carries the session's bearer token; an expired one is renewed once and the request repeated.
 */
export async function requestJson<T>(
  path: string,
  init: { method: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; keepalive?: boolean },
  schema: ZodMiniType<T>,
): Promise<T> {
  const send = () => {
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = currentAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(`${API_BASE}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      keepalive: init.keepalive,
      credentials: 'same-origin',
    });
  };
  let res = await send();
  if (res.status === 401 && currentAccessToken() && !init.keepalive) {
    await probeSession();
    res = await send();
  }
  const data: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = (data ?? {}) as { code?: unknown; message?: unknown; details?: unknown };
    const message = Array.isArray(error.message) ? error.message.join(', ') : typeof error.message === 'string' ? error.message : res.statusText;
    throw new ApiError(res.status, typeof error.code === 'string' ? error.code : undefined, message, readFields(error.details));
  }
  return schema.parse(data);
}
