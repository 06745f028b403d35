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
  /** Origin used in e-mailed links (PUBLIC_URL). */
  publicUrl: string;
  /** At most one confirmation or reset e-mail per address within this many seconds. */
  emailMinIntervalSeconds: number;
  /** AUTH_INVITE_TTL_HOURS: how long an invitation link stays valid. */
  inviteTtlHours: number;
  /** AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS: how often sign-ups nobody finished are removed on this process (0: never). */
  abandonedSignUpSweepSeconds: number;
  /** ADMIN_MFA_GRACE_DAYS: days an admin without a second factor may still sign in with the password alone, counted from the first such sign-in (0: enrol at once). */
  adminMfaGraceDays: number;
  rateLimits: AuthRateLimits;
}

/**
 * Attempts allowed per window (429 with Retry-After beyond). Sign-in counts only failures, in a
 * sliding window (see SignInThrottle); the other limits are fixed-window counters.
 */
export interface AuthRateLimits {
  windowSeconds: number;
  /** Failed sign-ins per address within the sliding window, whatever the e-mail. */
  signInFailuresPerIp: number;
  /** Failed sign-ins for one e-mail from one address before further attempts must wait. */
  signInFreeFailures: number;
  /** The first wait; it doubles with each further failure, up to signInMaxDelaySeconds. */
  signInDelaySeconds: number;
  signInMaxDelaySeconds: number;
  signUpPerIp: number;
  /** Resend-confirmation and forgot-password requests per IP. */
  emailPerIp: number;
  /** Sign-up, resend-confirmation and forgot-password requests per e-mail address. */
  emailPerAddress: number;
}

/** In development a random secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    // Only the secrets folder is private: DATA_DIR itself must stay passable for the postgres user
    // that runs the embedded database (a recursive mkdir would give DATA_DIR mode 0700 too).
    fs.mkdirSync(dataDir, { recursive: true });
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
      AUTH_EMAIL_MIN_INTERVAL_SECONDS: intFromEnv(60, 0, 3600),
      AUTH_INVITE_TTL_HOURS: intFromEnv(72, 1, 720),
      AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS: intFromEnv(3600, 0, 86_400),
      ADMIN_MFA_GRACE_DAYS: intFromEnv(7, 0, 90),
      AUTH_RATE_LIMIT_WINDOW_SECONDS: intFromEnv(900, 1, 86400),
      AUTH_RATE_LIMIT_SIGN_IN_PER_IP: intFromEnv(30, 1, 100000),
      AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES: intFromEnv(5, 1, 100000),
      AUTH_RATE_LIMIT_SIGN_IN_DELAY_SECONDS: intFromEnv(1, 1, 3600),
      AUTH_RATE_LIMIT_SIGN_IN_MAX_DELAY_SECONDS: intFromEnv(900, 1, 86400),
      AUTH_RATE_LIMIT_SIGN_UP_PER_IP: intFromEnv(10, 1, 100000),
      AUTH_RATE_LIMIT_EMAIL_PER_IP: intFromEnv(10, 1, 100000),
      AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: intFromEnv(5, 1, 100000),
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
    publicUrl: app.publicUrl,
    emailMinIntervalSeconds: raw.AUTH_EMAIL_MIN_INTERVAL_SECONDS,
    inviteTtlHours: raw.AUTH_INVITE_TTL_HOURS,
    abandonedSignUpSweepSeconds: raw.AUTH_ABANDONED_SIGN_UP_SWEEP_SECONDS,
    adminMfaGraceDays: raw.ADMIN_MFA_GRACE_DAYS,
    rateLimits: {
      windowSeconds: raw.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      signInFailuresPerIp: raw.AUTH_RATE_LIMIT_SIGN_IN_PER_IP,
      signInFreeFailures: raw.AUTH_RATE_LIMIT_SIGN_IN_FREE_FAILURES,
      signInDelaySeconds: raw.AUTH_RATE_LIMIT_SIGN_IN_DELAY_SECONDS,
      signInMaxDelaySeconds: raw.AUTH_RATE_LIMIT_SIGN_IN_MAX_DELAY_SECONDS,
      signUpPerIp: raw.AUTH_RATE_LIMIT_SIGN_UP_PER_IP,
      emailPerIp: raw.AUTH_RATE_LIMIT_EMAIL_PER_IP,
      emailPerAddress: raw.AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS,
    },
  };
}

export const accountsConfig = registerAs('auth', () => loadAuthConfig());
