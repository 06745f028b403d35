import { AccountsSettings } from '../ports/accounts-settings';
import { EmailLinkService } from '../email-link.service';
import { SessionService } from '../session.service';
import { ConfirmEmailUseCase } from '../use-cases/confirm-email.use-case';
import { CreateClientUseCase } from '../use-cases/create-client.use-case';
import { MyAccountService } from '../use-cases/my-account.service';
import { RefreshSessionUseCase } from '../use-cases/refresh-session.use-case';
import { RequestPasswordResetUseCase } from '../use-cases/request-password-reset.use-case';
import { ResendConfirmationUseCase } from '../use-cases/resend-confirmation.use-case';
import { ResetPasswordUseCase } from '../use-cases/reset-password.use-case';
import { SignInUseCase } from '../use-cases/sign-in.use-case';
import { SignOutUseCase } from '../use-cases/sign-out.use-case';
import { SignUpUseCase } from '../use-cases/sign-up.use-case';
import { UpdateClientUseCase } from '../use-cases/update-client.use-case';
import { ClientAccessService } from '../use-cases/client-access.service';
import { ChangePasswordUseCase } from '../use-cases/change-password.use-case';
import { ClientInvitationService } from '../use-cases/client-invitation.service';
import {
  FakeAccessTokenIssuer,
  FakeMailOutbox,
  FakePasswordHasher,
  InMemoryAccountRepository,
  InMemoryAccountsDb,
  InMemoryAuthTokenRepository,
  InMemoryRefreshTokenRepository,
  InMemoryUnitOfWork,
  RecordingPurchaseClaim,
  testSettings,
} from './in-memory-accounts';
import { FakeOneTimePassword, FakePasskeyCeremony, FakeSecretCipher, InMemoryTwoFactorRepository, RecordingSecurityEvents } from './in-memory-two-factor';
import { SignInChallenges } from '../two-factor/sign-in-challenges';
import { TwoFactorSignInService } from '../two-factor/two-factor-sign-in.service';
import { TwoFactorEnrolmentService } from '../two-factor/two-factor-enrolment.service';

/** Every accounts use case wired to in-memory fakes, for use-case tests. */
export function createAccountsTestKit(settingsOverrides: Partial<AccountsSettings> = {}) {
  const db = new InMemoryAccountsDb();
  const settings = testSettings(settingsOverrides);
  const accounts = new InMemoryAccountRepository(db);
  const authTokens = new InMemoryAuthTokenRepository(db);
  const refreshTokens = new InMemoryRefreshTokenRepository(db);
  const hasher = new FakePasswordHasher();
  const outbox = new FakeMailOutbox(db);
  const uow = new InMemoryUnitOfWork(db);
  const purchases = new RecordingPurchaseClaim();
  const sessions = new SessionService(accounts, refreshTokens, new FakeAccessTokenIssuer(), settings, purchases);
  const links = new EmailLinkService(authTokens, outbox, settings);
  const twoFactorDb = new InMemoryTwoFactorRepository();
  const challenges = new SignInChallenges(twoFactorDb);
  const otp = new FakeOneTimePassword();
  const cipher = new FakeSecretCipher();
  const passkeys = new FakePasskeyCeremony();
  const securityEvents = new RecordingSecurityEvents();
  const twoFactor = new TwoFactorSignInService(accounts, twoFactorDb, challenges, otp, cipher, passkeys, sessions, settings, uow);
  return {
    db,
    settings,
    accounts,
    purchases,
    signUp: new SignUpUseCase(accounts, hasher, links, uow),
    confirm: new ConfirmEmailUseCase(accounts, authTokens, sessions, uow),
    resend: new ResendConfirmationUseCase(accounts, links, uow),
    signIn: new SignInUseCase(accounts, hasher, sessions, uow, twoFactor),
    twoFactor,
    twoFactorDb,
    otp,
    securityEvents,
    enrolment: new TwoFactorEnrolmentService(
      accounts,
      twoFactorDb,
      challenges,
      twoFactor,
      otp,
      cipher,
      passkeys,
      hasher,
      refreshTokens,
      sessions,
      securityEvents,
      uow,
    ),
    refresh: new RefreshSessionUseCase(accounts, refreshTokens, sessions, settings, uow),
    signOut: new SignOutUseCase(refreshTokens, uow),
    forgot: new RequestPasswordResetUseCase(accounts, links, uow),
    reset: new ResetPasswordUseCase(accounts, authTokens, refreshTokens, hasher, uow),
    me: new MyAccountService(accounts, uow),
    createClient: new CreateClientUseCase(accounts, hasher, outbox, settings, uow),
    updateClient: new UpdateClientUseCase(accounts, uow),
    access: new ClientAccessService(accounts, refreshTokens, links, uow),
    changePassword: new ChangePasswordUseCase(accounts, refreshTokens, hasher, uow),
    invitations: new ClientInvitationService(accounts, hasher, links, uow),
    uow,
    /** A password sign-in that must end in a session (accounts without a second factor). */
    async signInSession(input: { email: string; password: string }) {
      const result = await this.signIn.execute(input);
      if (result.kind !== 'session') throw new Error('expected a session, got a second-factor challenge');
      return result.session;
    },
    /** The token in the last e-mailed link of that template. */
    lastLinkToken(template: 'signup-confirmation' | 'signup-set-password' | 'password-reset'): string {
      const mail = [...db.mails].reverse().find((m) => m.template === template);
      if (!mail) throw new Error(`no ${template} e-mail`);
      const url =
        'confirmUrl' in mail.data
          ? mail.data.confirmUrl
          : 'resetUrl' in mail.data
            ? mail.data.resetUrl
            : 'setPasswordUrl' in mail.data
              ? mail.data.setPasswordUrl
              : '';
      return new URL(url).searchParams.get('token')!;
    },
  };
}
