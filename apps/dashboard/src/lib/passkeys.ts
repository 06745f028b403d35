/**
 * The browser half of WebAuthn (@simplewebauthn/browser), loaded only when someone uses a passkey
 * so the sign-in page stays small.
 */
export async function signWithPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
}

export async function createPasskey(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
}

export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The words for a cancelled or refused browser prompt, which @simplewebauthn reports as errors. */
export function passkeyErrorMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey prompt was closed or timed out. Please try again.';
  return error instanceof Error ? error.message : 'The passkey could not be used.';
}
