/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, screen } from '@testing-library/react';
import { requestUntyped } from '@fw/shared-api-client';
import { ToastProvider } from '../lib/toast';
import { api } from './api';
import { useNotificationProvider } from './notification-provider';
import { endedSessionUser, signIn } from './session';
import { casey } from '../testing/me-fixture';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe("Refine's error toasts", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('show while signed in, and not while the session-ended dialog already asks the person to sign in again', async () => {
    vi.stubGlobal('fetch', async (request: Request) =>
      new URL(request.url).pathname === '/api/auth/sign-in'
        ? json(200, { access_token: 'token-1', expires_at: 0, expires_in: 900, token_type: 'bearer', user: casey })
        : json(401, { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'You need to sign in to do this.' }),
    );
    await signIn(casey.email, 'Sunny-Days-2026');
    const { result } = renderHook(() => useNotificationProvider(), { wrapper: ToastProvider });

    result.current.open?.({ type: 'error', message: 'Error', description: 'The server could not save it.' });
    await screen.findByText('The server could not save it.', {}, { timeout: 10_000 });

    // The server ends the session: a call is refused and so is its renewal.
    await requestUntyped(api, 'GET', '/api/my/website').catch(() => undefined);
    expect(endedSessionUser()).toEqual(casey);
    result.current.open?.({ type: 'error', message: 'Error', description: 'You need to sign in to do this.' });
    result.current.open?.({ type: 'success', message: 'Saved', description: 'A success still shows.' });
    await screen.findByText('A success still shows.', {}, { timeout: 10_000 });
    expect(screen.queryByText('You need to sign in to do this.')).toBeNull();
  });
});
