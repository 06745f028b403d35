import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { requestJson } from './http';
import { SESSION_HINT_KEY } from '@fw/shared-api-types';
import { probeSession } from './session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const pathOf = (request: Request) => new URL(request.url).pathname;

describe("the questionnaire's requests for a signed-in visitor", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('carry the session, and renew an expired one once before repeating the request', async () => {
    const sent: Array<{ path: string; auth: string | null }> = [];
    const tokens = ['first', 'second'];
    vi.stubGlobal('fetch', async (request: Request) => {
      const auth = request.headers.get('Authorization');
      sent.push({ path: pathOf(request), auth });
      if (pathOf(request) === '/api/auth/refresh') return json(200, { access_token: tokens.shift() });
      return auth === 'Bearer second' ? json(200, { ok: true }) : json(401, { statusCode: 401, code: 'AUTH.EXPIRED', message: 'expired' });
    });
    expect(await probeSession()).toBe(true);
    await expect(requestJson('/questionnaires/q1', { method: 'GET' }, z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    expect(sent).toEqual([
      { path: '/api/auth/refresh', auth: null },
      { path: '/api/questionnaires/q1', auth: 'Bearer first' },
      { path: '/api/auth/refresh', auth: null },
      { path: '/api/questionnaires/q1', auth: 'Bearer second' },
    ]);
  });

  it('go out anonymously when there is no session', async () => {
    const sent: Array<string | null> = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.headers.get('Authorization'));
      return pathOf(request) === '/api/auth/refresh' ? json(401, { statusCode: 401 }) : json(200, { ok: true });
    });
    expect(await probeSession()).toBe(false);
    await requestJson('/questionnaires/q1', { method: 'GET' }, z.object({ ok: z.boolean() }));
    expect(sent).toEqual([null, null]);
  });

  it("ask nothing of the session when this browser holds no sign of one (no 401 in an anonymous visitor's console)", async () => {
    const sent: string[] = [];
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(pathOf(request));
      return json(200, { ok: true, access_token: 'unexpected' });
    });
    expect(await probeSession()).toBe(false);
    await requestJson('/questionnaires/q1', { method: 'GET' }, z.object({ ok: z.boolean() }));
    expect(sent).toEqual(['/api/questionnaires/q1']);
  });

  it('ask for the session when the dashboard left its hint', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === SESSION_HINT_KEY ? '1' : null) });
    vi.stubGlobal('fetch', async () => json(200, { access_token: 'token' }));
    expect(await probeSession()).toBe(true);
  });
});
