import type { Passkey, RecoveryCode, SignInChallenge, TotpFactor } from '@fw/api-accounts-domain';

/** The stored factors and sign-in challenges of users. Every method joins the caller's transaction. */
export abstract class TwoFactorRepositoryPort {
  abstract findTotp(userId: string): Promise<TotpFactor | null>;
  /** Locks the row until the transaction ends, so that two uses of one code cannot both pass. */
  abstract findTotpForUpdate(userId: string): Promise<TotpFactor | null>;
  /** Inserts or replaces the user's authenticator-app factor. */
  abstract saveTotp(factor: TotpFactor): Promise<void>;
  abstract deleteTotp(userId: string): Promise<boolean>;

  abstract listPasskeys(userId: string): Promise<Passkey[]>;
  abstract findPasskeyByCredentialId(credentialId: string): Promise<Passkey | null>;
  abstract insertPasskey(passkey: Passkey): Promise<void>;
  abstract updatePasskeyUse(passkey: Passkey): Promise<void>;
  abstract deletePasskey(userId: string, id: string): Promise<boolean>;

  /** Replaces every recovery code of the user. */
  abstract replaceRecoveryCodes(userId: string, codes: RecoveryCode[]): Promise<void>;
  abstract findRecoveryCodeForUpdate(userId: string, codeHash: string): Promise<RecoveryCode | null>;
  abstract markRecoveryCodeUsed(code: RecoveryCode): Promise<void>;
  abstract countUnusedRecoveryCodes(userId: string): Promise<number>;

  abstract insertChallenge(challenge: SignInChallenge): Promise<void>;
  abstract findChallengeForUpdate(tokenHash: string): Promise<SignInChallenge | null>;
  abstract saveChallenge(challenge: SignInChallenge): Promise<void>;

  /** Wrong second factors of the user over all their challenges created in the last `seconds`. */
  abstract recentSecondFactorFailures(userId: string, seconds: number): Promise<number>;

  abstract findGraceEndsAt(userId: string): Promise<Date | null>;
  abstract setGraceEndsAt(userId: string, at: Date): Promise<void>;

  /** Removes every factor, recovery code and open challenge of the user. */
  abstract removeAllFactors(userId: string): Promise<void>;
}

/** Time-based one-time passwords (RFC 6238, 30-second steps, 6 digits). */
export abstract class OneTimePasswordPort {
  abstract newSecret(): string;
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  abstract keyUri(accountName: string, secret: string): string;
  /** The step of the current window when `code` is right for it and later than `afterStep`; otherwise null. Never accepts neighbouring windows. */
  abstract verify(secret: string, code: string, afterStep: number | null): Promise<number | null>;
  /** An SVG image (data URL) of the QR code for `uri`. */
  abstract qrCodeDataUrl(uri: string): Promise<string>;
}

/** Encrypts secrets kept at rest (authenticated encryption; a tampered value fails to decrypt). */
export abstract class SecretCipherPort {
  abstract encrypt(plain: string): string;
  abstract decrypt(sealed: string): string;
}

export interface PasskeyOwner {
  id: string;
  email: string;
  displayName: string;
}

export interface VerifiedRegistration {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** WebAuthn ceremonies; option and response objects pass through as the browser library shapes them. */
export abstract class PasskeyCeremonyPort {
  /** Registration options (a resident key, user verification required); `challenge` is what the response must sign. */
  abstract registrationOptions(owner: PasskeyOwner, existing: Passkey[]): Promise<{ options: unknown; challenge: string }>;
  /** Throws InvalidSecondFactorError when the response does not prove the challenge. */
  abstract verifyRegistration(response: unknown, expectedChallenge: string): Promise<VerifiedRegistration>;
  /** With `allow` the listed credentials; without, any discoverable credential of this site. */
  abstract authenticationOptions(allow?: Passkey[]): Promise<{ options: unknown; challenge: string }>;
  /** The credential id the response claims, before it is verified (to find the stored key). */
  abstract claimedCredentialId(response: unknown): string | null;
  /** The new signature counter; throws InvalidSecondFactorError when the response does not prove the challenge. */
  abstract verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey): Promise<number>;
}

export interface SecurityEvent {
  action: 'two_factor.reset_by_admin';
  actorId: string;
  subjectId: string;
  ip: string | null;
}

/** Records account security events (who did what to whom, from where) for the audit log to read. */
export abstract class SecurityEventsPort {
  abstract record(event: SecurityEvent): Promise<void>;
}
