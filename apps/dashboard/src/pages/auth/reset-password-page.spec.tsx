/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRefine, Route } from '../../testing/render-with-refine';
import { AuthPage } from './auth-page';
import { ResetPasswordPage } from './reset-password-page';

const DEAD_LINK = 'This link is invalid or has expired. Please request a new one.';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function openSpentLink() {
  vi.stubGlobal('fetch', async (request: Request) =>
    new URL(request.url).pathname === '/api/auth/password/reset'
      ? json(400, { statusCode: 400, code: 'AUTH.INVALID_TOKEN', message: DEAD_LINK })
      : json(401, { statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'You need to sign in to do this.' }),
  );
  renderWithRefine({
    url: '/auth/reset-password?token=spent',
    dataProvider: {},
    routes: (
      <>
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/auth" element={<AuthPage />} />
      </>
    ),
  });
}

describe('a reset link that can no longer be used', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says so on the page instead of the form, and leads to the form that sends a new link', async () => {
    openSpentLink();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Sunny-Days-2026!' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Sunny-Days-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    await screen.findByText(DEAD_LINK);
    expect(screen.queryByLabelText('New Password')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    await screen.findByText('Reset your password');
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeTruthy());
  });
});
