/**
 * The sign-in page with its "Reset your password" form open: where a reset link that can no longer
 * be used (spent or expired) sends the person for a new one.
 */
export const FORGOT_PASSWORD_PATH = '/auth?forgot=1';

/** Whether the sign-in page was opened to ask for a new reset link. */
export const opensForgotPassword = (params: URLSearchParams): boolean => params.get('forgot') === '1';
