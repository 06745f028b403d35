import type { Request } from 'express';

/** The caller's IP as Express sees it (X-Forwarded-For is honoured only with TRUST_PROXY). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
