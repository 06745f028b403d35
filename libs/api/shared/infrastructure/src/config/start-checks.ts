import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ConfigurationError } from './env-schema';

/**
 * Creates DATA_DIR when missing and proves it can be written (a file created and removed), so that
 * a path under /proc, a read-only mount or a file in its place stops the start with one sentence
 * naming DATA_DIR instead of a stack trace from whichever module writes there first.
 */
export function assertUsableDataDir(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    const missing: string[] = [];
    for (let d = dir; !fs.existsSync(d); d = path.dirname(d)) {
      missing.unshift(d);
      if (path.dirname(d) === d) break;
    }
    for (const d of missing) fs.mkdirSync(d);
    if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigurationError([`DATA_DIR: cannot use ${dir} as the data folder (${code}): point it at a folder this user may write`]);
  }
}

/** Explains why the HTTP server could not listen, naming the variable to change. */
export function explainListenError(error: unknown, host: string, port: number): ConfigurationError | undefined {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'EADDRINUSE')
    return new ConfigurationError([`PORT: ${host}:${port} is in use by another program (set PORT to a free port, or stop that program)`]);
  if (code === 'EACCES')
    return new ConfigurationError([`PORT: this user may not listen on port ${port} (ports below 1024 need privileges: use a higher PORT behind a proxy)`]);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new ConfigurationError([`HOST: ${host} is not an address of this machine`]);
  return undefined;
}

/**
 * Binds PORT for a moment before the database starts, so that a port in use is named at once
 * instead of after PostgreSQL, migrations and the seed (the real listen is checked as well).
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(explainListenError(error, host, port) ?? error));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
