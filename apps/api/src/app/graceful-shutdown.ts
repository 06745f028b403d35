import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { OutboxWorker } from '@fw/api-mail-infrastructure';

export interface ShutdownReport {
  /** True when every request in flight finished within the drain timeout. */
  drained: boolean;
  drainMs: number;
}

/**
 * Knows the responses in flight, so that a shutdown can tell each client to close its keep-alive
 * connection after the answer (`Connection: close`) instead of leaving it open until Node's
 * keep-alive timeout, or cutting it while the client may already be sending the next request.
 * Attach before the server listens.
 */
export class HttpDrain {
  private readonly open = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
      if (this.draining) {
        res.shouldKeepAlive = false;
        return;
      }
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
    });
  }

  /**
   * Stops taking connections (Node closes the idle ones) and waits up to `timeoutMs` for the
   * requests in flight; at the timeout, the remaining connections are cut. Resolves true when all
   * finished in time.
   */
  drain(timeoutMs: number): Promise<boolean> {
    this.draining = true;
    for (const res of this.open) if (!res.headersSent) res.shouldKeepAlive = false;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.server.closeAllConnections();
        resolve(false);
      }, timeoutMs);
      // Called once the last connection has ended (or at once when the server was not listening).
      this.server.close(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/**
 * The product's shutdown, in order: stop accepting and drain HTTP while the e-mail worker stops
 * (messages claimed but not started go back to the outbox), then close the app (database pool,
 * SMTP pool). The caller stops the embedded database afterwards, once nothing uses it.
 */
export async function shutDownApp(app: INestApplication, http: HttpDrain, drainTimeoutMs: number): Promise<ShutdownReport> {
  const started = Date.now();
  const [drained] = await Promise.all([http.drain(drainTimeoutMs), app.get(OutboxWorker).stop()]);
  const drainMs = Date.now() - started;
  await app.close();
  return { drained, drainMs };
}
