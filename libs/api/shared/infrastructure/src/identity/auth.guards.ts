import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ForbiddenError, UnauthorizedError } from '@fw/api-shared-domain';
import type { AuthUser, Role } from '@fw/api-shared-domain';

/**
 * The passport strategy the guards authenticate with. The accounts context registers it
 * (its JwtStrategy checks the token and reads the user and session); the guards only name it.
 */
export const JWT_STRATEGY = 'jwt';

export const REQUIRED_ROLE = 'fw:required-role';

/** The header by which an admin's request is served as a client, read-only ("View as client"). */
export const VIEW_AS_HEADER = 'x-view-as';
/** The header by which an admin manages a client's blog through the client's own routes. */
export const MANAGE_BLOG_AS_HEADER = 'x-manage-blog-as';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only routes an admin managing a client's blog may write: the client's posts and their history. */
const BLOG_WRITES = /^\/api\/my\/website\/posts(\/|$|\?)/i;

/**
 * An admin acting as a client reads as the client; writes are refused here, whatever the route,
 * except the blog's when the admin manages the client's blog.
 */
function refuseActingWrites(caller: unknown, context: ExecutionContext): void {
  const user = caller as AuthUser | undefined;
  if (!user?.actingAdmin) return;
  const { method, url } = context.switchToHttp().getRequest<{ method: string; url: string }>();
  if (READ_METHODS.has(method)) return;
  if (user.actingAdmin.scope === 'blog' && BLOG_WRITES.test(url)) return;
  throw new ForbiddenError('AUTH.VIEW_AS_READ_ONLY', 'You are viewing as this client: changes are not allowed.');
}

/**
 * Requires a valid access token of a current user (401 otherwise); passport sets request.user.
 * The refusal is the API's own error (code AUTH.UNAUTHENTICATED), not passport's bare 401; an
 * error (the database is down) is passed on as it is.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (err) throw err;
    if (!user) throw new UnauthorizedError('AUTH.UNAUTHENTICATED', 'You need to sign in to do this.');
    refuseActingWrites(user, context);
    return user;
  }
}

/** Like JwtAuthGuard, but lets anonymous callers and invalid tokens through (user stays undefined). */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  /** No Authorization header: anonymous at once, as passport would conclude after a full pass. */
  override canActivate(context: ExecutionContext) {
    const { headers } = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
    return headers['authorization'] === undefined ? true : super.canActivate(context);
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser | undefined {
    if (err) throw err;
    if (user) refuseActingWrites(user, context);
    return user || undefined;
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
