import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import {
  AccessTokenIssuerPort,
  AccountRepositoryPort,
  AccountsSettings,
  AuthTokenRepositoryPort,
  ClientInvitationService,
  ConfirmEmailUseCase,
  CreateClientUseCase,
  EmailLinkService,
  LinkOrderUseCase,
  MoveOrderUseCase,
  MyAccountService,
  PasswordHasherPort,
  RefreshSessionUseCase,
  RefreshTokenRepositoryPort,
  RequestPasswordResetUseCase,
  ResendConfirmationUseCase,
  ResetPasswordUseCase,
  SetCheckoutPasswordUseCase,
  CorrectCheckoutEmailUseCase,
  ConfirmCheckoutEmailUseCase,
  SessionService,
  SignInUseCase,
  SignOutUseCase,
  SignUpUseCase,
  UnitOfWorkPort,
  AbandonedSignUpRepositoryPort,
  RemoveAbandonedSignUpsUseCase,
  UpdateClientUseCase,
  ClientAccessService,
  ChangePasswordUseCase,
  EmailChangeRepositoryPort,
  RequestClientEmailChangeUseCase,
  ConfirmClientEmailChangeUseCase,
  OneTimePasswordPort,
  PasskeyCeremonyPort,
  SecretCipherPort,
  SecurityEventsPort,
  SignInChallenges,
  TwoFactorEnrolmentService,
  TwoFactorRepositoryPort,
  TwoFactorSignInService,
  ProfileReadsPort,
  ProfileDirectoryService,
} from '@fw/api-accounts-application';
import { MikroOrmTwoFactorRepository } from './two-factor/mikro-orm-two-factor.repository';
import { AesGcmSecretCipherAdapter } from './two-factor/aes-gcm-secret-cipher.adapter';
import { OtplibOneTimePasswordAdapter } from './two-factor/otplib-one-time-password.adapter';
import { SimpleWebAuthnPasskeyCeremonyAdapter } from './two-factor/simplewebauthn-passkey-ceremony.adapter';
import { TableSecurityEventsAdapter } from './two-factor/table-security-events.adapter';
import { AdminClientFactorsController, TwoFactorController } from './http/two-factor.controller';
import { Argon2PasswordHasherAdapter } from './security/argon2-password-hasher.adapter';
import { SessionUserReader } from './auth/session-user.reader';
import { JwtStrategy } from './auth/jwt.strategy';
import { AccessTokenService } from './auth/access-token.service';
import { accountsConfig } from './config/auth.config';
import type { AuthConfig } from './config/auth.config';
import { MikroOrmAccountRepository } from './persistence/mikro-orm-account.repository';
import { MikroOrmAuthTokenRepository } from './persistence/mikro-orm-auth-token.repository';
import { MikroOrmEmailChangeRepository } from './persistence/mikro-orm-email-change.repository';
import { MikroOrmRefreshTokenRepository } from './persistence/mikro-orm-refresh-token.repository';
import { IdentityModule, MikroOrmUnitOfWorkAdapter, SqlReader } from '@fw/api-shared-infrastructure';
import { ClientsQuery } from './persistence/clients.query';
import { SqlProfileReadsAdapter } from './persistence/sql-profile-reads.adapter';
import { AuthRateLimits } from './http/auth-rate-limits';
import { SignInThrottle } from './http/sign-in-throttle';
import { AuthController } from './http/auth.controller';
import { AdminClientsController } from './http/admin-clients.controller';
import { MikroOrmAbandonedSignUpRepository } from './persistence/mikro-orm-abandoned-sign-up.repository';
import { AbandonedSignUpSweeper } from './jobs/abandoned-sign-up.sweeper';

/**
 * Accounts: sign-up/in, sessions, password reset, own profile, admin clients, and the passport
 * strategy (JwtStrategy) behind the shared identity guards (IdentityModule, shared
 * infrastructure). Needs the global MailModule (MailOutboxPort) and a PurchaseClaimPort, which
 * the application's composition root binds to billing (PurchaseClaimBindingModule).
 */
@Module({
  imports: [JwtModule.register({}), IdentityModule],
  controllers: [AuthController, AdminClientsController, TwoFactorController, AdminClientFactorsController],
  providers: [
    SqlReader,
    { provide: ProfileReadsPort, useClass: SqlProfileReadsAdapter },
    ProfileDirectoryService,
    SessionUserReader,
    JwtStrategy,
    AccessTokenService,
    { provide: PasswordHasherPort, useClass: Argon2PasswordHasherAdapter },
    { provide: AccessTokenIssuerPort, useExisting: AccessTokenService },
    { provide: AccountRepositoryPort, useClass: MikroOrmAccountRepository },
    { provide: AuthTokenRepositoryPort, useClass: MikroOrmAuthTokenRepository },
    { provide: RefreshTokenRepositoryPort, useClass: MikroOrmRefreshTokenRepository },
    { provide: UnitOfWorkPort, useClass: MikroOrmUnitOfWorkAdapter },
    { provide: AbandonedSignUpRepositoryPort, useClass: MikroOrmAbandonedSignUpRepository },
    { provide: EmailChangeRepositoryPort, useClass: MikroOrmEmailChangeRepository },
    { provide: TwoFactorRepositoryPort, useClass: MikroOrmTwoFactorRepository },
    { provide: OneTimePasswordPort, useClass: OtplibOneTimePasswordAdapter },
    { provide: SecretCipherPort, useClass: AesGcmSecretCipherAdapter },
    { provide: PasskeyCeremonyPort, useClass: SimpleWebAuthnPasskeyCeremonyAdapter },
    { provide: SecurityEventsPort, useClass: TableSecurityEventsAdapter },
    SignInChallenges,
    TwoFactorSignInService,
    TwoFactorEnrolmentService,
    RequestClientEmailChangeUseCase,
    ConfirmClientEmailChangeUseCase,
    RemoveAbandonedSignUpsUseCase,
    AbandonedSignUpSweeper,
    {
      provide: AccountsSettings,
      inject: [accountsConfig.KEY],
      useFactory: (config: AuthConfig): AccountsSettings => ({
        publicUrl: config.publicUrl,
        refreshTokenTtlSeconds: config.refreshTokenTtlDays * 24 * 3600,
        refreshReuseWindowSeconds: config.refreshReuseWindowSeconds,
        emailMinIntervalSeconds: config.emailMinIntervalSeconds,
        inviteTtlSeconds: config.inviteTtlHours * 3600,
        adminMfaGraceDays: config.adminMfaGraceDays,
      }),
    },
    SessionService,
    EmailLinkService,
    SignUpUseCase,
    ConfirmEmailUseCase,
    ResendConfirmationUseCase,
    SignInUseCase,
    RefreshSessionUseCase,
    SignOutUseCase,
    RequestPasswordResetUseCase,
    ResetPasswordUseCase,
    SetCheckoutPasswordUseCase,
    CorrectCheckoutEmailUseCase,
    ConfirmCheckoutEmailUseCase,
    MyAccountService,
    CreateClientUseCase,
    UpdateClientUseCase,
    ClientAccessService,
    ChangePasswordUseCase,
    LinkOrderUseCase,
    MoveOrderUseCase,
    ClientInvitationService,
    ClientsQuery,
    AuthRateLimits,
    SignInThrottle,
  ],
  exports: [AccessTokenService, PasswordHasherPort, MyAccountService, ClientInvitationService, AbandonedSignUpSweeper, ProfileDirectoryService],
})
export class AccountsModule {}
