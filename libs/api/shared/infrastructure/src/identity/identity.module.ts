import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard, OptionalJwtAuthGuard, RoleGuard } from './auth.guards';

/**
 * Who is calling, for every context: the guards behind `@Auth()`, `@Auth(role)` and
 * `@OptionalAuth()`, and `@CurrentUser()`. Import it in a context's module to use them, instead of
 * reaching into the accounts context. The passport strategy they run (JWT_STRATEGY) is registered
 * by the accounts context's JwtStrategy, which the application always loads.
 */
@Module({
  imports: [PassportModule],
  providers: [JwtAuthGuard, OptionalJwtAuthGuard, RoleGuard],
  exports: [PassportModule, JwtAuthGuard, OptionalJwtAuthGuard, RoleGuard],
})
export class IdentityModule {}
