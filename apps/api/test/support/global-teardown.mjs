import fs from 'node:fs';

export default async function globalTeardown() {
  const handle = globalThis.__TEST_PG__;
  if (!handle) return;
  await handle.pg.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
