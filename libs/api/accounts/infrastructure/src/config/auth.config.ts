import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { registerAs } from '@nestjs/config';
import { z } from 'zod';
import { ConfigurationError, intFromEnv, loadAppConfig, parseEnv } from '@fw/api-shared-infrastructure';

export interface AuthConfig {
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** A rotated refresh token replayed within this many seconds is tolerated (parallel tabs). */
  refreshReuseWindowSeconds: number;
  /** Secure flag on the refresh cookie; on by default when PUBLIC_URL is https. */
  cookieSecure: boolean;
}

/** In development a random secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let testSecret: string | undefined;

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const app = loadAppConfig(env);
  const raw = parseEnv(
    {
      AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
      AUTH_ACCESS_TOKEN_TTL_SECONDS: intFromEnv(900, 30, 3600),
      AUTH_REFRESH_TOKEN_TTL_DAYS: intFromEnv(30, 1, 365),
      AUTH_REFRESH_REUSE_WINDOW_SECONDS: intFromEnv(10, 0, 120),
      AUTH_COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    },
    env,
  );
  let jwtSecret = raw.AUTH_JWT_SECRET;
  if (!jwtSecret) {
    if (app.nodeEnv === 'production') throw new ConfigurationError(['AUTH_JWT_SECRET: required in production']);
    jwtSecret = app.nodeEnv === 'test' ? (testSecret ??= randomBytes(48).toString('base64url')) : developmentSecret(app.dataDir);
  }
  return {
    jwtSecret,
    jwtIssuer: app.publicUrl,
    jwtAudience: 'floridaweb-api',
    accessTokenTtlSeconds: raw.AUTH_ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: raw.AUTH_REFRESH_TOKEN_TTL_DAYS,
    refreshReuseWindowSeconds: raw.AUTH_REFRESH_REUSE_WINDOW_SECONDS,
    cookieSecure: raw.AUTH_COOKIE_SECURE ? raw.AUTH_COOKIE_SECURE === 'true' : app.publicUrl.startsWith('https://'),
  };
}

export const accountsConfig = registerAs('auth', () => loadAuthConfig());
