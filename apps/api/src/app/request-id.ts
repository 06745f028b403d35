import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The request's id: the caller's `X-Request-Id` when it is a plain token (a proxy's or a client's,
 * to follow one request across systems), otherwise a new UUID. Fastify's `genReqId`: the id is
 * `request.id`, which every log line written while serving the request carries (logging/).
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** onRequest hook: every answer names its request id, errors included. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('X-Request-Id', request.id);
  done();
}
