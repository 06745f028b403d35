import { Injectable, Logger } from '@nestjs/common';
import {
  AccountDisabledError,
  EmailNotConfirmedError,
  InvalidSecondFactorError,
  Passkey,
  SignInChallenge,
  SignInChallengeExpiredError,
  twoFactorRequirement,
} from '@fw/api-accounts-domain';
import { RateLimitedError } from '@fw/api-shared-domain';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { AccountsSettings } from '../ports/accounts-settings';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { Session, SessionService } from '../session.service';
import { hashRecoveryCode } from './recovery-codes';
import { IssuedChallenge, SignInChallenges } from './sign-in-challenges';
import { OneTimePasswordPort, PasskeyCeremonyPort, SecretCipherPort, TwoFactorRepositoryPort } from './two-factor.ports';

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery_code';

export type SignInResult =
  { kind: 'session'; session: Session; enrolBy: Date | null } | { kind: 'challenge'; challenge: IssuedChallenge; methods: SecondFactorMethod[] };

export type SecondFactorProof = { method: 'totp'; code: string } | { method: 'recovery_code'; code: string } | { method: 'passkey'; response: unknown };

/** Wrong second factors a user may make across challenges in this window before waiting. */
const USER_FAILURE_WINDOW_SECONDS = 900;
const USER_FAILURE_LIMIT = 10;

/**
 * The steps after a right password: a session at once for accounts without a second factor
 * (admins within their grace period are told to enrol), otherwise a challenge that a TOTP code,
 * a passkey or a recovery code turns into a session. Also password-less sign-in with a passkey.
 * No session, refresh token or access token exists before the last step succeeds.
 */
