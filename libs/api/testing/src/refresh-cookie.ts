import type { Response } from 'supertest';

/** Value and attributes of the fw_refresh Set-Cookie header, if any. */
export function refreshCookie(res: Response): { value: string; attributes: string[]; raw: string } | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const raw = (Array.isArray(header) ? header : header ? [header] : []).find((c) => c.startsWith('fw_refresh='));
  if (!raw) return undefined;
  const [pair, ...attributes] = raw.split(';').map((p) => p.trim());
  return { value: decodeURIComponent(pair.slice('fw_refresh='.length)), attributes, raw };
}
