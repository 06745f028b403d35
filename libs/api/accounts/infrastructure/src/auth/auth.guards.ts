import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ForbiddenError, UnauthorizedError } from '@fw/api-shared-domain';
import type { AuthUser } from '@fw/api-accounts-application';
import type { Role } from '@fw/api-accounts-domain';

export const REQUIRED_ROLE = 'fw:required-role';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(err: unknown, user: T | false): T {
    // An error here comes from reading the user (e.g. the database is down): answer 503, not 401,
    // so a blip does not sign people out. Bad or expired tokens arrive as `user === false`.
    if (err) throw err;
    if (!user) throw new UnauthorizedError('AUTH.UNAUTHENTICATED', 'You need to sign in to do this.');
    return user;
  }
}

/** Runs after JwtAuthGuard; refuses callers without the role set by @Auth(role). */
@Injectable()
export class RoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const required = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (user?.role !== required) throw new ForbiddenError('AUTH.FORBIDDEN', 'You do not have permission to access this page.');
    return true;
  }
}

/** Like JwtAuthGuard, but lets anonymous callers through (user stays undefined). */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AuthUser>(err: unknown, user: T | false): T {
    if (err) throw err;
    return (user || undefined) as T;
  }

  override canActivate(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined> }>();
    if (!req.headers.authorization) return true;
    return super.canActivate(context) as boolean | Promise<boolean>;
  }
}
