import type { AuthProvider } from '@refinedev/core';
import { ApiError } from '@fw/shared-api-client';
import { currentUser, endedSessionUser, requestPasswordReset, resetPassword, restoreSession, signIn, signOut, signUp } from './session';

export const SIGNED_OUT_NOTIFICATION = { message: 'Signed out', description: 'You have been successfully signed out.' };
export const SIGNED_IN_MESSAGE = 'Logged in successfully.';

const failure = (error: unknown) => ({
  success: false,
  error: { name: 'Error', message: error instanceof Error ? error.message : String(error) },
});

/** Refine's auth contract on the API's sessions (see ./session for tokens and refresh). */
export const authProvider: AuthProvider = {
  login: async ({ email, password, session_id }: { email: string; password: string; session_id?: string }) => {
    try {
      const outcome = await signIn(email, password, session_id);
      // The second step has its own form on the sign-in page.
      if (outcome.kind === 'challenge') return { success: false, redirectTo: '/auth' };
      return { success: true, redirectTo: '/dashboard', successNotification: { message: 'Success!', description: SIGNED_IN_MESSAGE } };
    } catch (error) {
      return failure(error);
    }
  },
  register: async ({ email, password, session_id }: { email: string; password: string; session_id?: string }) => {
    try {
      const { message } = await signUp(email, password, session_id);
      return { success: true, successNotification: { message: 'Success!', description: message } };
    } catch (error) {
      return failure(error);
    }
  },
  forgotPassword: async ({ email }: { email: string }) => {
    try {
      const { message } = await requestPasswordReset(email);
      return { success: true, successNotification: { message: 'Success!', description: message } };
    } catch (error) {
      return failure(error);
    }
  },
  updatePassword: async ({ token, password }: { token: string; password: string }) => {
    try {
      const { message } = await resetPassword(token, password);
      return { success: true, redirectTo: '/auth', successNotification: { message: 'Success!', description: message } };
    } catch (error) {
      return failure(error);
    }
  },
  logout: async () => {
    // After an expired session (onError below) there is nobody left to say goodbye to.
    const wasSignedIn = currentUser() !== null;
    await signOut();
    return { success: true, redirectTo: '/auth', successNotification: wasSignedIn ? SIGNED_OUT_NOTIFICATION : undefined };
  },
  check: async () => {
    const user = await restoreSession();
    return user ? { authenticated: true } : { authenticated: false, redirectTo: '/auth' };
  },
  onError: async (error: { statusCode?: number } | ApiError) => {
    // The http client has already tried a refresh; a 401 here means the session is over. When the
    // server ended a session this page held, the person signs in again in place (the layout's
    // dialog), so the page and its unsaved text stay; otherwise back to the sign-in page.
    if (error?.statusCode === 401) return endedSessionUser() ? {} : { logout: true, redirectTo: '/auth' };
    return {};
  },
  getIdentity: async () => restoreSession(),
  getPermissions: async () => (await restoreSession())?.role ?? null,
};
