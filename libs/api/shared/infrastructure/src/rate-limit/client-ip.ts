import type { FastifyRequest } from 'fastify';

/** The caller's IP as Fastify sees it (X-Forwarded-For is honoured only with TRUST_PROXY). */
export function clientIp(req: FastifyRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
