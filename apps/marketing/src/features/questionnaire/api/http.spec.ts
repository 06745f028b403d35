import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { requestJson } from './http';
import { probeSession } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("the questionnaire's requests for a signed-in visitor", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carry the session, and renew an expired one once before repeating the request', async () => {
    const sent: Array<{ url: string; auth: string | undefined }> = [];
    const tokens = ['first', 'second'];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string> | undefined)?.Authorization;
      sent.push({ url, auth });
      if (url === '/api/auth/refresh') return json(200, { access_token: tokens.shift() });
      return auth === 'Bearer second' ? json(200, { ok: true }) : json(401, { statusCode: 401, message: 'expired' });
    });
    expect(await probeSession()).toBe(true);
    await expect(requestJson('/questionnaires/q1', { method: 'GET' }, z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    expect(sent).toEqual([
      { url: '/api/auth/refresh', auth: undefined },
      { url: '/api/questionnaires/q1', auth: 'Bearer first' },
      { url: '/api/auth/refresh', auth: undefined },
      { url: '/api/questionnaires/q1', auth: 'Bearer second' },
    ]);
  });

  it('go out anonymously when there is no session', async () => {
    const sent: Array<string | undefined> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push((init.headers as Record<string, string> | undefined)?.Authorization);
      return url === '/api/auth/refresh' ? json(401, { statusCode: 401 }) : json(200, { ok: true });
    });
    expect(await probeSession()).toBe(false);
    await requestJson('/questionnaires/q1', { method: 'GET' }, z.object({ ok: z.boolean() }));
    expect(sent).toEqual([undefined, undefined]);
  });
});
