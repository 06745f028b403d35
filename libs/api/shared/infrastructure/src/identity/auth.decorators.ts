import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { AuthUser, Role } from '@fw/api-shared-domain';
import { AuditMarkGuard } from '../audit/audit-mark.guard';
import { ApiErrors } from '../http/api-errors.decorator';
import { JwtAuthGuard, OptionalJwtAuthGuard, REQUIRED_ROLE, RoleGuard } from './auth.guards';

/**
 * Requires a signed-in caller (401 otherwise) and, with a role, that role (403 otherwise).
 * Put it on a controller or a handler; it also documents bearer security in OpenAPI. Every
 * signed-in route may answer 403 to an admin acting as a client (a write while viewing). Admin
 * writes and an acting admin's writes are recorded in the audit log (AuditMarkGuard, after the
 * caller is known).
 */
export function Auth(role?: Role) {
  return applyDecorators(SetMetadata(REQUIRED_ROLE, role), UseGuards(JwtAuthGuard, RoleGuard, AuditMarkGuard), ApiBearerAuth('bearer'), ApiErrors(401, 403));
}

/**
 * Signs the caller in when a bearer token is sent; anonymous callers pass with no user.
 * Documented as optional security (`[{ bearer: [] }, {}]`), which the permission-matrix test reads;
 * 403 is an admin acting as a client who tries a write.
 */
export function OptionalAuth() {
  return applyDecorators(UseGuards(OptionalJwtAuthGuard, AuditMarkGuard), ApiBearerAuth('bearer'), ApiSecurity({}), ApiErrors(403));
}

/** The caller set by @Auth() (undefined only under @OptionalAuth()). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});
