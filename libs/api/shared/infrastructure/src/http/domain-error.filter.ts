import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, DomainErrorKind, RateLimitedError } from '@fw/api-shared-domain';
import { isStorageFull, storageHealth } from '../health/storage-health';
import { loggableError } from './loggable-error';

/** PostgreSQL cannot store U+0000; said when a NUL reaches it or is refused before it could. */
export const NUL_MESSAGE = 'Text may not contain NUL characters (\\u0000)';

const statusByKind: Record<DomainErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  upstream: 502,
  unavailable: 503,
};

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** PostgreSQL / driver failures that mean "try again later", not "the server is broken". */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; name?: string; message?: string };
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08006', '08001', '08003'];
  if (e?.code && codes.includes(e.code)) return true;
  const message = e?.message ?? '';
  return (
    e?.name === 'KnexTimeoutError' ||
    /Connection terminated|Timeout acquiring a connection|connect ECONNREFUSED|terminating connection|Client has encountered a connection error/i.test(
      message,
    ) ||
    // pg's own words when a new connection is not open within its connect timeout (a busy server).
    message === 'timeout expired' ||
    // knex's answer to the next statement of a transaction whose connection died under it (the
    // server crashed or was killed mid-transaction): the transaction is gone, the request may retry.
    /Transaction query already complete/.test(message)
  );
}

/** Maps every error to `{ statusCode, code, message, details? }`; never leaks a stack. */
@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    if (exception instanceof RateLimitedError) response.header('Retry-After', String(exception.retryAfterSeconds));
    if (body.statusCode >= 500) {
      this.logger.error({ err: loggableError(exception), path: request.url, code: body.code }, 'request failed');
    } else if (body.statusCode === 403) {
      // Who was refused what: the signed-in user (set by the auth guard), never their token.
      const userId = (request as FastifyRequest & { user?: { id?: unknown } }).user?.id;
      this.logger.warn({ method: request.method, path: request.url, code: body.code, userId: typeof userId === 'string' ? userId : null }, 'access denied');
    } else if (body.statusCode === 429) {
      // Throttled attempts (sign-in guessing, form floods), with the address they came from.
      this.logger.warn({ method: request.method, path: request.url, code: body.code, ip: request.ip }, 'rate limited');
    }
    if (response.sent || response.raw.headersSent) return;
    response.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof DomainError) {
      return { statusCode: statusByKind[exception.kind], code: exception.code, message: exception.message, details: exception.details };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Fastify's body limit (Nest hands Fastify's own refusals over as HttpExceptions).
      if (status === HttpStatus.PAYLOAD_TOO_LARGE) return { statusCode: 413, code: 'REQUEST.TOO_LARGE', message: 'Request body is too large' };
      const payload = exception.getResponse();
      const message = typeof payload === 'string' ? payload : ((payload as { message?: string | string[] }).message ?? exception.message);
      // Keep a `CONTEXT.REASON` code given in the payload (e.g. HEALTH.DATABASE_DOWN on readiness).
      const given = typeof payload === 'object' ? (payload as { code?: unknown }).code : undefined;
      const code = typeof given === 'string' && /^[A-Z][A-Z0-9_]*\.[A-Z0-9_]+$/.test(given) ? given : `HTTP.${HttpStatus[status] ?? status}`;
      return { statusCode: status, code, message: Array.isArray(message) ? message.join('; ') : message };
    }
    const e = exception as { message?: string; code?: string; detail?: string; constraint?: string };
    if (e?.code === '23505') return { statusCode: 409, code: 'DATA.DUPLICATE', message: 'A record with these values already exists' };
    if (e?.code === '22P02' || e?.code === '22007' || e?.code === '22008') return { statusCode: 400, code: 'REQUEST.INVALID', message: 'Invalid value' };
    // A NUL reaching PostgreSQL through a query or path parameter (JSON bodies are refused earlier).
    if (e?.code === '22021' || e?.code === '22P05') return { statusCode: 400, code: 'REQUEST.INVALID', message: NUL_MESSAGE };
    if (isStorageFull(exception)) {
      storageHealth.reportFull(e?.code === '53100' ? 'database' : 'files');
      return { statusCode: 503, code: 'SERVICE.STORAGE_FULL', message: 'The server is out of disk space. Please try again later.' };
    }
    if (isDatabaseUnavailable(exception)) {
      return { statusCode: 503, code: 'SERVICE.UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again.' };
    }
    void request;
    return { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' };
  }
}