@Injectable()
export class TwoFactorSignInService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly repository: TwoFactorRepositoryPort,
    private readonly challenges: SignInChallenges,
    private readonly otp: OneTimePasswordPort,
    private readonly cipher: SecretCipherPort,
    private readonly passkeys: PasskeyCeremonyPort,
    private readonly sessions: SessionService,
    private readonly settings: AccountsSettings,
    private readonly uow: UnitOfWorkPort,
  ) {}

  /** Call inside a transaction, once the password was right for `userId`. */
  async afterPassword(userId: string): Promise<SignInResult> {
    const methods = await this.methodsOf(userId);
    if (methods.length > 0) {
      const { issued } = await this.challenges.issue('second_factor', userId);
      return { kind: 'challenge', challenge: issued, methods };
    }
    const view = await this.accounts.findView(userId);
    const now = new Date();
    let graceEndsAt = await this.repository.findGraceEndsAt(userId);
    if (view?.role === 'admin' && !graceEndsAt && this.settings.adminMfaGraceDays > 0) {
      // The grace period starts at the first sign-in that meets the requirement.
      graceEndsAt = new Date(now.getTime() + this.settings.adminMfaGraceDays * 86_400_000);
      await this.repository.setGraceEndsAt(userId, graceEndsAt);
    }
    const requirement = twoFactorRequirement({ role: view?.role ?? 'editor', hasFactor: false, graceEndsAt, now });
    if (requirement === 'enrol_now') {
      const { issued } = await this.challenges.issue('enrolment', userId);
      return { kind: 'challenge', challenge: issued, methods: [] };
    }
    return { kind: 'session', session: await this.sessions.start(userId), enrolBy: requirement === 'grace' ? graceEndsAt : null };
  }

  /** The factors a user can finish a sign-in with. */
  async methodsOf(userId: string): Promise<SecondFactorMethod[]> {
    // One after another: inside a transaction they share one connection.
    const totp = await this.repository.findTotp(userId);
    const passkeys = await this.repository.listPasskeys(userId);
    const codes = await this.repository.countUnusedRecoveryCodes(userId);
    const methods: SecondFactorMethod[] = [];
    if (totp?.active) methods.push('totp');
    if (passkeys.length > 0) methods.push('passkey');
    if (methods.length > 0 && codes > 0) methods.push('recovery_code');
    return methods;
  }

  /**
   * WebAuthn options for the second step (`challengeToken` of a password step: that user's passkeys)
   * or for a password-less sign-in (no token: a new challenge, any passkey of this site).
   */
  async passkeyOptions(challengeToken?: string): Promise<{ challenge: IssuedChallenge | null; options: unknown }> {
    return this.uow.run(async () => {
      if (!challengeToken) {
        const { options, challenge } = await this.passkeys.authenticationOptions();
        const { issued } = await this.challenges.issue('passkey', null, challenge);
        return { challenge: issued, options };
      }
      const row = await this.challenges.open(challengeToken, ['second_factor']);
      const passkeys = await this.repository.listPasskeys(row.userId!);
      if (passkeys.length === 0) throw new InvalidSecondFactorError();
      const { options, challenge } = await this.passkeys.authenticationOptions(passkeys);
      row.webauthnChallenge = challenge;
      await this.repository.saveChallenge(row);
      return { challenge: null, options };
    });
  }

  /** Finishes a sign-in. Wrong proofs count against the challenge and the user (429 beyond the limit). */
  async verify(challengeToken: string, proof: SecondFactorProof): Promise<Session> {
    const outcome = await this.uow.run(async (): Promise<{ session: Session } | { failed: true }> => {
      const purposes = proof.method === 'passkey' ? (['second_factor', 'passkey'] as const) : (['second_factor'] as const);
      const row = await this.challenges.open(challengeToken, purposes);
      if (row.userId && (await this.repository.recentSecondFactorFailures(row.userId, USER_FAILURE_WINDOW_SECONDS)) >= USER_FAILURE_LIMIT) {
        throw new RateLimitedError('REQUEST.RATE_LIMITED', 'Too many sign-in attempts. Please try again in 15 minutes.', USER_FAILURE_WINDOW_SECONDS);
      }
      const userId = await this.check(row, proof);
      if (!userId) {
        row.recordFailure();
        await this.repository.saveChallenge(row);
        return { failed: true };
      }
      const user = await this.accounts.findUserById(userId);
      if (!user) throw new SignInChallengeExpiredError();
      if (user.disabledAt) throw new AccountDisabledError();
      if (!user.emailConfirmedAt) throw new EmailNotConfirmedError();
      row.complete(new Date());
      await this.repository.saveChallenge(row);
      return { session: await this.sessions.start(userId) };
    });
    if ('failed' in outcome) {
      this.logger.warn('second factor refused');
      throw new InvalidSecondFactorError();
    }
    return outcome.session;
  }

  /** The user the proof belongs to, or null when it proves nothing. */
  private async check(row: SignInChallenge, proof: SecondFactorProof): Promise<string | null> {
    const now = new Date();
    if (proof.method === 'totp') {
      const factor = await this.repository.findTotpForUpdate(row.userId!);
      if (!factor?.active) return null;
      const step = await this.otp.verify(this.cipher.decrypt(factor.secretEncrypted), proof.code, factor.lastUsedStep);
      if (step === null) return null;
      factor.useStep(step);
      await this.repository.saveTotp(factor);
      return factor.userId;
    }
    if (proof.method === 'recovery_code') {
      const code = await this.repository.findRecoveryCodeForUpdate(row.userId!, hashRecoveryCode(proof.code));
      if (!code || code.usedAt) return null;
      code.use(now);
      await this.repository.markRecoveryCodeUsed(code);
      return code.userId;
    }
    if (!row.webauthnChallenge) return null;
    const credentialId = this.passkeys.claimedCredentialId(proof.response);
    const passkey: Passkey | null = credentialId ? await this.repository.findPasskeyByCredentialId(credentialId) : null;
    if (!passkey || (row.userId && passkey.userId !== row.userId)) return null;
    try {
      passkey.counter = await this.passkeys.verifyAuthentication(proof.response, row.webauthnChallenge, passkey);
    } catch (error) {
      if (error instanceof InvalidSecondFactorError) return null;
      throw error;
    }
    passkey.lastUsedAt = now;
    await this.repository.updatePasskeyUse(passkey);
    return passkey.userId;
  }
}
