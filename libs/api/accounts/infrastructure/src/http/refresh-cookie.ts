import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { AuthConfig } from '../config/auth.config';

export const REFRESH_COOKIE = 'fw_refresh';
/** Only the auth endpoints ever receive the refresh token. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function options(config: AuthConfig): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure: config.cookieSecure, path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(reply: FastifyReply, token: string, config: AuthConfig): void {
  // @fastify/cookie's maxAge is in seconds (Max-Age); it also sets the matching Expires.
  reply.setCookie(REFRESH_COOKIE, token, { ...options(config), maxAge: config.refreshTokenTtlDays * 24 * 3600 });
}

export function clearRefreshCookie(reply: FastifyReply, config: AuthConfig): void {
  reply.clearCookie(REFRESH_COOKIE, options(config));
}
