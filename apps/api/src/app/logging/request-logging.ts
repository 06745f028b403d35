import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import type { LoggedRequest } from './root-logger';

const REQUEST_ID_LABEL = 'reqId';

/**
 * The logger of the request being served, for code that has no request at hand (services, the
 * error filter): every line written while serving a request carries its id. One store for the
 * process, as Nest's `Logger` is one for the process.
 */
const requestLoggers = new AsyncLocalStorage<FastifyBaseLogger>();

export function currentRequestLogger(): FastifyBaseLogger | undefined {
  return requestLoggers.getStore();
}

/**
 * onRequest hook: the rest of the request (body parsing, guards, handler, filters, the answer)
 * runs with its logger in the store. Fastify keeps the async context across its hooks and the
 * body parser.
 */
export function bindRequestLogger(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  requestLoggers.run(request.log, done);
}

/**
 * Fastify's `childLoggerFactory`: each request's logger binds the request as the `req` field
 * (`{ id, method, url }` through the root logger's serializer), on every line it writes.
 */
export function requestChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions, raw: IncomingMessage): FastifyBaseLogger {
  const req: LoggedRequest = { id: String(bindings[REQUEST_ID_LABEL]), method: raw.method, url: raw.url };
  return logger.child({ req }, options);
}

/**
 * Fastify's request log lines, as the product writes them: one line per API request once
 * answered ("request completed", its status and time; at warn for a refusal, at error for a
 * failure), none when it arrives, and none for web pages, files and clients' sites.
 */
export class ApiRequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_LABEL });
  }

  override incomingRequest(): void {
    // The completed line says all: one line per request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!request.url.startsWith('/api/')) return;
    const status = reply.statusCode;
    const fields = { res: reply, responseTime: reply.elapsedTime };
    if (error || status >= 500) reply.log.error(error ? { ...fields, err: error } : fields, 'request errored');
    else if (status >= 400) reply.log.warn(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}
