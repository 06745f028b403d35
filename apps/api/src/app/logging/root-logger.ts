import pino, { type Logger } from 'pino';

/** What a log line may say about a request: its id, method and path, never headers, query or body. */
export interface LoggedRequest {
  id: string;
  method?: string;
  url?: string;
}

/**
 * The one pino logger of the process: JSON lines on standard output or in LOG_FILE, written
 * synchronously (a crash loses no line). Fastify logs through it (`request.log` is its child) and
 * so does Nest (`NestPinoLogger`).
 *
 * Credentials never reach a line through these serializers: a request is its id, method and path
 * (no headers, so no cookie or authorization; no query string, which may carry a token), an
 * answer is its status code.
 */
export function createRootLogger({ level, file }: { level: string; file?: string }): Logger {
  return pino(
    {
      level,
      serializers: {
        req: (req: LoggedRequest) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    pino.destination(file ? { dest: file, mkdir: true, sync: true } : { dest: 1, sync: true }),
  );
}
