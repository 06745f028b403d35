/** Shown when no answer arrived at all (offline, DNS, a dropped connection). */
export const NETWORK_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

/**
 * The one error of every API call: any answer other than 2xx, in the contract's
 * `{ statusCode, code, message, details? }` shape, or status 0 when no answer arrived. Its
 * `statusCode`, `message` and `errors` make it Refine's HttpError as it stands.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: Record<string, unknown>,
    /** Seconds from a 429's Retry-After header, when it sent one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** `details.fields` of a 400: field name → the server's messages for it. */
  get fields(): Record<string, string[]> {
    const fields = this.details?.['fields'];
    if (!fields || typeof fields !== 'object') return {};
    const out: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(fields)) {
      out[name] = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
    }
    return out;
  }

  /** Refine's form binding reads field errors from `errors`. */
  get errors(): Record<string, string[]> {
    return this.fields;
  }
}

function retryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The ApiError of a non-2xx answer; its body is read from a clone, so the response stays readable. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  let body: { message?: unknown; code?: unknown; details?: unknown } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    // an HTML error page from a proxy: the status speaks for it
  }
  const message = Array.isArray(body.message)
    ? body.message.join(', ')
    : typeof body.message === 'string' && body.message.trim()
      ? body.message
      : `Request failed (${response.status})`;
  return new ApiError(
    response.status,
    message,
    typeof body.code === 'string' ? body.code : undefined,
    body.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : undefined,
    retryAfter(response.headers.get('Retry-After')),
  );
}
