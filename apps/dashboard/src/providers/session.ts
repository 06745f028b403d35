import { SESSION_HINT_KEY, sessionHintSet, type MeResponseDto, type MessageResponseDto, type SessionResponseDto } from '@fw/shared-api-types';
import { ApiError, createApiClient, requestUntyped } from '@fw/shared-api-client';
import { env } from '../config/env';
import { afterRefreshFailure, heldToken, refreshDelay, renewalDue, usableFor } from './session-policy';

/**
 * The browser side of the API's sessions, shared by the sign-in pages (which stay free of Refine to
 * keep /auth small) and the Refine auth provider. The access token lives in memory only; the
 * refresh token is the API's httpOnly cookie, so a reload restores the session with one refresh.
 * A flag in localStorage ("a session probably exists", never a token) avoids a pointless refresh
 * call for visitors who are signed out, and tells other tabs when this one signs out.
 */

export type Me = MeResponseDto;
export type Role = Me['role'];
type SessionResponse = SessionResponseDto;
export type MessageResponse = MessageResponseDto;

/**
 * `signed-out`: the person signed out (here or in another tab). `session-ended`: the server ended
 * the session (expired, revoked, a password change elsewhere) without the person asking: pages
 * stay where they are, with what is typed in them, and the person signs in again in place.
 */
export type AuthEvent = 'signed-in' | 'signed-out' | 'session-ended' | 'user-updated';

const HINT_KEY = SESSION_HINT_KEY;
const CHANNEL = 'fw-auth';

let current: { token: string; expiresAt: number; lifetimeMs: number; user: Me } | null = null;
/** Whose session the server ended, until they sign in again or sign out. */
let ended: Me | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflightRefresh: Promise<Me | null> | null = null;
/** `elsewhere`: the news came from another tab (this tab's own sign-in is handled where it happened). */
type AuthListener = (event: AuthEvent, source: { elsewhere: boolean }) => void;
const listeners = new Set<AuthListener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);

function writeHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage disabled: every load simply tries a refresh
  }
}

function emit(event: AuthEvent, elsewhere = false): void {
  for (const listener of [...listeners]) listener(event, { elsewhere });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The session calls carry no bearer token of their own accord (the refresh cookie is what counts),
// so they use a client without the renewal that the data calls have.
const authApi = createApiClient({ baseUrl: env.apiOrigin, credentials: 'include' });

async function call<T>(path: string, init: { method?: 'POST' | 'GET'; body?: unknown; token?: string } = {}): Promise<T> {
  const headers = init.token ? { Authorization: `Bearer ${init.token}` } : undefined;
  const { data } = await requestUntyped<T>(authApi, init.method ?? 'POST', `/api${path}`, { body: init.body, headers });
  return data;
}

function schedule(): void {
  clearTimeout(refreshTimer);
  if (!current) return;
  refreshTimer = setTimeout(() => void refreshSession(), refreshDelay(current, Date.now()));
}

function adopt(session: SessionResponse): Me {
  const wasSignedIn = current !== null;
  ended = null;
  // expires_in avoids trusting the browser clock against the server's expires_at.
  current = { token: session.access_token, ...heldToken(session.expires_in, Date.now()), user: session.user };
  writeHint(true);
  schedule();
  if (!wasSignedIn) {
    channel?.postMessage({ type: 'signed-in', userId: session.user.id });
    emit('signed-in');
  }
  return session.user;
}

/**
 * The server ended the session: forgets it here (and, with `broadcast`, in the other tabs) but
 * remembers whose it was, so the page can offer to sign that person in again without leaving.
 */
function endSession(broadcast: boolean): void {
  if (!current) return;
  ended = current.user;
  current = null;
  clearTimeout(refreshTimer);
  writeHint(false);
  if (broadcast) channel?.postMessage({ type: 'session-ended', userId: ended.id });
  emit('session-ended');
}

/** Forgets the session here; `broadcast` tells the other tabs too (they also lose the cookie). */
function forget(broadcast: boolean): void {
  const wasSignedIn = current !== null;
  current = null;
  ended = null;
  clearTimeout(refreshTimer);
  writeHint(false);
  if (broadcast) channel?.postMessage({ type: 'signed-out' });
  if (wasSignedIn || broadcast) emit('signed-out');
}

async function refreshOnce(): Promise<Me | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return adopt(await call<SessionResponse>('/auth/refresh'));
    } catch (error) {
      const failure = afterRefreshFailure(error instanceof ApiError ? error.statusCode : 0, attempt, current, Date.now());
      if (failure.next === 'sign-out') {
        if (current) endSession(true);
        // A call sent before the session ended and refused after it renews in vain: nothing new,
        // and the person whose session it was still signs in again over the page.
        else if (!ended) forget(false);
        return null;
      }
      if (failure.next === 'keep-token' && current) {
        // The server is unreachable; keep a still-valid token and try again later.
        clearTimeout(refreshTimer);
        refreshTimer = setTimeout(() => void refreshSession(), failure.retryAfterMs);
        return current.user;
      }
      if (failure.next !== 'retry') return null;
      await sleep(failure.afterMs);
    }
  }
}

