import fs from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__E2E__;
  if (!handle) return;
  const { child, dataDir } = handle;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
