import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { PasswordHasherPort } from '@fw/api-accounts-application';
import { Argon2PasswordHasherAdapter } from './security/argon2-password-hasher.adapter';
import { JwtStrategy } from './auth/jwt.strategy';
import { AccessTokenService } from './auth/access-token.service';
import { JwtAuthGuard, OptionalJwtAuthGuard, RoleGuard } from './auth/auth.guards';

@Module({
  imports: [PassportModule, JwtModule.register({})],
  providers: [
    JwtStrategy,
    AccessTokenService,
    JwtAuthGuard,
    OptionalJwtAuthGuard,
    RoleGuard,
    { provide: PasswordHasherPort, useClass: Argon2PasswordHasherAdapter },
  ],
  exports: [AccessTokenService, PasswordHasherPort, JwtAuthGuard, OptionalJwtAuthGuard, RoleGuard, PassportModule],
})
export class AccountsModule {}
