import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ClientNotFoundError,
  FactorNotFoundError,
  Passkey,
  TotpFactor,
  TotpNotPendingError,
  WrongCurrentPasswordError,
  WrongEnrolmentCodeError,
} from '@fw/api-accounts-domain';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { RefreshTokenRepositoryPort } from '../ports/refresh-token.repository.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { Session, SessionService } from '../session.service';
import { issueRecoveryCodes } from './recovery-codes';
import { SignInChallenges } from './sign-in-challenges';
import { TwoFactorSignInService } from './two-factor-sign-in.service';
import { OneTimePasswordPort, PasskeyCeremonyPort, SecretCipherPort, SecurityEventsPort, TwoFactorRepositoryPort } from './two-factor.ports';

/** Who enrols: a signed-in user, or an admin past the grace period holding an enrolment challenge. */
export type Enrollee = { userId: string } | { enrolmentChallenge: string };

export interface TwoFactorStatus {
  totp: boolean;
  passkeys: Array<{ id: string; name: string; createdAt: Date; lastUsedAt: Date | null }>;
  recoveryCodesLeft: number;
  /** Admins must enrol; null for clients. */
  enrolBy: Date | null;
  required: boolean;
}

export interface EnrolmentResult {
  /** Shown once, on the first factor of the account. */
  recoveryCodes: string[] | null;
  /** When the enrolment finished a sign-in (enrolment challenge). */
  session: Session | null;
}

