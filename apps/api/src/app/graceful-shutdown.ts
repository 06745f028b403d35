import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { OutboxWorker } from '@fw/api-mail-infrastructure';

export interface ShutdownReport {
  /** True when every request in flight finished within the drain timeout. */
  drained: boolean;
  drainMs: number;
}

/**
 * Stops taking connections and waits (up to `timeoutMs`) for the requests in flight. Requests that
 * arrive meanwhile on an open keep-alive connection are still answered, with `Connection: close`;
 * idle connections are closed as they become idle. At the timeout, remaining connections are cut.
 */
export function drainHttpServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.on('request', (_req, res: { setHeader(name: string, value: string): void }) => res.setHeader('Connection', 'close'));
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const timer = setTimeout(() => finish(false), timeoutMs);
    const finish = (drained: boolean) => {
      clearInterval(sweep);
      clearTimeout(timer);
      if (!drained) server.closeAllConnections();
      resolve(drained);
    };
    // The callback runs once the last connection has ended (or at once when not listening).
    server.close(() => finish(true));
    server.closeIdleConnections();
  });
}

/**
 * The product's shutdown, in order: stop accepting and drain HTTP while the e-mail worker stops
 * (messages claimed but not started go back to the outbox), then close the app (database pool,
 * SMTP pool). The caller stops the embedded database afterwards, once nothing uses it.
 */
export async function shutDownApp(app: INestApplication, drainTimeoutMs: number): Promise<ShutdownReport> {
  const started = Date.now();
  const [drained] = await Promise.all([drainHttpServer(app.getHttpServer() as Server, drainTimeoutMs), app.get(OutboxWorker).stop()]);
  const drainMs = Date.now() - started;
  await app.close();
  return { drained, drainMs };
}
