/** An API answer other than 2xx; `message` is the server's own text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** `details.fields` of a 400: the names of the refused fields (their messages are the server's words, not shown). */
    readonly fields: readonly string[] = [],
    /** Seconds from a 429's Retry-After header, when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function fieldNames(details: unknown): string[] {
  if (!details || typeof details !== 'object' || !('fields' in details)) return [];
  const fields = (details as { fields: unknown }).fields;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  accessToken?: string;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Used when the server gives no message (network failure, HTML error page). */
  fallbackMessage: string;
}

/** JSON call to the product's own API (same origin). Throws ApiError; never resolves with a 4xx/5xx. */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: options.credentials ?? 'same-origin',
    });
  } catch {
    throw new ApiError(0, options.fallbackMessage);
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as { message?: unknown; code?: unknown; details?: unknown };
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : options.fallbackMessage;
    throw new ApiError(
      response.status,
      message,
      typeof body.code === 'string' ? body.code : undefined,
      fieldNames(body.details),
      retryAfter(response.headers.get('Retry-After')),
    );
  }
  return data as T;
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
