import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { AuthUser, Role } from '@fw/api-shared-domain';
import { ApiErrors } from '../http/api-errors.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard, REQUIRED_ROLE, RoleGuard } from './auth.guards';

/**
 * Requires a signed-in caller (401 otherwise) and, with a role, that role (403 otherwise).
 * Put it on a controller or a handler; it also documents bearer security in OpenAPI.
 */
export function Auth(role?: Role) {
  return applyDecorators(
    SetMetadata(REQUIRED_ROLE, role),
    UseGuards(JwtAuthGuard, RoleGuard),
    ApiBearerAuth('bearer'),
    role ? ApiErrors(401, 403) : ApiErrors(401),
  );
}

/**
 * Signs the caller in when a bearer token is sent; anonymous callers pass with no user.
 * Documented as optional security (`[{ bearer: [] }, {}]`), which the permission-matrix test reads.
 */
export function OptionalAuth() {
  return applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiBearerAuth('bearer'), ApiSecurity({}));
}

/** The caller set by @Auth() (undefined only under @OptionalAuth()). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});
