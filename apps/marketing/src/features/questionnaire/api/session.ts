// The visitor's dashboard session, when they have one: the questionnaire then belongs to them. The
// dashboard keeps its access token in memory only, so the one signal this page can read is the
// httpOnly refresh cookie: POST /api/auth/refresh answers a (rotated) session when it is valid.

let accessToken: string | null = null;

/** The bearer token the questionnaire's requests carry (null: anonymous, the resume token alone). */
export const currentAccessToken = (): string | null => accessToken;

/** Asks for a session; keeps its access token. Resolves false when signed out or unreachable (the wizard then works anonymously). */
export async function probeSession(): Promise<boolean> {
  try {
    const res = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'include',
    });
    const body = (await res.json().catch(() => null)) as { access_token?: unknown } | null;
    accessToken = res.ok && typeof body?.access_token === 'string' ? body.access_token : null;
  } catch {
    accessToken = null;
  }
  return accessToken !== null;
}
