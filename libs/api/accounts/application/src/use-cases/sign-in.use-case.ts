import { randomBytes } from 'node:crypto';
import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AccountDisabledError, EmailNotConfirmedError, InvalidCredentialsError, normalizeEmail } from '@fw/api-accounts-domain';
import { AccountRepositoryPort } from '../ports/account.repository.port';
import { PasswordHasherPort } from '../ports/password-hasher.port';
import { UnitOfWorkPort } from '../ports/unit-of-work.port';
import { SessionService } from '../session.service';
import { SignInResult, TwoFactorSignInService } from '../two-factor/two-factor-sign-in.service';

export interface SignInInput {
  email: string;
  password: string;
  sessionId?: string | null;
}

/**
 * Password sign-in. An unknown e-mail and a wrong password give the same error after the same
 * work (a password check against a dummy hash), so neither answer nor timing reveals accounts.
 * Only after a correct password are disabled and unconfirmed accounts told so.
 * A paid checkout is claimed only when the sign-in ends in a session here (not after a second factor).
 */
@Injectable()
export class SignInUseCase implements OnModuleInit {
  private readonly logger = new Logger('Accounts');
  private dummyHash?: Promise<string>;

  constructor(
    private readonly accounts: AccountRepositoryPort,
    private readonly hasher: PasswordHasherPort,
    private readonly sessions: SessionService,
    private readonly uow: UnitOfWorkPort,
    private readonly twoFactor: TwoFactorSignInService,
  ) {}

  onModuleInit(): void {
    // Made at boot so that the first unknown-e-mail sign-in is not slower than the others.
    this.dummy().catch(() => undefined);
  }

  /** A session, or (second factor enrolled, or an admin who must enrol now) a challenge and no session. */
  async execute(input: SignInInput): Promise<SignInResult> {
    const user = await this.accounts.findUserByEmail(normalizeEmail(input.email));
    const valid = await this.hasher.verify(user?.passwordHash ?? (await this.dummy()), input.password);
    if (!user || !valid) {
      this.logger.warn({ userId: user?.id ?? null }, 'sign-in refused: invalid credentials');
      throw new InvalidCredentialsError();
    }
    if (user.disabledAt) throw new AccountDisabledError();
    if (!user.emailConfirmedAt) throw new EmailNotConfirmedError();
    const result = await this.uow.run(() => this.twoFactor.afterPassword(user.id));
    if (result.kind === 'session') await this.sessions.claimPurchase(input.sessionId, result.session.user);
    return result;
  }

  /** A real hash with the real parameters, made once, so verifying against it costs the same. */
  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
      this.dummyHash = undefined;
      throw error;
    });
    return this.dummyHash;
  }
}