/**
 * Rotates the refresh cookie and stores the new access token. Concurrent callers share one call;
 * tabs take turns through a Web Lock so two tabs never race the same rotation. Resolves to null
 * when the session is over (the user is then signed out everywhere).
 */
export function refreshSession(): Promise<Me | null> {
  if (!inflightRefresh) {
    const run = () => refreshOnce();
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    const pending: Promise<Me | null> = locks ? locks.request('fw-auth-refresh', run).then((user) => user) : run();
    inflightRefresh = pending.finally(() => {
      inflightRefresh = null;
    });
  }
  return inflightRefresh;
}

/** The signed-in user, restoring the session from the refresh cookie on first use. */
export async function restoreSession(): Promise<Me | null> {
  if (current && usableFor(current, Date.now(), 5_000)) return current.user;
  if (!current && !sessionHintSet()) return null;
  return refreshSession();
}

/** A usable access token, refreshed first when it is about to expire; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (current && usableFor(current, Date.now(), 10_000)) return current.token;
  if (!current && !sessionHintSet()) return null;
  await refreshSession();
  return current?.token ?? null;
}

export function currentUser(): Me | null {
  return current?.user ?? null;
}

/** The person whose session the server ended while a page was open (null when signed in or signed out). */
export function endedSessionUser(): Me | null {
  return ended;
}

export function updateCurrentUser(user: Me): void {
  if (!current) return;
  current = { ...current, user };
  emit('user-updated');
}

