import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The folder that holds the test runs' throw-away PostgreSQL clusters. It sits in the system's temp
 * folder, not under the checkout's DATA_DIR (.data): the product keeps that folder private (mode
 * 0700, owned by root when run as root), and the `postgres` user that runs the clusters must be
 * able to pass through every folder above its own.
 */
export function testClusterParent(): string {
  const parent = path.join(os.tmpdir(), 'fw-test-postgres');
  fs.mkdirSync(parent, { recursive: true, mode: 0o755 });
  return parent;
}
