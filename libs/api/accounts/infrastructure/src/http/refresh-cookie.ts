import type { CookieOptions, Response } from 'express';
import type { AuthConfig } from '../config/auth.config';

export const REFRESH_COOKIE = 'fw_refresh';
/** Only the auth endpoints ever receive the refresh token. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function options(config: AuthConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(res: Response, token: string, config: AuthConfig): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(config), maxAge: config.refreshTokenTtlDays * 24 * 3600 * 1000 });
}

export function clearRefreshCookie(res: Response, config: AuthConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
}
