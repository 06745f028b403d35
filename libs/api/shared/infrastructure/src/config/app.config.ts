import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { booleanFromEnv, ConfigurationError, intFromEnv, parseEnv } from './env-schema';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin that browsers and e-mails use to reach the product (no trailing slash). */
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  /** Write logs to this file instead of standard output. */
  logFile?: string;
  trustProxy: boolean;
  /** Where the built front ends are served from; empty folders are tolerated. */
  webDistDir: string;
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are closed. */
  shutdownDrainMs: number;
}

const checkedLogFiles = new Set<string>();

/**
 * mkdir -p one level at a time: Node's `recursive: true` loops forever on some paths (under /proc
 * it keeps getting ENOENT), which is how a bad LOG_FILE used to spin at 100% CPU.
 */
function makeDirectories(dir: string): void {
  const missing: string[] = [];
  for (let d = dir; !fs.existsSync(d); d = path.dirname(d)) {
    missing.unshift(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing) fs.mkdirSync(d);
}

/** Opens the log file for appending once (creating its folder), so a bad path stops the boot at once. */
function assertWritableLogFile(file: string): void {
  if (checkedLogFiles.has(file)) return;
  try {
    makeDirectories(path.dirname(file));
    fs.closeSync(fs.openSync(file, 'a'));
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    throw new ConfigurationError([`LOG_FILE: cannot write ${file} (${e.code ?? e.message})`]);
  }
  checkedLogFiles.add(file);
}

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = parseEnv(
    {
      NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
      HOST: z.string().min(1).optional().default('127.0.0.1'),
      PORT: intFromEnv(3000, 0, 65535),
      PUBLIC_URL: z.url().optional(),
      DATA_DIR: z.string().min(1).optional().default('.data'),
      LOG_FILE: z.string().min(1).optional(),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
      TRUST_PROXY: booleanFromEnv(false),
      WEB_DIST_DIR: z.string().min(1).optional().default('dist'),
      SHUTDOWN_DRAIN_TIMEOUT_MS: intFromEnv(15000, 0, 600000),
    },
    env,
  );
  if (raw.LOG_FILE) assertWritableLogFile(path.resolve(raw.LOG_FILE));
  return {
    nodeEnv: raw.NODE_ENV,
    host: raw.HOST,
    port: raw.PORT,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(raw.DATA_DIR),
    logLevel: raw.LOG_LEVEL,
    logFile: raw.LOG_FILE ? path.resolve(raw.LOG_FILE) : undefined,
    trustProxy: raw.TRUST_PROXY,
    webDistDir: path.resolve(raw.WEB_DIST_DIR),
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_TIMEOUT_MS,
  };
}
