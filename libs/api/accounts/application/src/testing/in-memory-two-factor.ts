import { InvalidSecondFactorError, Passkey, RecoveryCode, SignInChallenge, TotpFactor } from '@fw/api-accounts-domain';
import {
  OneTimePasswordPort,
  PasskeyCeremonyPort,
  PasskeyOwner,
  SecretCipherPort,
  SecurityEvent,
  SecurityEventsPort,
  TwoFactorRepositoryPort,
  VerifiedRegistration,
} from '../two-factor/two-factor.ports';

const copy = <T extends object>(o: T): T => Object.assign(Object.create(Object.getPrototypeOf(o)), o);

export class InMemoryTwoFactorRepository extends TwoFactorRepositoryPort {
  totp = new Map<string, TotpFactor>();
  passkeys: Passkey[] = [];
  codes: RecoveryCode[] = [];
  challenges: SignInChallenge[] = [];
  grace = new Map<string, Date>();

  async findTotp(userId: string) {
    const f = this.totp.get(userId);
    return f ? copy(f) : null;
  }
  findTotpForUpdate(userId: string) {
    return this.findTotp(userId);
  }
  async saveTotp(factor: TotpFactor) {
    this.totp.set(factor.userId, copy(factor));
  }
  async deleteTotp(userId: string) {
    return this.totp.delete(userId);
  }
  async listPasskeys(userId: string) {
    return this.passkeys.filter((p) => p.userId === userId).map(copy);
  }
  async findPasskeyByCredentialId(credentialId: string) {
    const p = this.passkeys.find((k) => k.credentialId === credentialId);
    return p ? copy(p) : null;
  }
  async insertPasskey(passkey: Passkey) {
    this.passkeys.push(copy(passkey));
  }
  async updatePasskeyUse(passkey: Passkey) {
    this.passkeys = this.passkeys.map((p) => (p.id === passkey.id ? copy(passkey) : p));
  }
  async deletePasskey(userId: string, id: string) {
    const before = this.passkeys.length;
    this.passkeys = this.passkeys.filter((p) => !(p.userId === userId && p.id === id));
    return this.passkeys.length < before;
  }
  async replaceRecoveryCodes(userId: string, codes: RecoveryCode[]) {
    this.codes = [...this.codes.filter((c) => c.userId !== userId), ...codes.map(copy)];
  }
  async findRecoveryCodeForUpdate(userId: string, codeHash: string) {
    const c = this.codes.find((r) => r.userId === userId && r.codeHash === codeHash);
    return c ? copy(c) : null;
  }
  async markRecoveryCodeUsed(code: RecoveryCode) {
    this.codes = this.codes.map((c) => (c.id === code.id ? copy(code) : c));
  }
  async countUnusedRecoveryCodes(userId: string) {
    return this.codes.filter((c) => c.userId === userId && !c.usedAt).length;
  }
  async insertChallenge(challenge: SignInChallenge) {
    this.challenges.push(copy(challenge));
  }
  async findChallengeForUpdate(tokenHash: string) {
    const c = this.challenges.find((r) => r.tokenHash === tokenHash);
    return c ? copy(c) : null;
  }
  async saveChallenge(challenge: SignInChallenge) {
    this.challenges = this.challenges.map((c) => (c.id === challenge.id ? copy(challenge) : c));
  }
  async recentSecondFactorFailures(userId: string) {
    return this.challenges.filter((c) => c.userId === userId).reduce((n, c) => n + c.failedAttempts, 0);
  }
  async findGraceEndsAt(userId: string) {
    return this.grace.get(userId) ?? null;
  }
  async setGraceEndsAt(userId: string, at: Date) {
    this.grace.set(userId, at);
  }
  async removeAllFactors(userId: string) {
    this.totp.delete(userId);
    this.passkeys = this.passkeys.filter((p) => p.userId !== userId);
    this.codes = this.codes.filter((c) => c.userId !== userId);
    this.challenges = this.challenges.filter((c) => c.userId !== userId);
  }
}

/** Codes are `<secret>:<step>`; the clock is `now` (a 30-second step number) that tests move. */
export class FakeOneTimePassword extends OneTimePasswordPort {
  now = 1000;
  private n = 0;
  newSecret() {
    return `secret-${++this.n}`;
  }
  keyUri(accountName: string, secret: string) {
    return `otpauth://totp/${accountName}?secret=${secret}`;
  }
  async verify(secret: string, code: string, afterStep: number | null) {
    if (code !== this.codeFor(secret)) return null;
    return afterStep !== null && this.now <= afterStep ? null : this.now;
  }
  async qrCodeDataUrl(uri: string) {
    return `data:image/svg+xml,${encodeURIComponent(uri)}`;
  }
  codeFor(secret: string, step = this.now) {
    return `${secret}:${step}`;
  }
}

export class FakeSecretCipher extends SecretCipherPort {
  encrypt(plain: string) {
    return `sealed(${plain})`;
  }
  decrypt(sealed: string) {
    return sealed.slice('sealed('.length, -1);
  }
}

/** A response is `{ credentialId, challenge }`; it proves the challenge it names. */
export class FakePasskeyCeremony extends PasskeyCeremonyPort {
  private n = 0;
  async registrationOptions(owner: PasskeyOwner) {
    const challenge = `reg-${++this.n}`;
    return { options: { challenge, user: owner.email }, challenge };
  }
  async verifyRegistration(response: unknown, expectedChallenge: string): Promise<VerifiedRegistration> {
    const r = response as { credentialId: string; challenge: string };
    if (r.challenge !== expectedChallenge) throw new InvalidSecondFactorError();
    return { credentialId: r.credentialId, publicKey: new Uint8Array([1]), counter: 0, transports: ['internal'] };
  }
  async authenticationOptions() {
    const challenge = `auth-${++this.n}`;
    return { options: { challenge }, challenge };
  }
  claimedCredentialId(response: unknown) {
    return (response as { credentialId?: string }).credentialId ?? null;
  }
  async verifyAuthentication(response: unknown, expectedChallenge: string, passkey: Passkey) {
    if ((response as { challenge: string }).challenge !== expectedChallenge) throw new InvalidSecondFactorError();
    return passkey.counter + 1;
  }
}

export class RecordingSecurityEvents extends SecurityEventsPort {
  events: SecurityEvent[] = [];
  async record(event: SecurityEvent) {
    this.events.push(event);
  }
}
