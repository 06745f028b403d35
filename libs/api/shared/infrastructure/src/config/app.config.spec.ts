import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { loadAppConfig } from './app.config';

describe('loadAppConfig', () => {
  it('refuses a LOG_FILE that cannot be written, at once and by name', () => {
    expect(() => loadAppConfig({ LOG_FILE: '/proc/nonexistent/x.log' })).toThrow(/LOG_FILE: cannot write \/proc\/nonexistent\/x\.log/);
  });

  it('accepts a LOG_FILE in a folder it can create', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-log-'));
    try {
      expect(loadAppConfig({ LOG_FILE: path.join(dir, 'logs', 'api.log') }).logFile).toBe(path.join(dir, 'logs', 'api.log'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the shutdown drain timeout', () => {
    expect(loadAppConfig({}).shutdownDrainMs).toBe(15000);
    expect(loadAppConfig({ SHUTDOWN_DRAIN_TIMEOUT_MS: '2500' }).shutdownDrainMs).toBe(2500);
    expect(() => loadAppConfig({ SHUTDOWN_DRAIN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_TIMEOUT_MS/);
  });
});
