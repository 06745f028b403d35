/**
 * Base of every error a client can cause or must be told about. `kind` decides the HTTP status
 * (mapped once, in the exception filter); `code` is stable (`CONTEXT.REASON`) for clients and tests.
 */
export type DomainErrorKind =
  'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'too_large' | 'rate_limited' | 'upstream' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message = 'Not found') {
    super('not_found', code, message);
  }
}

export class ValidationError extends DomainError {
  constructor(code: string, message: string, fields?: Record<string, string[]>) {
    super('validation', code, message, fields ? { fields } : undefined);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super('conflict', code, message, details);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(code: string, message: string) {
    super('unauthorized', code, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code: string, message: string) {
    super('forbidden', code, message);
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', code, message, { retryAfterSeconds });
  }
}

export class UpstreamError extends DomainError {
  constructor(code: string, message: string) {
    super('upstream', code, message);
  }
}
