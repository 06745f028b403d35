import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assertPortFree, assertUsableDataDir, explainListenError } from './start-checks';
import { ConfigurationError } from './env-schema';

describe('DATA_DIR and PORT problems at start', () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-data-dir-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('creates a missing DATA_DIR and leaves no probe file', () => {
    const dir = path.join(tmp, 'a', 'b');
    assertUsableDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('names DATA_DIR when it is a file or cannot be created', () => {
    const file = path.join(tmp, 'file');
    fs.writeFileSync(file, 'x');
    expect(() => assertUsableDataDir(file)).toThrow(ConfigurationError);
    expect(() => assertUsableDataDir(file)).toThrow(/DATA_DIR: cannot use .*file as the data folder \(ENOTDIR\)/);
    expect(() => assertUsableDataDir(path.join(file, 'below'))).toThrow(/DATA_DIR: cannot use/);
    expect(() => assertUsableDataDir('/proc/nonexistent/data')).toThrow(/DATA_DIR: cannot use \/proc\/nonexistent\/data/);
  });

  it('names PORT when the port is taken or privileged, and HOST when it is not ours', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(explainListenError(inUse, '127.0.0.1', 3000)?.problems).toEqual([
      'PORT: 127.0.0.1:3000 is in use by another program (set PORT to a free port, or stop that program)',
    ]);
    expect(explainListenError(Object.assign(new Error(), { code: 'EACCES' }), '0.0.0.0', 80)?.problems[0]).toMatch(
      /^PORT: this user may not listen on port 80/,
    );
    expect(explainListenError(Object.assign(new Error(), { code: 'EADDRNOTAVAIL' }), '10.9.9.9', 3000)?.problems[0]).toMatch(/^HOST: 10.9.9.9/);
    expect(explainListenError(new Error('other'), '127.0.0.1', 3000)).toBeUndefined();
  });

  it('names PORT before anything starts when another program holds it, and leaves a free port free', async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', () => r()));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      await expect(assertPortFree('127.0.0.1', port)).rejects.toThrow(new RegExp(`PORT: 127.0.0.1:${port} is in use by another program`));
    } finally {
      await new Promise((r) => holder.close(r));
    }
    await expect(assertPortFree('127.0.0.1', port)).resolves.toBeUndefined();
    await expect(assertPortFree('127.0.0.1', port)).resolves.toBeUndefined();
  });
});
