import fs from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__E2E__;
  if (!handle) return;
  const { child, dataDir } = handle;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    // The deadline's timer is cleared once the product has exited: a pending timer would keep
    // Jest's process alive for the rest of the 15 s after the run.
    let deadline;
    await Promise.race([exited, new Promise((r) => (deadline = setTimeout(r, 15000)))]);
    clearTimeout(deadline);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
