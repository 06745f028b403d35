import { SESSION_HINT_KEY, type CheckoutSessionDto } from '@fw/shared-api-types';
import { RouteError } from '../../app/route-error';
import { ApiError, apiRequest, newIdempotencyKey } from '../../lib/api';

export const HOSTING_FAILURE = 'Failed to create hosting subscription';

/** GET /api/checkout/sessions/:id, as the API documents it. */
export type CheckoutSessionView = CheckoutSessionDto;

const statusTexts: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found' };

/** What the visitor's session is, as far as this page can tell. */
export type SessionProbe = { state: 'signed-in'; accessToken: string } | { state: 'signed-out' } | { state: 'unknown' };

/**
 * Whether the visitor has a dashboard session. The dashboard keeps its access token in memory only,
 * so the one signal a marketing page can read is the httpOnly refresh cookie: POST /api/auth/refresh
 * answers 200 with a (rotated) session when it is valid, 401 otherwise. Anything else (offline,
 * rate limited, server trouble) says nothing either way: the page must not send a buyer who may be
 * signed in off to /auth, where their hosting step would be lost.
 */
export async function probeSession(): Promise<SessionProbe> {
  try {
    const session = await apiRequest<{ access_token?: string }>('/api/auth/refresh', {
      method: 'POST',
      body: {},
      fallbackMessage: 'No session',
    });
    return session?.access_token ? { state: 'signed-in', accessToken: session.access_token } : { state: 'signed-out' };
  } catch (error) {
    return error instanceof ApiError && (error.statusCode === 401 || error.statusCode === 403) ? { state: 'signed-out' } : { state: 'unknown' };
  }
}

/** The API's answer once the buyer's account is set up and this visitor is not signed in as its owner. */
export const SIGN_IN_REQUIRED = 'sign-in-required' as const;

/**
 * GET /api/checkout/sessions/:id (with this browser's buyer cookie, which the API set when the
 * checkout started). An unknown or malformed id fails the page (error fallback); an account already
 * set up gives SIGN_IN_REQUIRED (the order is no longer shown); a passing failure (offline, rate
 * limited, payment provider down) gives null, and the page goes on without the order summary: the
 * payment itself is not in doubt, and the hosting step stays open.
 */
export async function getCheckoutSession(sessionId: string, accessToken?: string): Promise<CheckoutSessionView | typeof SIGN_IN_REQUIRED | null> {
  try {
    return await apiRequest<CheckoutSessionView>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, {
      accessToken,
      fallbackMessage: 'Could not load your payment',
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'BILLING.SIGN_IN_REQUIRED') return SIGN_IN_REQUIRED;
    if (error instanceof ApiError && statusTexts[error.statusCode]) throw new RouteError(error.statusCode, statusTexts[error.statusCode], error.message);
    return null;
  }
}

/**
 * POST /api/auth/checkout-account: the buyer chooses the password of the account made at payment
 * and is signed in (the API sets the dashboard's refresh cookie). Throws ApiError with the server's
 * words (403 another browser, 409 already set up or expired, 400 the password rules).
 */
export async function setAccountPassword(sessionId: string, password: string): Promise<{ accessToken: string }> {
  return signedIn(
    await apiRequest<{ access_token?: string }>('/api/auth/checkout-account', {
      method: 'POST',
      body: { session_id: sessionId, password },
      fallbackMessage: 'Could not set your password. Please try again.',
    }),
  );
}

/**
 * POST /api/auth/checkout-email: a link goes to the corrected address (from the browser that paid);
 * nothing moves until it is followed. Throws ApiError (409: that address has its own account).
 */
export async function correctCheckoutEmail(sessionId: string, email: string): Promise<{ email: string }> {
  return apiRequest<{ email: string }>('/api/auth/checkout-email', {
    method: 'POST',
    body: { session_id: sessionId, email },
    fallbackMessage: 'Could not send the link. Please try again.',
  });
}

/** POST /api/auth/checkout-email/confirm: the link's token and the chosen password; signs in. */
export async function confirmCheckoutEmail(token: string, password: string): Promise<{ accessToken: string }> {
  return signedIn(
    await apiRequest<{ access_token?: string }>('/api/auth/checkout-email/confirm', {
      method: 'POST',
      body: { token, password },
      fallbackMessage: 'Could not confirm your address. Please try again.',
    }),
  );
}

function signedIn(session: { access_token?: string } | undefined): { accessToken: string } {
  if (!session?.access_token) throw new Error('Could not set your password. Please try again.');
  try {
    // The dashboard then restores this session from the refresh cookie the API just set.
    localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // storage disabled: the dashboard then tries a refresh on every load anyway
  }
  return { accessToken: session.access_token };
}

/**
 * POST /api/checkout/hosting → { url } of the hosting renewal checkout, tied to the paid package of
 * `packageSessionId`: it saves a payment method and charges nothing; the first charge is the end of
 * the package's prepaid term. The API refuses it (409) without a paid package of this buyer, and
 * (403) to anyone but that buyer: this browser's fw_buyer cookie, sent along, or the signed-in owner.
 */
export async function createHostingCheckout(packageSessionId: string, accessToken?: string): Promise<{ url: string }> {
  const answer = await apiRequest<{ url?: string }>('/api/checkout/hosting', {
    method: 'POST',
    body: { package_session_id: packageSessionId },
    accessToken,
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    fallbackMessage: HOSTING_FAILURE,
  });
  if (!answer?.url) throw new Error(HOSTING_FAILURE);
  return { url: answer.url };
}
