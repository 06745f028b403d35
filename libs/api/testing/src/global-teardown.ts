import fs from 'node:fs';
import type { TestPostgresGlobal } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const handle = (globalThis as TestPostgresGlobal).__TEST_PG__;
  if (!handle) return;
  await handle.pg.stop();
  fs.rmSync(handle.dir, { recursive: true, force: true });
}