export function onAuthEvent(listener: AuthListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery_code';

/** The server-side state between the password and the second factor: not a session. */
export interface SignInChallenge {
  challenge: string;
  purpose: 'second_factor' | 'enrolment';
  methods: SecondFactorMethod[];
  expires_at: string;
}

export type SignInOutcome = { kind: 'signed-in'; user: Me; enrolBy: string | null } | { kind: 'challenge'; challenge: SignInChallenge };

/** The password step: a session, or (a second factor enrolled, or an admin who must enrol now) a challenge. */
export async function signIn(email: string, password: string, sessionId?: string): Promise<SignInOutcome> {
  const body: Record<string, string> = { email, password };
  if (sessionId) body.session_id = sessionId;
  const answer = await call<(SessionResponse & { two_factor_enrol_by?: string }) | SignInChallenge>('/auth/sign-in', { body });
  if ('challenge' in answer) return { kind: 'challenge', challenge: answer };
  return { kind: 'signed-in', user: adopt(answer), enrolBy: answer.two_factor_enrol_by ?? null };
}

export type SecondFactorProof = { method: 'totp' | 'recovery_code'; code: string } | { method: 'passkey'; passkey: Record<string, unknown> };

/** Finishes a sign-in with a second factor, or a password-less one with a passkey. */
export async function verifySecondFactor(challenge: string, proof: SecondFactorProof): Promise<Me> {
  return adopt(await call<SessionResponse>('/auth/two-factor/verify', { body: { challenge, ...proof } }));
}

/** WebAuthn options: for the second step of `challenge`, or (without) for a password-less sign-in with a new challenge. */
export function passkeySignInOptions(challenge?: string): Promise<{ challenge?: string; options: Record<string, unknown> }> {
  return call('/auth/passkeys/options', { body: challenge ? { challenge } : {} });
}

export interface TotpSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

export interface EnrolmentAnswer {
  recovery_codes: string[] | null;
  session?: SessionResponse;
}

/**
 * Adding a factor, signed in (bearer) or with the enrolment challenge of a password step (an
 * admin past the grace period); the latter's last call starts the session.
 */
export async function enrolmentCall<T>(path: string, body: Record<string, unknown>, enrolmentChallenge?: string): Promise<T> {
  const token = enrolmentChallenge ? undefined : ((await getAccessToken()) ?? undefined);
  const answer = await call<T>(path, { body: enrolmentChallenge ? { ...body, enrolment_challenge: enrolmentChallenge } : body, token });
  const session = (answer as EnrolmentAnswer | undefined)?.session;
  if (session) adopt(session);
  return answer;
}

export async function signUp(email: string, password: string, sessionId?: string): Promise<MessageResponse> {
  const body: Record<string, string> = { email, password };
  if (sessionId) body.session_id = sessionId;
  return call<MessageResponse>('/auth/sign-up', { body });
}

const confirmations = new Map<string, Promise<Me>>();
/** One request per link, also under React StrictMode's double effects. */
const emailChanges = new Map<string, Promise<{ email: string }>>();

/** Confirms the e-mailed token once per page load (the token is single-use). */
export function confirmEmail(token: string): Promise<Me> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = call<SessionResponse>('/auth/confirm', { body: { token } }).then(adopt);
    confirmations.set(token, pending);
  }
  return pending;
}

/** Follows the link mailed to a new sign-in address (asked by an admin); no session starts. */
export function confirmEmailChange(token: string): Promise<{ email: string }> {
  let pending = emailChanges.get(token);
  if (!pending) {
    pending = call<{ email: string }>('/auth/email-change/confirm', { body: { token } });
    emailChanges.set(token, pending);
  }
  return pending;
}

export function resendConfirmation(email: string): Promise<MessageResponse> {
  return call<MessageResponse>('/auth/resend-confirmation', { body: { email } });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return call<MessageResponse>('/auth/password/forgot', { body: { email } });
}

export function resetPassword(token: string, password: string): Promise<MessageResponse> {
  return call<MessageResponse>('/auth/password/reset', { body: { token, password } });
}

/** Ends the session on the server (best effort) and everywhere in this browser. */
export async function signOut(): Promise<void> {
  const token = current?.token;
  try {
    await call<void>('/auth/sign-out', { token });
  } catch {
    // the cookie is cleared below in any case; a dead session needs no server call
  }
  forget(true);
}

channel?.addEventListener('message', (event: MessageEvent<{ type?: string; userId?: string }>) => {
  if (event.data?.type === 'signed-out') forget(false);
  else if (event.data?.type === 'session-ended') {
    if (current?.user.id === event.data.userId) endSession(false);
  } else if (event.data?.type === 'signed-in') {
    // Another tab signed in: pick that session up, or drop ours if it belongs to someone else
    // (the shared cookie now refreshes into the other account).
    if (!current) emit('signed-in', true);
    else if (current.user.id !== event.data.userId) forget(false);
  }
});

if (typeof window !== 'undefined') {
  // Without BroadcastChannel, the hint's removal is the only news of a sign-out in another tab.
  window.addEventListener('storage', (event) => {
    if (!channel && event.key === HINT_KEY && event.newValue === null && current) forget(false);
  });
  document.addEventListener('visibilitychange', () => {
    // Timers are throttled in background tabs; catch up when the tab is shown again.
    if (document.visibilityState === 'visible' && renewalDue(current, Date.now())) {
      void refreshSession();
    }
  });
}
