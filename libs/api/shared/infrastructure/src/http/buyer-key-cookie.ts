import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The secret of the browser that started a checkout (billing keeps its SHA-256 on the order). Read
 * by billing (the page after payment) and accounts (setting the buyer's password there), hence here.
 */
export const BUYER_KEY_COOKIE = 'fw_buyer';
const BUYER_KEY = /^[A-Za-z0-9_-]{43}$/;
/** Long enough for a slow webhook and a buyer who comes back to the tab the next day. */
const BUYER_KEY_MAX_AGE_SECONDS = 7 * 24 * 3600;

type RequestWithCookies = FastifyRequest & { cookies?: Record<string, string | undefined> };

/** The browser's buyer key, when it sent a well-formed one. */
export function readBuyerKey(req: FastifyRequest): string | null {
  const value = (req as RequestWithCookies).cookies?.[BUYER_KEY_COOKIE];
  return value && BUYER_KEY.test(value) ? value : null;
}

/** The browser's buyer key, minting one (and setting the cookie) when it has none. */
export function ensureBuyerKey(req: FastifyRequest, reply: FastifyReply, options: { secure: boolean }): string {
  const existing = readBuyerKey(req);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  reply.setCookie(BUYER_KEY_COOKIE, key, { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/api', maxAge: BUYER_KEY_MAX_AGE_SECONDS });
  return key;
}
