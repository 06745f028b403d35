import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the journeys' Jest setup, without types
import globalTeardown from '../e2e/global-teardown.mjs';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe("the browser journeys' global teardown", () => {
  it('stops the product and leaves no timer behind, so that Jest exits as soon as the run is over', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teardown-'));
    // A stand-in for the product: exits at once on SIGTERM, as the product does when idle.
    const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('spawn', resolve));
    (globalThis as { __E2E__?: unknown }).__E2E__ = { child, dataDir };
    const before = timers();

    await globalTeardown();

    expect(child.exitCode ?? child.signalCode).not.toBeNull();
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(timers()).toBe(before);
  });
});
