import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * Nest's `LoggerService` over pino: what Nest and the application log through `new Logger(…)`
 * goes to the request's logger while a request is served (so the line carries the request id),
 * to the root logger otherwise. Lines look as they did under nestjs-pino: the Logger's context as
 * `context`, an object message merged into the line, an Error as `err`.
 */
export class NestPinoLogger implements LoggerService {
  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly requestLogger: () => FastifyBaseLogger | undefined,
  ) {}

  verbose(message: unknown, ...optionalParams: unknown[]): void {
    this.write('trace', message, optionalParams);
  }
  debug(message: unknown, ...optionalParams: unknown[]): void {
    this.write('debug', message, optionalParams);
  }
  log(message: unknown, ...optionalParams: unknown[]): void {
    this.write('info', message, optionalParams);
  }
  warn(message: unknown, ...optionalParams: unknown[]): void {
    this.write('warn', message, optionalParams);
  }
  error(message: unknown, ...optionalParams: unknown[]): void {
    this.write('error', message, optionalParams);
  }
  fatal(message: unknown, ...optionalParams: unknown[]): void {
    this.write('fatal', message, optionalParams);
  }

  private write(level: Level, message: unknown, optionalParams: unknown[]): void {
    const logger = this.requestLogger() ?? this.root;
    // Nest's Logger passes its context last.
    const fields: Record<string, unknown> = {};
    let params = optionalParams;
    if (params.length) {
      fields.context = params[params.length - 1];
      params = params.slice(0, -1);
    }
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, ...(params as []));
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message }, ...(params as []));
    } else if (level === 'error' && typeof message === 'string' && params.length === 1 && typeof params[0] === 'string' && /\n\s*at /.test(params[0])) {
      // Nest's exception handlers call error(message, stack, context): keep the stack as an error's.
      const err = new Error(message);
      err.stack = params[0];
      logger.error({ ...fields, err });
    } else {
      logger[level](fields, String(message), ...(params as []));
    }
  }
}
