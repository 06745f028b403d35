import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, requestUntyped } from '@fw/shared-api-client';
import { api } from './api';
import { authProvider } from './auth-provider';
import { endedSessionUser, onAuthEvent, signIn, type AuthEvent } from './session';
import { casey } from '../testing/me-fixture';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { statusCode: 401, code: 'AUTH.UNAUTHORIZED', message: 'Unauthorized' });

const session = { access_token: 'token-1', expires_at: 0, expires_in: 900, token_type: 'bearer', user: casey };

describe('a session the server ended while the page was open', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays ended for its owner when a call sent before the end is refused after it, so the sign-in stays over the page', async () => {
    let answerLateCall = () => {};
    const lateCallHeld = new Promise<void>((resolve) => (answerLateCall = resolve));
    const refreshes: number[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/sign-in') return json(200, session);
      if (pathname === '/api/auth/refresh') {
        refreshes.push(refreshes.length);
        return unauthorized();
      }
      // A call the server is slow to answer: sent with the token, refused after the renewal failed.
      if (pathname === '/api/my/activity') await lateCallHeld;
      return unauthorized();
    });
    await signIn(casey.email, 'Sunny-Days-2026');
    const events: AuthEvent[] = [];
    const stopListening = onAuthEvent((event) => events.push(event));

    const lateCall = requestUntyped(api, 'GET', '/api/my/activity').catch((error: unknown) => error);
    const firstRefusal = await requestUntyped(api, 'GET', '/api/my/website').catch((error: unknown) => error);
    expect(firstRefusal).toMatchObject({ statusCode: 401 });
    expect(endedSessionUser()).toEqual(casey);

    answerLateCall();
    const lateRefusal = await lateCall;
    stopListening();
    expect(lateRefusal).toBeInstanceOf(ApiError);
    // Its own renewal is refused too: nothing new, the same person still signs in again in place.
    expect(refreshes).toHaveLength(2);
    expect(endedSessionUser()).toEqual(casey);
    expect(events).toEqual(['session-ended']);
    // Refine asks the auth provider what a 401 means: not a sign-out that would leave the page.
    await expect(authProvider.onError(lateRefusal as ApiError)).resolves.toEqual({});
  });
});
