/** A failure with an HTTP-like status, shown by the error fallback as "404 Not Found". */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message?: string,
  ) {
    super(message ?? `${status} ${statusText}`);
    this.name = 'RouteError';
  }
}

/** What the fallback shows: "status statusText" for a RouteError, else the error's message. */
export function describeError(error: unknown): string {
  if (error instanceof RouteError) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message || 'Unknown Error';
  if (typeof error === 'string' && error) return error;
  return 'Unknown Error';
}
