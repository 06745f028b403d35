import type { FastifyReply } from 'fastify';

/** Sets the simple-rest total header (exposed to browsers) and returns the page. */
export function withTotal<T>(reply: FastifyReply, items: T[], total: number): T[] {
  reply.header('X-Total-Count', String(total));
  reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
  return items;
}
