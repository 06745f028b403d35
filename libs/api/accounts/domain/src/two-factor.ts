import { UnauthorizedError, ValidationError, NotFoundError } from '@fw/api-shared-domain';
import type { Role } from '@fw/api-shared-domain';

/** How many recovery codes a user holds after enrolling or regenerating. */
export const RECOVERY_CODE_COUNT = 10;
/** The time between the password and the second factor. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 300;
/** Wrong second factors one challenge survives; then the password is asked again. */
export const SIGN_IN_CHALLENGE_MAX_FAILURES = 5;

export type ChallengePurpose =
  /** The password was right; a second factor finishes the sign-in. */
  | 'second_factor'
  /** The password was right, the account must enrol a factor (admin past the grace period) before a session. */
  | 'enrolment'
  /** Password-less sign-in with a passkey: no user yet. */
  | 'passkey'
  /** A signed-in user registering a passkey. */
  | 'passkey_registration';

export class InvalidSecondFactorError extends UnauthorizedError {
  constructor() {
    super('AUTH.INVALID_SECOND_FACTOR', 'That code or passkey was not accepted. Please try again.');
  }
}

/** Unknown, used, expired or exhausted: the sign-in starts again at the password. */
export class SignInChallengeExpiredError extends UnauthorizedError {
  constructor() {
    super('AUTH.CHALLENGE_EXPIRED', 'This sign-in has expired. Please sign in again.');
  }
}

/** Adding a factor needs a session, or the enrolment challenge of a password step. */
export class SignInRequiredError extends UnauthorizedError {
  constructor() {
    super('AUTH.SIGN_IN_REQUIRED', 'Please sign in first.');
  }
}

export class FactorNotFoundError extends NotFoundError {
  constructor() {
    super('AUTH.FACTOR_NOT_FOUND', 'This sign-in method was not found.');
  }
}

export class TotpNotPendingError extends ValidationError {
  constructor() {
    super('AUTH.TOTP_NOT_PENDING', 'Start the authenticator app setup first.');
  }
}

export class WrongEnrolmentCodeError extends ValidationError {
  constructor() {
    const message = 'That code is not right. Enter the current 6-digit code from your authenticator app.';
    super('AUTH.INVALID_SECOND_FACTOR', message, { code: [message] });
  }
}

/** The authenticator-app factor; `confirmedAt` null while the user has not typed a first code yet. */
export class TotpFactor {
  userId: string;
  secretEncrypted: string;
  confirmedAt: Date | null = null;
  /** The last 30-second step a code was accepted for; a code of that step or an earlier one is a replay. */
  lastUsedStep: number | null = null;
  createdAt: Date = new Date();

  get active(): boolean {
    return this.confirmedAt !== null;
  }

  /** Accepts a verified code's step once: a second use of the same window (or an older one) is refused. */
  useStep(step: number): void {
    if (this.lastUsedStep !== null && step <= this.lastUsedStep) throw new InvalidSecondFactorError();
    this.lastUsedStep = step;
  }

  confirm(step: number, at: Date): void {
    this.useStep(step);
    this.confirmedAt = at;
  }
}

export class Passkey {
  id: string;
  userId: string;
  /** base64url, as WebAuthn names it. */
  credentialId: string;
  publicKey: Uint8Array;
  counter = 0;
  transports: string[] = [];
  name: string;
  createdAt: Date = new Date();
  lastUsedAt: Date | null = null;
}

export class RecoveryCode {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: Date | null = null;
  createdAt: Date = new Date();

  use(at: Date): void {
    if (this.usedAt) throw new InvalidSecondFactorError();
    this.usedAt = at;
  }
}

/** The server-side state between two steps of a sign-in (or a passkey ceremony): never a session. */
export class SignInChallenge {
  id: string;
  userId: string | null = null;
  purpose: ChallengePurpose;
  tokenHash: string;
  webauthnChallenge: string | null = null;
  failedAttempts = 0;
  expiresAt: Date;
  usedAt: Date | null = null;
  createdAt: Date = new Date();

  assertLive(purposes: readonly ChallengePurpose[], now: Date): void {
    if (!purposes.includes(this.purpose) || this.usedAt || this.expiresAt <= now || this.failedAttempts >= SIGN_IN_CHALLENGE_MAX_FAILURES) {
      throw new SignInChallengeExpiredError();
    }
  }

  recordFailure(): void {
    this.failedAttempts += 1;
  }

  complete(at: Date): void {
    this.usedAt = at;
  }
}

export type TwoFactorRequirement = 'optional' | 'grace' | 'enrol_now';

/**
 * Admins must have a second factor: until `graceEndsAt` they may still sign in without one (and
 * are sent to enrol), afterwards the password alone only opens the enrolment. Clients choose.
 */
export function twoFactorRequirement(input: { role: Role; hasFactor: boolean; graceEndsAt: Date | null; now: Date }): TwoFactorRequirement {
  if (input.role !== 'admin' || input.hasFactor) return 'optional';
  return input.graceEndsAt && input.graceEndsAt > input.now ? 'grace' : 'enrol_now';
}
