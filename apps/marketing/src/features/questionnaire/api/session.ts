// The visitor's dashboard session, when they have one: the questionnaire then belongs to them. The
// dashboard keeps its access token in memory only, so the one signal this page can read is the
// httpOnly refresh cookie: POST /api/auth/refresh answers a (rotated) session when it is valid.
// Only asked when the dashboard's session hint is set: an anonymous visitor's browser would
// otherwise log a 401 on every visit.
import { createApiClient } from '@fw/shared-api-client';
import { sessionHintSet } from '@fw/shared-api-types';

const sessionApi = createApiClient({ credentials: 'include' });
let accessToken: string | null = null;

/** The bearer token the questionnaire's requests carry (null: anonymous, the resume token alone). */
export const currentAccessToken = (): string | null => accessToken;

/** Asks for a session; keeps its access token. Resolves false when signed out or unreachable (the wizard then works anonymously). */
export async function probeSession(): Promise<boolean> {
  if (!sessionHintSet()) {
    accessToken = null;
    return false;
  }
  try {
    const { data } = await sessionApi.POST('/api/auth/refresh', { body: {} });
    accessToken = typeof data?.access_token === 'string' ? data.access_token : null;
  } catch {
    accessToken = null;
  }
  return accessToken !== null;
}