/** Adding, listing and revoking second factors, recovery codes, and an admin's reset of a client's factors. */
@Injectable()
export class TwoFactorEnrolmentService {
  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly repository: TwoFactorRepositoryPort,
    private readonly challenges: SignInChallenges,
    private readonly signIn: TwoFactorSignInService,
    private readonly otp: OneTimePasswordPort,
    private readonly cipher: SecretCipherPort,
    private readonly passkeys: PasskeyCeremonyPort,
    private readonly hasher: PasswordHasherPort,
    private readonly refreshTokens: RefreshTokenRepositoryPort,
    private readonly sessions: SessionService,
    private readonly events: SecurityEventsPort,
    private readonly uow: UnitOfWorkPort,
  ) {}

  async status(userId: string): Promise<TwoFactorStatus> {
    const totp = await this.repository.findTotp(userId);
    const passkeys = await this.repository.listPasskeys(userId);
    const codes = await this.repository.countUnusedRecoveryCodes(userId);
    const view = await this.accounts.findView(userId);
    const graceEndsAt = await this.repository.findGraceEndsAt(userId);
    const admin = view?.role === 'admin';
    return {
      totp: Boolean(totp?.active),
      passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
      recoveryCodesLeft: codes,
      enrolBy: admin ? graceEndsAt : null,
      required: admin,
    };
  }

  /** A new secret, kept encrypted and pending until a first code confirms it. Replaces a pending one, never an active one. */
  async startTotp(enrollee: Enrollee): Promise<{ secret: string; uri: string; qrCode: string }> {
    const { secret, email } = await this.uow.run(async () => {
      const userId = await this.resolve(enrollee);
      const existing = await this.repository.findTotpForUpdate(userId);
      if (existing?.active) throw new TotpNotPendingError();
      const secret = this.otp.newSecret();
      await this.repository.saveTotp(Object.assign(new TotpFactor(), { userId, secretEncrypted: this.cipher.encrypt(secret) }));
      return { secret, email: (await this.accounts.findView(userId))!.email };
    });
    const uri = this.otp.keyUri(email, secret);
    return { secret, uri, qrCode: await this.otp.qrCodeDataUrl(uri) };
  }

  async confirmTotp(enrollee: Enrollee, code: string): Promise<EnrolmentResult> {
    return this.uow.run(async () => {
      const userId = await this.resolve(enrollee);
      const factor = await this.repository.findTotpForUpdate(userId);
      if (!factor || factor.active) throw new TotpNotPendingError();
      const step = await this.otp.verify(this.cipher.decrypt(factor.secretEncrypted), code, factor.lastUsedStep);
      if (step === null) throw new WrongEnrolmentCodeError();
      const first = (await this.signIn.methodsOf(userId)).length === 0;
      factor.confirm(step, new Date());
      await this.repository.saveTotp(factor);
      return this.finish(enrollee, userId, first);
    });
  }

  async passkeyRegistrationOptions(enrollee: Enrollee): Promise<{ challenge: string; options: unknown }> {
    return this.uow.run(async () => {
      const userId = await this.resolve(enrollee);
      const view = (await this.accounts.findView(userId))!;
      const { options, challenge } = await this.passkeys.registrationOptions(
        { id: userId, email: view.email, displayName: view.fullName ?? view.email },
        await this.repository.listPasskeys(userId),
      );
      const { issued } = await this.challenges.issue('passkey_registration', userId, challenge);
      return { challenge: issued.token, options };
    });
  }

  async registerPasskey(enrollee: Enrollee, registrationChallenge: string, response: unknown, name: string): Promise<EnrolmentResult> {
    return this.uow.run(async () => {
      const userId = await this.resolve(enrollee);
      const row = await this.challenges.open(registrationChallenge, ['passkey_registration']);
      if (row.userId !== userId) throw new FactorNotFoundError();
      row.complete(new Date());
      await this.repository.saveChallenge(row);
      const verified = await this.passkeys.verifyRegistration(response, row.webauthnChallenge!);
      const first = (await this.signIn.methodsOf(userId)).length === 0;
      await this.repository.insertPasskey(Object.assign(new Passkey(), { id: randomUUID(), userId, ...verified, name: name.trim() || 'Passkey' }));
      return this.finish(enrollee, userId, first);
    });
  }

  /** Re-authentication with the password first. */
  async revokeTotp(userId: string, password: string): Promise<void> {
    await this.reauthenticate(userId, password);
    await this.uow.run(async () => {
      if (!(await this.repository.deleteTotp(userId))) throw new FactorNotFoundError();
      await this.dropCodesWhenNoFactorLeft(userId);
    });
  }

  async revokePasskey(userId: string, passkeyId: string, password: string): Promise<void> {
    await this.reauthenticate(userId, password);
    await this.uow.run(async () => {
      if (!(await this.repository.deletePasskey(userId, passkeyId))) throw new FactorNotFoundError();
      await this.dropCodesWhenNoFactorLeft(userId);
    });
  }

  /** New codes replace every old one (used or not); shown once. */
  async regenerateRecoveryCodes(userId: string, password: string): Promise<string[]> {
    await this.reauthenticate(userId, password);
    return this.uow.run(async () => {
      if ((await this.signIn.methodsOf(userId)).length === 0) throw new FactorNotFoundError();
      const { plain, rows } = issueRecoveryCodes(userId);
      await this.repository.replaceRecoveryCodes(userId, rows);
      return plain;
    });
  }

  /** An admin removes every factor of a client (lost phone): sessions end, and the reset is recorded. */
  async resetByAdmin(adminId: string, clientId: string, ip: string | null): Promise<void> {
    await this.uow.run(async () => {
      if (!(await this.accounts.findUserById(clientId))) throw new ClientNotFoundError();
      await this.repository.removeAllFactors(clientId);
      await this.refreshTokens.revokeAllForUser(clientId, new Date());
      await this.events.record({ action: 'two_factor.reset_by_admin', actorId: adminId, subjectId: clientId, ip });
    });
  }

  private async finish(enrollee: Enrollee, userId: string, first: boolean): Promise<EnrolmentResult> {
    let recoveryCodes: string[] | null = null;
    if (first) {
      const issued = issueRecoveryCodes(userId);
      await this.repository.replaceRecoveryCodes(userId, issued.rows);
      recoveryCodes = issued.plain;
    }
    let session: Session | null = null;
    if ('enrolmentChallenge' in enrollee) {
      const row = await this.challenges.open(enrollee.enrolmentChallenge, ['enrolment']);
      row.complete(new Date());
      await this.repository.saveChallenge(row);
      session = await this.sessions.start(userId);
    }
    return { recoveryCodes, session };
  }

  private async resolve(enrollee: Enrollee): Promise<string> {
    if ('userId' in enrollee) return enrollee.userId;
    return (await this.challenges.open(enrollee.enrolmentChallenge, ['enrolment'])).userId!;
  }

  private async reauthenticate(userId: string, password: string): Promise<void> {
    const view = await this.accounts.findView(userId);
    const user = view ? await this.accounts.findUserByEmail(view.email) : null;
    if (!user || !(await this.hasher.verify(user.passwordHash, password))) throw new WrongCurrentPasswordError();
  }

  private async dropCodesWhenNoFactorLeft(userId: string): Promise<void> {
    if ((await this.signIn.methodsOf(userId)).length === 0) await this.repository.replaceRecoveryCodes(userId, []);
  }
}
